import type { Campaign, Channel, Domain, Overlay, Splash } from '@/lib/api';
import { t } from '@/lib/i18n/messages';

// Select options built from the cached reference lists. Names are server strings: they are
// only ever used as option text, which Preact renders as text.

export interface Option {
  value: string;
  label: string;
}

export interface OptionGroup {
  label: string;
  options: Option[];
}

const nameOr = (name: string, fallback: string) => (name.trim() === '' ? fallback : name);

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export function domainOptions(domains: Pick<Domain, 'domain'>[]): Option[] {
  return [{ value: '', label: t('form_service_default') }, ...domains.map((d) => ({ value: d.domain, label: hostOf(d.domain) }))];
}

export function campaignOptions(campaigns: Pick<Campaign, 'id' | 'name'>[], none = t('form_no_campaign')): Option[] {
  return [{ value: '', label: none }, ...campaigns.map((c) => ({ value: String(c.id), label: nameOr(c.name, t('form_campaign_n', c.id)) }))];
}

export function channelOptions(channels: Pick<Channel, 'id' | 'name'>[], none = t('form_no_channel')): Option[] {
  return [{ value: '', label: none }, ...channels.map((c) => ({ value: String(c.id), label: nameOr(c.name, t('form_channel_n', c.id)) }))];
}

/** The redirect types every service has, before the user's own splash pages and overlays. */
export function basicRedirectTypes(): Option[] {
  return [
    { value: 'direct', label: t('form_direct') },
    { value: 'frame', label: t('form_frame') },
    { value: 'splash', label: t('form_splash') },
  ];
}

/** Custom splash pages by id and CTA overlays as `overlay-<id>`, the values the API expects. */
export function redirectTypeGroups(splash: Pick<Splash, 'id' | 'name'>[], overlays: Pick<Overlay, 'id' | 'name'>[]): OptionGroup[] {
  return [
    { label: t('form_custom_splash'), options: splash.map((s) => ({ value: String(s.id), label: nameOr(s.name, t('form_splash_n', s.id)) })) },
    { label: t('form_overlays'), options: overlays.map((o) => ({ value: `overlay-${o.id}`, label: nameOr(o.name, t('form_overlay_n', o.id)) })) },
  ];
}

/**
 * Keeps a saved choice visible when the list no longer has it (deleted on the service, or
 * the list could not be loaded), instead of the select silently showing another value.
 */
export function withCurrent(options: Option[], value: string, groups: OptionGroup[] = []): Option[] {
  const known = options.some((o) => o.value === value) || groups.some((g) => g.options.some((o) => o.value === value));
  return known || value === '' ? options : [...options, { value, label: t('form_not_listed', value) }];
}
