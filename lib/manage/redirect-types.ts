// The redirect types a link can have, as the API spells them: direct, frame, splash, a custom
// splash page's id, or `overlay-<id>` for a CTA overlay (field notes).

export interface NamedItem {
  id: number;
  name: string;
}

export interface Choice {
  value: string;
  label: string;
}

export const BUILT_IN_REDIRECTS: Choice[] = [
  { value: 'direct', label: 'Direct' },
  { value: 'frame', label: 'Frame' },
  { value: 'splash', label: 'Splash page' },
];

export const overlayType = (id: number) => `overlay-${id}`;
export const splashType = (id: number) => String(id);

/** Names fall back to "#id" so an unnamed item is still distinguishable. */
const label = (item: NamedItem, kind: string) => (item.name.trim() !== '' ? item.name : `${kind} #${item.id}`);

export function redirectGroups(splash: readonly NamedItem[], overlays: readonly NamedItem[]): { label: string; options: Choice[] }[] {
  return [
    { label: 'Custom splash pages', options: splash.map((item) => ({ value: splashType(item.id), label: label(item, 'Splash page') })) },
    { label: 'CTA overlays', options: overlays.map((item) => ({ value: overlayType(item.id), label: label(item, 'Overlay') })) },
  ];
}

/** A type value back to words, for showing a setting ("CTA overlay: Spring sale"). */
export function describeRedirect(type: string, splash: readonly NamedItem[], overlays: readonly NamedItem[]): string {
  const builtIn = BUILT_IN_REDIRECTS.find((choice) => choice.value === type);
  if (builtIn) return builtIn.label;
  const overlay = /^overlay-(\d+)$/.exec(type);
  if (overlay) {
    const item = overlays.find((o) => o.id === Number(overlay[1]));
    return `CTA overlay: ${item ? label(item, 'Overlay') : `#${overlay[1]}`}`;
  }
  if (/^\d+$/.test(type)) {
    const item = splash.find((s) => s.id === Number(type));
    return `Splash page: ${item ? label(item, 'Splash page') : `#${type}`}`;
  }
  return type;
}
