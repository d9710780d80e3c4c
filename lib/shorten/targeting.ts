// Choices for the targeting rows. Names come from Intl.DisplayNames so the popup carries only
// the codes (a few hundred bytes) instead of a table of names.

import { TARGET_DEVICES } from '@/lib/api/schemas/link-input';
import { formatLocale, t } from '@/lib/i18n/messages';
import { perLocale } from '@/lib/i18n/compose';

/** Devices the service matches (the field notes' list, kept by the API layer). */
export const DEVICES = TARGET_DEVICES;
export type Device = (typeof TARGET_DEVICES)[number];

const REGION_CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CD CF CG CH CI CK CL CM CN CO CR CU CV CW CY CZ DE DJ DK DM DO DZ EC EE EG ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

const LANGUAGE_CODES =
  'af am ar az be bg bn bs ca cs cy da de el en eo es et eu fa fi fr ga gl gu he hi hr hu hy id is it ja ka kk km kn ko ky lo lt lv mk ml mn mr ms mt my nb ne nl no pa pl ps pt ro ru si sk sl so sq sr sv sw ta te tg th tk tl tr uk ur uz vi xh yo zh zu';

export interface Choice {
  value: string;
  label: string;
}

/** Labelled in the user's language, sorted in its order; `english` is the English name. */
function named(codes: string, type: 'region' | 'language', toValue: (code: string, english: string) => string): Choice[] {
  const locale = formatLocale();
  const names = new Intl.DisplayNames([locale], { type, fallback: 'code' });
  const english = new Intl.DisplayNames(['en'], { type, fallback: 'code' });
  return codes
    .split(' ')
    .map((code) => ({ value: toValue(code, english.of(code) ?? code), label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}

/** The service targets countries by full English name: that is the value, the label is in the user's language. */
export const countryChoices = perLocale((): Choice[] => named(REGION_CODES, 'region', (_code, name) => name));

/** Languages are targeted by two-letter code; the label adds the name. */
export const languageChoices = perLocale((): Choice[] =>
  named(LANGUAGE_CODES, 'language', (code) => code).map((c) => ({
    value: c.value,
    label: t('sh_lang_code', c.label, c.value),
  })),
);

/** Device names are the makers' own; only the generic "Mobile" is translated. */
export function deviceChoices(): Choice[] {
  return DEVICES.map((device) => ({ value: device, label: device === 'Mobile' ? t('sh_dev_mobile') : device }));
}

/**
 * The choice for a country as the service names it: the English name, flat ("Germany") or
 * lower-cased in nested details ("germany"), matched case-insensitively; undefined when unknown.
 */
export function countryChoiceOf(name: string): Choice | undefined {
  const wanted = name.trim().toLowerCase();
  return countryChoices().find((choice) => choice.value.toLowerCase() === wanted);
}

/**
 * The choice for a device as the service names it: as sent ("iPhone") or lower-cased, as some
 * servers report it ("iphone", "mac os"), matched case-insensitively; undefined when unknown.
 */
export function deviceChoiceOf(name: string): Choice | undefined {
  const wanted = name.trim().toLowerCase();
  return deviceChoices().find((choice) => choice.value.toLowerCase() === wanted);
}
