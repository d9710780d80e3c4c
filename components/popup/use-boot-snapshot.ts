import { useLayoutEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { forgetBootSnapshot, saveBootSnapshot } from '@/lib/boot/snapshot';

// The next opening paints this opening's first frame early (lib/boot) when that frame was the
// plain form shell, before any answer, lazy part or notice. Any other first frame (a one-click
// failure, a cleaning note, the paste box or a view whose code is still loading) is not kept,
// and the older snapshot is forgotten, so the early paint is always the frame the app draws first.

let plainInFirstFrame = false;

/** A view that may be painted early says so as the first frame commits (its effect runs before the root's). */
export function usePlainView(plain: boolean): void {
  const seen = useRef(false);
  useLayoutEffect(() => {
    if (seen.current) return;
    seen.current = true;
    if (plain) plainInFirstFrame = true;
  }, [plain]);
}

/** At the popup's root, after its theme is applied: keeps or forgets the first frame. */
export function useBootSnapshot(): void {
  useLayoutEffect(() => {
    const app = document.getElementById('app');
    if (plainInFirstFrame && app) saveBootSnapshot(app, browser.i18n.getUILanguage());
    else forgetBootSnapshot();
  }, []);
}
