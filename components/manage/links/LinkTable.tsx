import { CopyButton } from '@/components/ui';
import type { Link } from '@/lib/api';
import { formatRoute } from '@/lib/manage/route';
import { currentRoute, navigate } from '@/lib/manage/history';
import { DateText } from '../DateText';

export interface LinkTableProps {
  links: Link[];
  selected: Map<number, Link>;
  onToggle: (link: Link, on: boolean) => void;
  busy: boolean;
}

export function LinkTable({ links, selected, onToggle, busy }: LinkTableProps) {
  const allOnPage = links.every((link) => selected.has(link.id));
  return (
    <div class="table-wrap">
      <table class="data-table" aria-busy={busy} aria-label="Links">
        <thead>
          <tr>
            <th scope="col" class="col-check">
              <input
                type="checkbox"
                aria-label="Select all links on this page"
                checked={allOnPage}
                onChange={(event) => links.forEach((link) => onToggle(link, event.currentTarget.checked))}
              />
            </th>
            <th scope="col">Short link</th>
            <th scope="col">Destination</th>
            <th scope="col" class="num">
              Clicks
            </th>
            <th scope="col">Created</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {links.map((link) => {
            const detail = formatRoute({ ...currentRoute(), id: link.id, subPage: 1 });
            return (
              <tr key={link.id}>
                <td class="col-check">
                  <input
                    type="checkbox"
                    aria-label={`Select ${link.shorturl}`}
                    checked={selected.has(link.id)}
                    onChange={(event) => onToggle(link, event.currentTarget.checked)}
                  />
                </td>
                <td>
                  <a
                    href={detail}
                    class="strong"
                    onClick={(event) => {
                      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
                      event.preventDefault();
                      navigate({ id: link.id });
                    }}
                  >
                    {link.shorturl}
                  </a>
                </td>
                <td class="cell-clip">
                  {link.title && <span class="cell-title">{link.title}</span>}
                  <span class="muted small cell-url" title={link.longurl}>
                    {link.longurl}
                  </span>
                </td>
                <td class="num">{link.clicks.toLocaleString('en')}</td>
                <td>
                  <DateText value={link.date} />
                </td>
                <td class="cell-actions">
                  <CopyButton size="sm" variant="ghost" label="Copy" aria-label={`Copy ${link.shorturl}`} getText={() => link.shorturl} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
