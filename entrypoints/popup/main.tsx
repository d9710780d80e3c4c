import { render } from 'preact';
// Right after Preact: starts the storage read and the tab query before the rest of the code is
// evaluated (see boot.ts). Imported before Preact, it made the bundler split the page's chunk.
import { booting } from './boot';
import { PopupApp } from '@/components/popup/PopupApp';
import { applyTheme } from '@/components/ui/theme';
import { applyLocale } from '@/lib/i18n/document';
import { installI18n } from '@/lib/i18n/messages';
import { has } from '@/lib/platform/capabilities';
import { settingsFromStorage } from '@/lib/settings/items';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/schema';
import type { PopupPage } from '@/lib/shorten/current-page';

installI18n();

// The first paint waits for the settings and the page's URL, so the popup opens straight onto
// the form (or the set-up screen) instead of a "Loading…" frame followed by a re-render.
// Not a top-level await: the lazy chunks import from this one, and a chunk that awaits at the
// top makes the bundler split the shared code into many small chunks.
void booting.then(
  async ([stored, page, last]) => show(await settingsFromStorage(stored), page, typeof last === 'string' ? last : ''),
  () => show(DEFAULT_SETTINGS, { url: null, tabId: null, problem: null }, ''),
);

function show(settings: Settings, page: PopupPage, lastInstallation: string) {
  applyLocale();
  applyTheme(settings.theme);
  // popup-frame.js sets it for the first frame almost always; this covers the time it does not.
  document.documentElement.toggleAttribute('data-touch', !has('menus'));
  // Into the empty #app: the skeleton beside it hides once the app has drawn (popup.css).
  render(<PopupApp initialSettings={settings} initialPage={page} lastInstallation={lastInstallation} />, document.getElementById('app')!);
  // The markup versions before 0.2 kept for an early paint: never read again.
  localStorage.removeItem('trim:boot-snapshot');
}
