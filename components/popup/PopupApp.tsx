import type { ComponentChildren } from 'preact';
// The primitives come from their own files, not the barrel (which would bring every primitive the
// lazy panels use into the start-up JS): their stylesheets first, as the barrel orders them.
import '@/components/ui/stylesheets';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { useCountdown } from '@/components/ui/use-countdown';
import { ConnectionProvider, useConnection, usePageConnection, useRateLimitMeter } from '@/components/connection/context';
import { useReference } from '@/components/reference/use-reference';
import { useSettings } from '@/components/settings/use-settings';
import { SHORTEN_FORM_ID, ShortenForm } from '@/components/shorten/ShortenForm';
import { COPY_SHORT_LINK_ID } from '@/components/shorten/answers';
import { CreatedView, FoundView } from '@/components/shorten/link-views';
import { InstallationPicker } from '@/components/installations/InstallationPicker';
import { useExistingLink } from '@/components/shorten/use-existing-link';
import { useShorten } from '@/components/shorten/use-shorten';
import { useLinkStats } from '@/components/stats/use-link-stats';
import { Alert } from '@/components/ui/Alert';
import { Brand } from '@/components/ui/Brand';
import { lazyComponent } from '@/components/ui/lazy';
import { Spinner } from '@/components/ui/Spinner';
import { Tabs } from '@/components/ui/Tabs';
import { useTheme } from '@/components/ui/theme';
import { useLatest } from '@/components/ui/use-latest';
import { useWording } from '@/components/ui/use-wording';
import { FailureAlert } from '@/components/shorten/failure-view';
import type { Link } from '@/lib/api';
import { linksOf } from '@/lib/connection/endpoints';
import { emptyShortenForm } from '@/lib/shorten/form-model';
import { fieldId } from '@/lib/forms/field-errors';
import { type ReferenceData, type ReferenceKind } from '@/lib/reference/data';
import { chosenInstallation } from '@/lib/installations/installations';
import { lastInstallationItem } from '@/lib/installations/last-used';
import { isConfigured } from '@/lib/settings/items';
import type { Installation, Settings } from '@/lib/settings/schema';
import { isShortenable } from '@/lib/core/web-page';
import { t } from '@/lib/i18n/messages';
import type { PopupPage } from '@/lib/shorten/current-page';
import '@/components/rate-limit/rate-limit.css';
import { useShortLinkShape } from './use-short-link-shape';
import { DefaultTemplateNote } from '@/components/utm/DefaultTemplateNote';
import { useDefaultTemplate } from '@/components/utm/use-default-template';
import './popup.css';

type Tab = 'link' | 'stats' | 'recent';

// What the first paint does not show loads on demand, keeping the popup's start-up JS small.
const StatsPanel = lazyComponent(() => import('@/components/stats').then((m) => m.StatsPanel));
// Shown once, before Trim is set up.
const FirstRun = lazyComponent(() => import('@/components/shorten/FirstRun').then((m) => m.FirstRun));
const StatsTab = lazyComponent(() => import('@/components/history/StatsTab').then((m) => m.StatsTab));
const RecentLinks = lazyComponent(() => import('@/components/recent').then((m) => m.RecentLinks));
const AddressCleaner = lazyComponent(() => import('@/components/address/AddressCleaner').then((m) => m.AddressCleaner));
// The meter is read from storage after the first paint: its notice's code loads meanwhile (its
// stylesheet stays with the popup's, in the same order).
const RateLimitNotice = lazyComponent(() => import('@/components/rate-limit/RateLimitNotice').then((m) => m.RateLimitNotice), null);
// Only for a page the service cannot shorten (a browser page, a file): most openings never show it.
const PasteBox = lazyComponent(() => import('@/components/shorten/PasteBox').then((m) => m.PasteBox), null);
// Loads after the first paint: the form comes first.
const AllTabsButton = lazyComponent(() => import('@/components/bulk/AllTabsButton').then((m) => m.AllTabsButton), null);

const openSettings = () => void browser.runtime.openOptionsPage();

/** Marks the moment the popup can take a click (read by the benchmark and tests). */
function useReadyMark(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) performance.mark('trim:ready');
  }, [ready]);
}

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
          {configured && <AllTabsButton installation={installation.id} />}
        </main>
      </div>
    </ConnectionProvider>
  );
}

interface CleanedWorkspaceProps {
  url: string;
  tabId: number | null;
  problem: { title: string; hint: string } | null;
  settings: Settings;
  /** The one the page's connection goes to: its defaults fill the form. */
  installation: Installation;
}

/**
 * The workspace for the page's address, cleaned by the user's rule when they have one (that
 * code loads only then, keeping the popup's start-up JS small).
 */
function CleanedWorkspace({ url, tabId, problem, settings, installation }: CleanedWorkspaceProps) {
  const failed = problem && (
    <Alert tone="error" title={problem.title}>
      {problem.hint}
    </Alert>
  );
  const rule = settings.address;
  if (!rule.dropTracking && !rule.preferCanonical) return <Workspace url={url} settings={settings} installation={installation} failed={failed} intro={null} />;
  return (
    <AddressCleaner url={url} rule={rule} tabId={tabId}>
      {(target, note) => <Workspace key={target} url={target} settings={settings} installation={installation} failed={failed} intro={note} />}
    </AddressCleaner>
  );
}

/** The quick form needs only the domains; the rest load when the control showing them opens. */
const QUICK_LISTS: readonly ReferenceKind[] = ['domains'];
const MORE_LISTS: readonly ReferenceKind[] = ['domains', 'campaigns', 'channels', 'pixels', 'overlays', 'splash'];
const ORGANISE_LISTS: readonly ReferenceKind[] = ['domains', 'campaigns', 'channels'];

interface WorkspaceProps {
  url: string;
  settings: Settings;
  installation: Installation;
  /** Why the one-click shorten failed, until the form's own answer replaces it. */
  failed: ComponentChildren;
  intro: ComponentChildren;
}

function Workspace({ url, settings, installation, failed, intro }: WorkspaceProps) {
  const connection = useConnection();
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [organiseOpen, setOrganiseOpen] = useState(false);
  const reference = useReference(true, advancedOpen ? MORE_LISTS : organiseOpen ? ORGANISE_LISTS : QUICK_LISTS);
  const maybeShortLink = useShortLinkShape(url, installation, reference);
  // The page's link is the one a Shorten would make: with the default template's tags.
  const template = useDefaultTemplate(url, installation.id);
  const lookup = useExistingLink(maybeShortLink ? url : (template.tags?.url ?? null), maybeShortLink);
  const [creatingAnother, setCreatingAnother] = useState(false);
  const [tab, setTab] = useState<Tab>('link');
  const shownView = useRef<View | null>(null);
  // A Shorten before the template was read still sends its tags, and an address the user changed keeps theirs.
  const shorten = useShorten(emptyShortenForm(url, installation.defaults), settings, async (values) => {
    const { url: tagged } = await template.ready;
    return values.url === url && tagged !== url ? { ...values, url: tagged } : values;
  });
  const tagged = template.tags?.url;
  const latestShorten = useLatest(shorten);
  useEffect(() => {
    if (tagged !== undefined && tagged !== url && latestShorten.current.values.url === url) latestShorten.current.change({ url: tagged });
  }, [tagged, url, latestShorten]);
  const lookupPending = lookup.status === 'idle' || lookup.status === 'loading';
  // The form shows at once and can take a click while the lookup runs (the benchmark's mark).
  useReadyMark(true);

  const found = lookup.status === 'found' ? lookup : null;
  const existing = found && !creatingAnother ? found.link : null;
  const activeLink = shorten.created ?? existing;
  const stats = useLinkStats(activeLink?.id ?? null, activeLink === existing ? found?.shortLink?.stats : undefined);
  // The Stats tab loads the link's numbers once it has a link: also when the lookup finds it
  // after the tab was opened.
  const activeId = activeLink?.id ?? null;
  const statsIdle = stats.state.status === 'idle';
  const latestStats = useLatest(stats);
  useEffect(() => {
    if (tab === 'stats' && activeId !== null && statsIdle) void latestStats.current.refresh();
  }, [tab, activeId, statsIdle, latestStats]);

  if (lookup.status === 'unconfigured') return <FirstRun onOpenSettings={openSettings} reason={lookup.reason} />;

  return (
    <Tabs<Tab>
      label={t('pop_sections')}
      idPrefix="popup"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { id: 'link', label: t('pop_link') },
        { id: 'stats', label: t('pop_stats') },
        { id: 'recent', label: t('pop_recent') },
      ]}
    >
      {(id) =>
        id === 'link' ? (
          <LinkTab
            lookupPending={lookupPending}
            lookupError={lookup.status === 'failed' ? lookup.error : null}
            lookupRetryAt={lookup.status === 'failed' ? (lookup.retryAt ?? null) : null}
            existing={existing}
            isShortLink={Boolean(found?.shortLink)}
            onCreateAnother={() => setCreatingAnother(true)}
            shorten={shorten}
            settings={settings}
            reference={reference.data}
            activeLinkId={activeLink?.id ?? null}
            advancedOpen={advancedOpen}
            onAdvancedToggle={setAdvancedOpen}
            organiseOpen={organiseOpen}
            onOrganiseToggle={setOrganiseOpen}
            intro={
              <>
                {/* One failure at a time: the form's own, once it has one, replaces the one-click shorten's. */}
                {shorten.failure === null && failed}
                {intro}
                <DefaultTemplateNote tags={template.tags} />
              </>
            }
            shownView={shownView}
            stats={existing && found?.shortLink ? <StatsPanel state={stats.state} onRefresh={() => void stats.refresh()} subject={existing.shorturl} /> : null}
          />
        ) : id === 'stats' ? (
          activeLink ? (
            <StatsTab state={stats.state} onRefresh={() => void stats.refresh()} subject={activeLink.shorturl} linkId={activeLink.id} daily={settings.clickHistory} />
          ) : (
            <p class="muted">{t('pop_stats_empty')}</p>
          )
        ) : (
          <RecentLinks copyFormat={settings.copyFormat} searchServer={async (q) => (await (await linksOf(connection)).list({ limit: 10, q })).items} />
        )
      }
    </Tabs>
  );
}

interface LinkTabProps {
  lookupPending: boolean;
  /** Why the page's own link could not be looked up, as thrown (worded here, on demand). */
  lookupError: unknown;
  /** The limit was already spent when the popup opened: count down from the start. */
  lookupRetryAt: number | null;
  existing: Link | null;
  /** The page itself is the user's short link: show it, never offer to shorten it again. */
  isShortLink: boolean;
  onCreateAnother: () => void;
  shorten: ReturnType<typeof useShorten>;
  settings: Settings;
  reference: ReferenceData;
  activeLinkId: number | null;
  advancedOpen: boolean;
  onAdvancedToggle: (open: boolean) => void;
  organiseOpen: boolean;
  onOrganiseToggle: (open: boolean) => void;
  stats: ComponentChildren;
  /** Shown above the form: why a one-click shorten failed, how the address was cleaned. */
  intro: ComponentChildren;
  /** The view last shown on the Link tab, kept while other tabs are open. */
  shownView: { current: View | null };
}

/** Where focus goes when a view replaces another, so the next Tab or Enter continues from there. */
const VIEW_FOCUS = { form: fieldId(SHORTEN_FORM_ID, 'alias'), result: COPY_SHORT_LINK_ID, existing: COPY_SHORT_LINK_ID } as const;

type View = keyof typeof VIEW_FOCUS;

/**
 * Moves focus when the view changes, not when the Link tab mounts again: coming back from
 * another tab, focus stays on the tab the keyboard is on. `shown` outlives the tab (Workspace).
 * A workspace's first view takes focus only when nothing holds it: after a step on the
 * installation switcher (which builds a new workspace), focus stays on the switcher.
 */
function useViewFocus(view: View, shown: { current: View | null }) {
  useEffect(() => {
    if (shown.current === view) return;
    const first = shown.current === null;
    shown.current = view;
    if (first && document.activeElement !== document.body && document.activeElement !== null) return;
    document.getElementById(VIEW_FOCUS[view])?.focus();
  }, [view, shown]);
}

function LinkTab(props: LinkTabProps) {
  const { lookupPending, lookupError, lookupRetryAt, existing, isShortLink, onCreateAnother, shorten, settings, reference, activeLinkId } = props;
  const meter = useRateLimitMeter();
  const secondsLeft = useCountdown(shorten.blockedUntil ?? lookupRetryAt);
  const wording = useWording(lookupError !== null);
  const lookupWords = lookupError !== null && wording ? wording.describeApiError(lookupError) : null;
  const blocked = secondsLeft > 0;
  // A found link replaces the form unless the user already sent it (what was typed is kept
  // for "Create another").
  const view = shorten.created ? 'result' : existing && !shorten.busy ? 'existing' : 'form';
  useViewFocus(view, props.shownView);

  const organise = { reference, linkId: activeLinkId, open: props.organiseOpen, onToggle: props.onOrganiseToggle };

  if (view === 'result' && shorten.created) {
    return <CreatedView link={shorten.created} copyFormat={settings.copyFormat} autoCopied={shorten.autoCopied} organise={organise} onBack={shorten.reset} />;
  }

  if (view === 'existing' && existing) {
    return (
      <FoundView
        link={existing}
        copyFormat={settings.copyFormat}
        isShortLink={isShortLink}
        onCreateAnother={onCreateAnother}
        organise={organise}
        intro={props.intro}
        stats={props.stats}
      />
    );
  }

  return (
    <div class="stack">
      {props.intro}
      {lookupWords && !lookupRetryAt && (
        <Alert tone="warning" title={t('pop_lookup_failed')}>
          {t('pop_lookup_why', lookupWords.title, lookupWords.hint)}
        </Alert>
      )}
      <ShortenForm
        values={shorten.values}
        onChange={shorten.change}
        errors={shorten.errors}
        errorsVersion={shorten.errorsVersion}
        reference={reference}
        onSubmit={() => void shorten.submit()}
        busy={shorten.busy}
        blockedReason={blocked ? t('pop_blocked') : undefined}
        status={
          lookupPending ? (
            <>
              <Spinner size="sm" /> {t('pop_checking')}…
            </>
          ) : undefined
        }
        advancedOpen={props.advancedOpen}
        onAdvancedToggle={props.onAdvancedToggle}
        notice={
          <>
            <RateLimitNotice meter={meter} secondsLeft={secondsLeft} threshold={5} action={t('sh_shorten')} />
            {shorten.failure !== null && <FailureAlert error={shorten.failure} />}
          </>
        }
      />
    </div>
  );
}
