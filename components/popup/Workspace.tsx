import type { ComponentChildren } from 'preact';
import { useConnection } from '@/components/connection/context';
import { Alert } from '@/components/ui/Alert';
import { lazyComponent } from '@/components/ui/lazy';
import { Tabs } from '@/components/ui/Tabs';
import { DefaultTemplateNote } from '@/components/utm/DefaultTemplateNote';
import { linksOf } from '@/lib/connection/endpoints';
import { t } from '@/lib/i18n/messages';
import type { Installation, Settings } from '@/lib/settings/schema';
import { LinkTab } from './LinkTab';
import { FirstRun, openSettings } from './first-run';
import { useReadyMark } from './ready-mark';
import { useWorkspace, type Tab } from './use-workspace';

// What the first paint does not show loads on demand, keeping the popup's start-up JS small.
const StatsPanel = lazyComponent(() => import('@/components/stats').then((m) => m.StatsPanel));
const StatsTab = lazyComponent(() => import('@/components/history/StatsTab').then((m) => m.StatsTab));
const RecentLinks = lazyComponent(() => import('@/components/recent').then((m) => m.RecentLinks));
const AddressCleaner = lazyComponent(() => import('@/components/address/AddressCleaner').then((m) => m.AddressCleaner));

export interface WorkspaceProps {
  url: string;
  tabId: number | null;
  /** Why a one-click shorten of this page failed, until the form's own answer replaces it. */
  problem: { title: string; hint: string } | null;
  settings: Settings;
  /** The one the page's connection goes to: its defaults fill the form. */
  installation: Installation;
}

/**
 * The workspace for the page's address, cleaned by the user's rule when they have one (that
 * code loads only then, keeping the popup's start-up JS small).
 */
export function CleanedWorkspace({ url, tabId, problem, settings, installation }: WorkspaceProps) {
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

interface PageWorkspaceProps {
  url: string;
  settings: Settings;
  installation: Installation;
  failed: ComponentChildren;
  intro: ComponentChildren;
}

/** The three tabs over one page's view model (use-workspace.ts). */
function Workspace({ url, settings, installation, failed, intro }: PageWorkspaceProps) {
  const connection = useConnection();
  const model = useWorkspace(url, settings, installation);
  const { shorten, stats, activeLink, existing, lookup } = model;
  // The form shows at once and can take a click while the lookup runs (the benchmark's mark).
  useReadyMark(true);

  if (lookup.status === 'unconfigured') return <FirstRun onOpenSettings={openSettings} reason={lookup.reason} />;

  const refreshStats = () => void stats.refresh();
  return (
    <Tabs<Tab>
      label={t('pop_sections')}
      idPrefix="popup"
      selected={model.tab}
      onSelect={model.selectTab}
      tabs={[
        { id: 'link', label: t('pop_link') },
        { id: 'stats', label: t('pop_stats') },
        { id: 'recent', label: t('pop_recent') },
      ]}
    >
      {(id) =>
        id === 'link' ? (
          <LinkTab
            model={model}
            settings={settings}
            intro={
              <>
                {/* One failure at a time: the form's own, once it has one, replaces the one-click shorten's. */}
                {shorten.failure === null && failed}
                {intro}
                <DefaultTemplateNote tags={model.template.tags} />
              </>
            }
            stats={existing && model.isShortLink ? <StatsPanel state={stats.state} onRefresh={refreshStats} subject={existing.shorturl} /> : null}
          />
        ) : id === 'stats' ? (
          activeLink ? (
            <StatsTab state={stats.state} onRefresh={refreshStats} subject={activeLink.shorturl} linkId={activeLink.id} daily={settings.clickHistory} />
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
