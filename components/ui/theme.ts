import { useLayoutEffect } from 'preact/hooks';
import type { Theme } from '@/lib/settings/schema';

/** 'system' leaves the choice to prefers-color-scheme; light/dark pin it via data-theme. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/** Applied before the browser paints, so a pinned theme never flashes the other one first. */
export function useTheme(theme: Theme | undefined): void {
  useLayoutEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}
