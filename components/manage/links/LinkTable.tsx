import { Sparkline } from '@/components/history/Sparkline';
import { CopyButton } from '@/components/ui';
import { dayOf } from '@/lib/history/days';
import type { ClickHistory } from '@/lib/history/schema';
import { dailyClicks } from '@/lib/history/series';
import type { Link } from '@/lib/api';
import { formatRoute } from '@/lib/manage/route';
import { currentRoute, navigate } from '@/lib/manage/history';
import { DateText } from '@/components/manage/DateText';
import { ResourceTable, type Column } from '@/components/manage/ResourceTable';

export interface LinkTableProps {
  links: Link[];
  selected: Map<number, Link>;
  onToggle: (link: Link, on: boolean) => void;
  busy: boolean;
  /** The installation's click history; null while storage is read. */
  history: ClickHistory | null;
}

/** Opens the link's detail in this tab; a modified or middle click keeps the browser's own behaviour. */
function openDetail(event: MouseEvent, link: Link) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  event.preventDefault();
  navigate({ id: link.id });
}

const COLUMNS: Column<Link>[] = [
  {
    header: 'Short link',
    cell: (link) => (
      <a href={formatRoute({ ...currentRoute(), id: link.id, subPage: 1 })} class="strong" onClick={(event) => openDetail(event, link)}>
        {link.shorturl}
      </a>
    ),
  },
  {
    header: 'Destination',
    cellClass: 'cell-clip',
    cell: (link) => (
      <>
        {link.title && <span class="cell-title">{link.title}</span>}
        <span class="muted small cell-url" title={link.longurl}>
          {link.longurl}
        </span>
      </>
    ),
  },
  { header: 'Clicks', class: 'num', cell: (link) => (link.clicks === null ? '—' : link.clicks.toLocaleString('en')) },
];

const CREATED: Column<Link> = { header: 'Created', cellClass: 'cell-date', cell: (link) => <DateText value={link.date} /> };

/** Clicks per day over 30 days, from the local history (no request per row). */
function trendColumn(history: ClickHistory, today: number): Column<Link> {
  return { header: 'Last 30 days', cell: (link) => <Sparkline days={dailyClicks(history.series[String(link.id)], today)} /> };
}

export function LinkTable({ links, selected, onToggle, busy, history }: LinkTableProps) {
  const allOnPage = links.every((link) => selected.has(link.id));
  const check: Column<Link> = {
    class: 'col-check',
    header: (
      <input
        type="checkbox"
        aria-label="Select all links on this page"
        checked={allOnPage}
        onChange={(event) => links.forEach((link) => onToggle(link, event.currentTarget.checked))}
      />
    ),
    cell: (link) => (
      <input type="checkbox" aria-label={`Select ${link.shorturl}`} checked={selected.has(link.id)} onChange={(event) => onToggle(link, event.currentTarget.checked)} />
    ),
  };
  return (
    <ResourceTable
      label="Links"
      items={links}
      columns={[check, ...COLUMNS, ...(history ? [trendColumn(history, dayOf(Date.now()))] : []), CREATED]}
      busy={busy}
      actions={(link) => <CopyButton size="sm" variant="ghost" label="Copy" aria-label={`Copy ${link.shorturl}`} getText={() => link.shorturl} />}
    />
  );
}
