// The primitives come from their own files, not the barrel (which would bring every primitive the
// lazy panels use into the start-up JS): their stylesheets first, as the barrel orders them.
import '@/components/ui/stylesheets';
import { useState } from 'preact/hooks';
import { ConnectionProvider, usePageConnection } from '@/components/connection/context';
import { InstallationPicker } from '@/components/installations/InstallationPicker';
import { useSettings } from '@/components/settings/use-settings';
import { Brand } from '@/components/ui/Brand';
import { lazyComponent } from '@/components/ui/lazy';
import { useTheme } from '@/components/ui/theme';
import { isShortenable } from '@/lib/core/web-page';
import { t } from '@/lib/i18n/messages';
import { chosenInstallation } from '@/lib/installations/installations';
import { lastInstallationItem } from '@/lib/installations/last-used';
import { has } from '@/lib/platform/capabilities';
import { isConfigured } from '@/lib/settings/items';
import type { Settings } from '@/lib/settings/schema';
import type { PopupPage } from '@/lib/shorten/current-page';
import { FirstRun, openSettings } from './first-run';
import { useReadyMark } from './ready-mark';
import { CleanedWorkspace } from './Workspace';
import '@/components/rate-limit/rate-limit.css';
import './popup.css';

// The popup's root: the settings, which installation it works with, its one connection, the
// header, and the page's workspace (Workspace.tsx), the set-up screen or the paste box.

// Only for a page the service cannot shorten (a browser page, a file): most openings never show it.
const PasteBox = lazyComponent(() => import('@/components/shorten/PasteBox').then((m) => m.PasteBox), null);
// Where the browser has no menus (a phone) the box for a text takes the place of the right-click on a selection; after the first paint.
const PasteText = lazyComponent(() => import('@/components/text-paste/PasteText').then((m) => m.PasteText), <div class="paste-text" aria-busy="true" />);
// Loads after the first paint: the form comes first.
const AllTabsButton = lazyComponent(() => import('@/components/bulk/AllTabsButton').then((m) => m.AllTabsButton), null);

interface PopupAppProps {
  /** Read before the first render (main.tsx); kept current afterwards. */
  initialSettings: Settings;
  /** The page to shorten (the active tab or `?url=`), its tab, and a problem to show. */
  initialPage: PopupPage;
  /** The installation the popup last worked with ('' = the default). */
  lastInstallation: string;
}

export function PopupApp({ initialSettings, initialPage, lastInstallation }: PopupAppProps) {
  const settings = useSettings(initialSettings) ?? initialSettings;
  useTheme(settings.theme);
  const [chosen, setChosen] = useState(lastInstallation);
  const installation = chosenInstallation(settings, chosen);
  const connection = usePageConnection(installation);
  const [pageUrl, setPageUrl] = useState<string | null>(initialPage.url);
  const choose = (id: string) => {
    setChosen(id);
    void lastInstallationItem.setValue(id);
  };

  const configured = isConfigured(installation);
  const shortenable = isShortenable(pageUrl);
  // Its code starts loading with this render, a frame before the lazy view's own effect would ask.
  if (configured && !shortenable) void PasteBox.preload();
  useReadyMark(!configured || !shortenable);

  return (
    <ConnectionProvider value={connection}>
      <div class="popup">
        <header class="popup-header">
          <Brand>
            <h1>{t('ext_name')}</h1>
          </Brand>
          <InstallationPicker id="popup-installation" installations={settings.installations} value={installation.id} onChange={choose} />
          <nav class="header-links" aria-label={t('pop_nav')}>
            {/* A relative address: this page is the extension's own, and browser.runtime is not
              touched before the first paint (its first use costs several ms in Chromium). */}
            <a href="/manage.html" target="_blank" rel="noopener">
              {t('pop_manage')}
            </a>
            <button type="button" class="link-button" onClick={openSettings}>
              {t('pop_settings')}
            </button>
          </nav>
        </header>
        <main class="popup-main">
          {!configured ? (
            <FirstRun onOpenSettings={openSettings} />
          ) : !shortenable ? (
            <PasteBox onUrl={setPageUrl} />
          ) : (
            <CleanedWorkspace
              key={`${installation.id} ${pageUrl}`}
              url={pageUrl}
              tabId={pageUrl === initialPage.url ? initialPage.tabId : null}
              problem={pageUrl === initialPage.url ? initialPage.problem : null}
              settings={settings}
              installation={installation}
            />
          )}
          {configured && !has('menus') && <PasteText installation={installation.id} />}
          {configured && <AllTabsButton installation={installation.id} />}
        </main>
      </div>
    </ConnectionProvider>
  );
}
