import { t, type MessageKey } from '@/lib/i18n/messages';

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

// Keys, not texts: the labels are read when shown (never on import, see lib/i18n).
const BUILT_IN: Record<string, MessageKey> = {
  direct: 'redir_direct',
  frame: 'redir_frame',
  splash: 'redir_splash',
};

/** Direct, Frame and Splash page as menu choices, in the user's language. */
export function builtInRedirects(): Choice[] {
  return Object.entries(BUILT_IN).map(([value, key]) => ({ value, label: t(key) }));
}

export const overlayType = (id: number) => `overlay-${id}`;
export const splashType = (id: number) => String(id);

/** Names fall back to "Splash page #id" so an unnamed item is still distinguishable. */
const label = (item: NamedItem, unnamed: MessageKey) => (item.name.trim() !== '' ? item.name : t(unnamed, item.id));

export function redirectGroups(splash: readonly NamedItem[], overlays: readonly NamedItem[]): { label: string; options: Choice[] }[] {
  return [
    { label: t('form_custom_splash'), options: splash.map((item) => ({ value: splashType(item.id), label: label(item, 'redir_splash_n') })) },
    { label: t('form_overlays'), options: overlays.map((item) => ({ value: overlayType(item.id), label: label(item, 'redir_overlay_n') })) },
  ];
}

/** A type value back to words, for showing a setting ("CTA overlay: Spring sale"). */
export function describeRedirect(type: string, splash: readonly NamedItem[], overlays: readonly NamedItem[]): string {
  const builtIn = Object.hasOwn(BUILT_IN, type) ? BUILT_IN[type] : undefined;
  if (builtIn) return t(builtIn);
  const overlay = /^overlay-(\d+)$/.exec(type);
  if (overlay) {
    const item = overlays.find((o) => o.id === Number(overlay[1]));
    return t('redir_overlay_is', item ? label(item, 'redir_overlay_n') : t('redir_number', overlay[1]!));
  }
  if (/^\d+$/.test(type)) {
    const item = splash.find((s) => s.id === Number(type));
    return t('redir_splash_is', item ? label(item, 'redir_splash_n') : t('redir_number', type));
  }
  return type;
}
