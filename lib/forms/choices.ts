import type { Campaign, Channel, Overlay, Splash } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import type { Option, OptionGroup } from './quick-choices';

// Select options built from the cached reference lists. Names are server strings: they are
// only ever used as option text, which Preact renders as text. The domain's options are in
// quick-choices.ts, which the popup's start-up loads without these.

export { domainOptions, withCurrent, type Option, type OptionGroup } from './quick-choices';

const nameOr = (name: string, fallback: string) => (name.trim() === '' ? fallback : name);

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
