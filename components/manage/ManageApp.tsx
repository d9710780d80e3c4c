import { useEffect, useRef } from 'preact/hooks';
import { ConfirmProvider, lazyComponent, useTheme } from '@/components/ui';
import { useRoute } from './use-route';
import type { ManageRoute } from '@/lib/manage/route';
import { ConnectionProvider, usePageConnection, useRateLimitMeter } from '@/components/connection/context';
import { RateLimitNotice } from '@/components/rate-limit';
import { useCountdown } from '@/components/ui/use-countdown';
import { useSettings } from '@/components/settings/use-settings';
import { spentUntil } from '@/lib/connection/rate-limit';
import { DEFAULT_SETTINGS } from '@/lib/settings/schema';
import { chosenInstallation, defaultInstallation } from '@/lib/installations/installations';
import { navigate } from '@/lib/manage/history';
import { t } from '@/lib/i18n/messages';
import { InstallationPicker } from '@/components/installations/InstallationPicker';
import { AccountSection } from '@/components/manage/account/AccountSection';
import { BulkSection } from '@/components/manage/bulk/BulkSection';
import { CampaignsSection } from '@/components/manage/campaigns/CampaignsSection';
import { ChannelsSection } from '@/components/manage/channels/ChannelsSection';
import { DomainsSection } from '@/components/manage/domains/DomainsSection';
import { FilesSection } from '@/components/manage/files/FilesSection';
import { LinksSection } from '@/components/manage/links/LinksSection';
import { PixelsSection } from '@/components/manage/pixels/PixelsSection';
import { RedirectsSection } from '@/components/manage/redirects/RedirectsSection';
import { SECTION_LABELS, SectionNav } from './SectionNav';

// Loaded when opened: only services of 7.x have QR codes, and the page starts without their code.
const QrSection = lazyComponent(() => import('@/components/manage/qr/QrSection').then((m) => m.QrSection));
import './manage.css';

/** Only the shown section is rendered, so only its data is requested. */
function SectionView({ route, dailyHistory }: { route: ManageRoute; dailyHistory: boolean }) {
  switch (route.section) {
    case 'links':
      return <LinksSection route={route} dailyHistory={dailyHistory} />;
    case 'bulk':
      return <BulkSection route={route} />;
    case 'campaigns':
      return <CampaignsSection route={route} />;
    case 'channels':
      return <ChannelsSection route={route} />;
    case 'qr':
      return <QrSection route={route} />;
    case 'domains':
      return <DomainsSection route={route} />;
    case 'files':
      return <FilesSection route={route} />;
    case 'pixels':
      return <PixelsSection route={route} />;
    case 'redirects':
      return <RedirectsSection route={route} />;
    case 'account':
      return <AccountSection />;
  }
}

/** The service allows a few requests a minute; the header says so only when it is about to matter. */
function RateLine() {
  const meter = useRateLimitMeter();
  // Re-renders every second while the window is spent, so the wait counts down.
  useCountdown(spentUntil(meter));
  return <RateLimitNotice variant="line" meter={meter} />;
}

export function ManageApp() {
  const route = useRoute();
  const settings = useSettings();
  useTheme(settings?.theme);
  // Sections mount once the settings are read, so none starts a load on an empty connection.
  const installation = chosenInstallation(settings ?? DEFAULT_SETTINGS, route.installation);
  const connection = usePageConnection(installation);
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // After moving to another section, keyboard and screen-reader users continue at its heading.
    if (first.current) first.current = false;
    else main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [route.section]);

  // With several installations the tab says which one it shows.
  const several = (settings?.installations.length ?? 0) > 1;
  useEffect(() => {
    const section = t(SECTION_LABELS[route.section]);
    document.title = several ? t('mg_doc_title_in', section, installation.name) : t('mg_doc_title', section);
  }, [route.section, several, installation.name]);

  return (
    <ConnectionProvider value={connection}>
      <ConfirmProvider>
        <a class="skip-link" href="#main">
          {t('mg_skip')}
        </a>
        <header class="manage-header">
          <p class="manage-brand">
            {t('ext_name')} <span class="muted">{t('mg_brand_page')}</span>
          </p>
          <div class="row">
            <RateLine key={installation.id} />
            {settings && (
              <InstallationPicker
                id="manage-installation"
                installations={settings.installations}
                value={installation.id}
                onChange={(id) => navigate({ installation: id === defaultInstallation(settings).id ? '' : id })}
              />
            )}
          </div>
        </header>
        <div class="manage-layout">
          <SectionNav current={route.section} installation={route.installation} />
          <main id="main" class="manage-main" ref={main} tabIndex={-1}>
            {/* Keyed by installation: another one's lists, pages and open item never show for this one. */}
            {settings && <SectionView key={installation.id} route={route} dailyHistory={settings.clickHistory} />}
          </main>
        </div>
      </ConfirmProvider>
    </ConnectionProvider>
  );
}
