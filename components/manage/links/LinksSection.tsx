import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { useClosedArea } from '@/components/manage/use-closed-area';
import { Alert, AreaUnavailable, SearchForm, Select } from '@/components/ui';
import type { Link } from '@/lib/api';
import { isNotConfigured } from '@/lib/connection/errors';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { navigate } from '@/lib/manage/history';
import { isConfigured } from '@/lib/settings/items';
import { CampaignFilter } from '@/components/utm/CampaignFilter';
import { campaignTags, withCampaign } from '@/lib/utm/campaign-filter';
import { LIST_PAGE_SIZE, type LinkOrder, type ManageRoute } from '@/lib/manage/route';
import { ResourceList } from '@/components/manage/ResourceTable';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { useClampPage } from '@/components/manage/use-clamp-page';
import { useResource } from '@/components/manage/use-resource';
import { HistoryBar } from '@/components/history/HistoryBar';
import { useClickHistory, useLinkIndex } from '@/components/history/use-link-index';
import { LinkDetail } from './LinkDetail';
import { LinkTable } from './LinkTable';
import { SelectionBar } from './SelectionBar';

const ORDER_OPTIONS: { value: LinkOrder; label: MessageKey }[] = [
  { value: 'date', label: 'links_newest' },
  { value: 'click', label: 'links_most' },
];

export function LinksSection({ route, dailyHistory }: { route: ManageRoute; dailyHistory: boolean }) {
  // The list is only loaded while no link is open: the detail brings its own request.
  const listKey = route.id === null ? `${route.page}|${route.q}|${route.order}` : null;
  const list = useResource(listKey, (client) => client.links.list({ page: route.page, limit: LIST_PAGE_SIZE, order: route.order, ...(route.q ? { q: route.q } : {}) }));
  // Selected links survive paging and searching, so a selection can span pages.
  useClampPage(route.page, route.id === null ? list.data : undefined);
  const [selected, setSelected] = useState<Map<number, Link>>(new Map());
  // The link just deleted from its page: said once on the list it returns to, gone at the next step.
  const [deleted, setDeleted] = useState<{ id: number; shorturl: string; key: string } | null>(null);
  const backKey = `${route.page}|${route.q}|${route.order}`;
  useEffect(() => {
    if (deleted && ((route.id !== null && route.id !== deleted.id) || (listKey !== null && listKey !== deleted.key))) setDeleted(null);
  }, [deleted, route.id, listKey]);
  const closed = useClosedArea('links', list);
  // The open link's page reads them itself (ClickHistoryPanel).
  const index = useLinkIndex(route.id === null);
  const history = useClickHistory(route.id === null);
  // Before set-up the list says "Trim is not set up yet": search, order and export cannot work above it.
  const setUp = isConfigured({ connection: useConnection().settings }) && !isNotConfigured(list.error);
  // Narrows the page shown, from the tags its links carry: no request.
  const [chosenTag, setTag] = useState('');
  const tags = campaignTags((list.data?.items ?? []).map((link) => link.longurl));
  const tag = tags.includes(chosenTag) ? chosenTag : '';

  if (closed) {
    return (
      <section aria-labelledby="links-title" class="section">
        <SectionHeader id="links-title" title={t('mg_sec_links')} intro={t('links_intro')} />
        <AreaUnavailable area="links" by={closed} onRecheck={list.reload} checking={list.loading} />
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
            <CampaignFilter id="links-campaign" tags={tags} value={tag} onValue={setTag} />
          </>
        )}
      </SectionHeader>
      {deleted && <Alert tone="success" title={t('links_deleted', deleted.shorturl)} />}
      {setUp && <HistoryBar state={index} history={history} />}
      {setUp && <SelectionBar selected={[...selected.values()]} onClear={() => setSelected(new Map())} />}
      <ResourceList list={list} what={t('links_pager_what')} count={(n) => plural('links_count', n)} emptyText={route.q ? t('links_no_match', route.q) : t('links_none_yet')}>
        {(items) => <LinkTable links={[...withCampaign(items, tag, (link) => link.longurl)]} selected={selected} onToggle={toggle} busy={list.loading} history={history} />}
      </ResourceList>
    </section>
  );
}
