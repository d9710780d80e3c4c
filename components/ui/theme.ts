import { useLayoutEffect } from 'preact/hooks';
import type { Theme } from '@/lib/settings/schema';

/** Read by the popup's first-frame script (assets/public/popup-frame.js), which paints before any module. */
const THEME_HINT = 'trim:theme';

/**
 * 'system' leaves the choice to prefers-color-scheme; light/dark pin it via data-theme. Every
 * page that applies the theme keeps the hint the popup's first frame reads: one of two words.
 */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
  try {
    if (theme === 'system') localStorage.removeItem(THEME_HINT);
    else localStorage.setItem(THEME_HINT, theme);
  } catch {
    // Without localStorage the first frame follows the system until the module applies the theme.
  }
}

/** Applied before the browser paints, so a pinned theme never flashes the other one first. */
export function useTheme(theme: Theme | undefined): void {
  useLayoutEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}
