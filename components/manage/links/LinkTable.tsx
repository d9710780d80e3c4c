import { Sparkline } from '@/components/history/Sparkline';
import { CopyButton } from '@/components/ui';
import { dayOf } from '@/lib/history/days';
import type { ClickSeries } from '@/lib/history/schema';
import { dailyClicks } from '@/lib/history/series';
import type { Link } from '@/lib/api';
import { formatNumber, t } from '@/lib/i18n/messages';
import { formatRoute } from '@/lib/manage/route';
import { currentRoute, navigate } from '@/lib/manage/history';
import { DateText } from '@/components/manage/DateText';
import { ResourceTable, type Column } from '@/components/manage/ResourceTable';

export interface LinkTableProps {
  links: Link[];
  selected: Map<number, Link>;
  onToggle: (link: Link, on: boolean) => void;
  busy: boolean;
  /** The click series of the links shown; null while they are read. */
  series: ReadonlyMap<number, ClickSeries> | null;
}

/** Opens the link's detail in this tab; a modified or middle click keeps the browser's own behaviour. */
function openDetail(event: MouseEvent, link: Link) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate({ id: link.id });
}

// Built at render time: the headers are messages.
const columns = (): Column<Link>[] => [
  {
    header: t('links_col_short'),
    cellClass: 'cell-short',
    cell: (link) => (
      <a href={formatRoute({ ...currentRoute(), id: link.id, subPage: 1 })} class="strong" dir="ltr" onClick={(event) => openDetail(event, link)}>
        {link.shorturl}
      </a>
    ),
  },
  {
    header: t('links_destination'),
    cellClass: 'cell-clip',
    cell: (link) => (
      <>
        {link.title && (
          <span class="cell-title" title={link.title}>
            {link.title}
          </span>
        )}
        <span class="muted small cell-url" dir="ltr" title={link.longurl}>
          {link.longurl}
        </span>
      </>
    ),
  },
  { header: t('links_clicks'), class: 'num', cell: (link) => (link.clicks === null ? '—' : formatNumber(link.clicks)) },
];

const created = (): Column<Link> => ({ header: t('mg_created'), cellClass: 'cell-date', cell: (link) => <DateText value={link.date} /> });

/** Clicks per day over 30 days, from the local history (no request per row). */
function trendColumn(series: ReadonlyMap<number, ClickSeries>, today: number): Column<Link> {
  return { header: t('links_trend'), class: 'col-trend', cell: (link) => <Sparkline days={dailyClicks(series.get(link.id), today)} /> };
}

export function LinkTable({ links, selected, onToggle, busy, series }: LinkTableProps) {
  const allOnPage = links.every((link) => selected.has(link.id));
  const check: Column<Link> = {
    class: 'col-check',
    header: (
      <input type="checkbox" aria-label={t('links_select_all')} checked={allOnPage} onChange={(event) => links.forEach((link) => onToggle(link, event.currentTarget.checked))} />
    ),
    cell: (link) => (
      <input type="checkbox" aria-label={t('links_select', link.shorturl)} checked={selected.has(link.id)} onChange={(event) => onToggle(link, event.currentTarget.checked)} />
    ),
  };
  return (
    <ResourceTable
      label={t('mg_sec_links')}
      items={links}
      columns={[check, ...columns(), ...(series ? [trendColumn(series, dayOf(Date.now()))] : []), created()]}
      busy={busy}
      actions={(link) => <CopyButton size="sm" variant="ghost" label={t('ui_copy')} aria-label={t('links_copy_one', link.shorturl)} getText={() => link.shorturl} />}
    />
  );
}
