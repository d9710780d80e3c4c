import { useEffect, useMemo, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { useClosedArea } from '@/components/manage/use-closed-area';
import { Alert, AreaUnavailable, SearchForm, Select } from '@/components/ui';
import type { Link } from '@/lib/api';
import { isNotConfigured } from '@/lib/connection/errors';
import { formatNumber, t, type MessageKey } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { navigate } from '@/lib/manage/history';
import { narrowsLocally, type LinkFilters } from '@/lib/manage/local-links';
import { isConfigured } from '@/lib/settings/items';
import { CampaignFilter } from '@/components/utm/CampaignFilter';
import { campaignTags } from '@/lib/utm/campaign-filter';
import { LIST_PAGE_SIZE, type LinkOrder, type ManageRoute } from '@/lib/manage/route';
import { ResourceList } from '@/components/manage/ResourceTable';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { useClampPage } from '@/components/manage/use-clamp-page';
import { useResource } from '@/components/manage/use-resource';
import { HistoryBar } from '@/components/history/HistoryBar';
import { useLinkIndex, useSeriesOf } from '@/components/history/use-link-index';
import { GroupFilters } from './GroupFilters';
import { LinkDetail } from './LinkDetail';
import { LinkTable } from './LinkTable';
import { SelectionBar } from './SelectionBar';
import { useLocalLinks } from './use-local-links';

const ORDER_OPTIONS: { value: LinkOrder; label: MessageKey }[] = [
  { value: 'date', label: 'links_newest' },
  { value: 'click', label: 'links_most' },
];

/**
 * Every link of the account. Once the local index holds them all, the list, its search, order
 * and filters come from it, with no request; until then the service pages it (its own search),
 * and the filters only the index can answer (campaign, channel, UTM tag) cover the links indexed
 * so far, and say so.
 */
export function LinksSection({ route, dailyHistory }: { route: ManageRoute; dailyHistory: boolean }) {
  const listed = route.id === null;
  // The open link's page reads it itself (ClickHistoryPanel).
  const index = useLinkIndex(listed);
  const status = index.status;
  const filters = useMemo<LinkFilters>(
    () => ({ q: route.q, order: route.order, campaign: route.campaign, channel: route.channel, tag: route.tag }),
    [route.q, route.order, route.campaign, route.channel, route.tag],
  );
  // Known once the status is read: no request goes out before Trim knows whether it needs one.
  const local = status !== null && status.count > 0 && (status.whole || narrowsLocally(filters));
  const listKey = listed && status !== null && !local ? `${route.page}|${route.q}|${route.order}` : null;
  const server = useResource(listKey, (client) => client.links.list({ page: route.page, limit: LIST_PAGE_SIZE, order: route.order, ...(route.q ? { q: route.q } : {}) }));
  const fromIndex = useLocalLinks(status, filters, route.page, listed && local);
  const list = local ? fromIndex.list : server;
  // Selected links survive paging and searching, so a selection can span pages.
  useClampPage(route.page, listed ? list.data : undefined);
  const [selected, setSelected] = useState<Map<number, Link>>(new Map());
  // The link just deleted from its page: said once on the list it returns to, gone at the next step.
  const [deleted, setDeleted] = useState<{ id: number; shorturl: string; key: string } | null>(null);
  const backKey = `${route.page}|${route.q}|${route.order}`;
  useEffect(() => {
    if (deleted && ((route.id !== null && route.id !== deleted.id) || (listed && backKey !== deleted.key))) setDeleted(null);
  }, [deleted, route.id, listed, backKey]);
  const closed = useClosedArea('links', server);
  const series = useSeriesOf(
    listed ? status : null,
    (list.data?.items ?? []).map((link) => link.id),
  );
  // Before set-up the list says "Trim is not set up yet": search, order and export cannot work above it.
  const setUp = isConfigured({ connection: useConnection().settings }) && !isNotConfigured(server.error);
  const tags = local ? fromIndex.tags : campaignTags((list.data?.items ?? []).map((link) => link.longurl));

  if (closed) {
    return (
      <section aria-labelledby="links-title" class="section">
        <SectionHeader id="links-title" title={t('mg_sec_links')} intro={t('links_intro')} />
        <AreaUnavailable area="links" by={closed} onRecheck={server.reload} checking={server.loading} />
      </section>
    );
  }
  if (route.id !== null) {
    const id = route.id;
    const onDeleted = (shorturl: string) => {
      setDeleted({ id, shorturl, key: backKey });
      navigate({ id: null });
    };
    return <LinkDetail id={id} onDeleted={onDeleted} daily={dailyHistory} />;
  }

  const toggle = (link: Link, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(link.id, link);
      else next.delete(link.id);
      return next;
    });
  const narrowed = filters.q !== '' || narrowsLocally(filters);

  return (
    <section aria-labelledby="links-title" class="section">
      <SectionHeader id="links-title" title={t('mg_sec_links')} intro={t('links_intro')}>
        {setUp && (
          <>
            <SearchForm id="links-search" label={t('links_search')} value={route.q} onSearch={(q) => navigate({ q })} />
            <Select
              id="links-order"
              label={t('links_order')}
              value={route.order}
              options={ORDER_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
              onValue={(value) => navigate({ order: value === 'click' ? 'click' : 'date' })}
            />
            <CampaignFilter id="links-campaign" tags={tags} value={route.tag} onValue={(tag) => navigate({ tag })} />
            {status !== null && status.count > 0 && fromIndex.groupsKnown && (
              <GroupFilters campaign={route.campaign} channel={route.channel} present={fromIndex.present} onChange={(change) => navigate(change)} />
            )}
          </>
        )}
      </SectionHeader>
      {deleted && <Alert tone="success" title={t('links_deleted', deleted.shorturl)} />}
      {setUp && <HistoryBar state={index} />}
      {local && narrowed && fromIndex.matched !== null && status && (
        <p class="muted small" role="status">
          {status.whole ? plural('links_matched', fromIndex.matched) : plural('links_matched_partial', fromIndex.matched, formatNumber(status.count))}
          {fromIndex.unknown > 0 && (route.campaign !== null || route.channel !== null) && ` ${plural('links_groups_unknown', fromIndex.unknown)}`}
        </p>
      )}
      {setUp && <SelectionBar selected={[...selected.values()]} onClear={() => setSelected(new Map())} />}
      <ResourceList list={list} what={t('links_pager_what')} count={(n) => plural('links_count', n)} emptyText={narrowed ? t('links_no_match', route.q) : t('links_none_yet')}>
        {(items) => <LinkTable links={items} selected={selected} onToggle={toggle} busy={list.loading} series={series} />}
      </ResourceList>
    </section>
  );
}
