import { useEffect } from 'preact/hooks';
import type { Theme } from '@/lib/settings/schema';

/** 'system' leaves the choice to prefers-color-scheme; light/dark pin it via data-theme. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement): void {
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

export function useTheme(theme: Theme | undefined): void {
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
}
