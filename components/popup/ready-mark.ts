import { useLayoutEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { lazyComponent } from '@/components/ui/lazy';

// What the popup's root and its workspace share.

/** Marks the moment the popup can take a click (read by the benchmark and tests). */
export function useReadyMark(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) performance.mark('trim:ready');
  }, [ready]);
}

export const openSettings = () => void browser.runtime.openOptionsPage();

/** Shown once, before Trim is set up (or can reach its service): its code loads only then. */
export const FirstRun = lazyComponent(() => import('@/components/shorten/FirstRun').then((m) => m.FirstRun));
