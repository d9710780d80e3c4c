import type { Campaign, Channel, Domain, Overlay, Splash } from '@/lib/api';

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
  return [{ value: '', label: 'Service default' }, ...domains.map((d) => ({ value: d.domain, label: hostOf(d.domain) }))];
}

export function campaignOptions(campaigns: Pick<Campaign, 'id' | 'name'>[], none = 'No campaign'): Option[] {
  return [{ value: '', label: none }, ...campaigns.map((c) => ({ value: String(c.id), label: nameOr(c.name, `Campaign ${c.id}`) }))];
}

export function channelOptions(channels: Pick<Channel, 'id' | 'name'>[], none = 'No channel'): Option[] {
  return [{ value: '', label: none }, ...channels.map((c) => ({ value: String(c.id), label: nameOr(c.name, `Channel ${c.id}`) }))];
}

export const BASIC_REDIRECT_TYPES: Option[] = [
  { value: 'direct', label: 'Direct redirect' },
  { value: 'frame', label: 'Frame (keeps the short URL in the address bar)' },
  { value: 'splash', label: 'Splash page (service default)' },
];

/** Custom splash pages by id and CTA overlays as `overlay-<id>`, the values the API expects. */
export function redirectTypeGroups(splash: Pick<Splash, 'id' | 'name'>[], overlays: Pick<Overlay, 'id' | 'name'>[]): OptionGroup[] {
  return [
    { label: 'Custom splash pages', options: splash.map((s) => ({ value: String(s.id), label: nameOr(s.name, `Splash page ${s.id}`) })) },
    { label: 'CTA overlays', options: overlays.map((o) => ({ value: `overlay-${o.id}`, label: nameOr(o.name, `Overlay ${o.id}`) })) },
  ];
}

/**
 * Keeps a saved choice visible when the list no longer has it (deleted on the service, or
 * the list could not be loaded), instead of the select silently showing another value.
 */
export function withCurrent(options: Option[], value: string, groups: OptionGroup[] = []): Option[] {
  const known = options.some((o) => o.value === value) || groups.some((g) => g.options.some((o) => o.value === value));
  return known || value === '' ? options : [...options, { value, label: `${value} (not in the list)` }];
}
