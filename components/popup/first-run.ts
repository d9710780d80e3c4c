import { browser } from 'wxt/browser';
import { lazyComponent } from '@/components/ui/lazy';

/** Trim's options page, where it is set up. */
export const openSettings = () => void browser.runtime.openOptionsPage();

/** Shown once, before Trim is set up (or while it cannot reach its service): its code loads only then. */
export const FirstRun = lazyComponent(() => import('@/components/shorten/FirstRun').then((m) => m.FirstRun));
