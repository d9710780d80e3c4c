import { useMemo, useRef, useState } from 'preact/hooks';
import { Highlighted } from '@/components/history/Highlighted';
import { IndexStatus } from '@/components/history/IndexStatus';
import { useLinkIndex } from '@/components/history/use-link-index';
import { ApiErrorAlert, Button, CopyButton, Spinner } from '@/components/ui';
import type { ErrorDescription, Link } from '@/lib/api';
import { describeError } from '@/lib/connection/errors';
import { toIndexed } from '@/lib/history/refresh';
import type { IndexedLink } from '@/lib/history/schema';
import { displayUrl, prepareSearch, type LinkMatch } from '@/lib/history/search';
import type { CopyFormat } from '@/lib/settings/schema';
import { formatShortLink } from '@/lib/shorten/copy-format';
import './recent.css';

export interface RecentLinksProps {
  /** Asks the server for links matching `q` (one request), when the user asks. */
  searchServer: (q: string) => Promise<Link[]>;
  copyFormat: CopyFormat;
}

const SHOWN = 10;

type Server =
  { status: 'idle' } | { status: 'loading'; q: string } | { status: 'loaded'; q: string; links: LinkMatch[] } | { status: 'failed'; q: string; error: ErrorDescription };

const asMatch = (link: IndexedLink): LinkMatch => ({ link, score: 0, highlights: { title: [], shorturl: [], longurl: [] } });

/**
 * The newest links, and a search over them as you type: both from the local index, so neither
 * sends a request. "Search the server" asks the service itself (one request), for links the
 * index does not hold yet.
 */
export function RecentLinks({ searchServer, copyFormat }: RecentLinksProps) {
  const state = useLinkIndex();
  const [query, setQuery] = useState('');
  const [server, setServer] = useState<Server>({ status: 'idle' });
  const ticket = useRef(0);
  const links = state.index?.links;
  const search = useMemo(() => prepareSearch(links ?? []), [links]);
  const q = query.trim();
  const local = useMemo(() => search.search(q, SHOWN), [search, q]);

  const askServer = async () => {
    if (!q) return;
    const mine = ++ticket.current;
    setServer({ status: 'loading', q });
    try {
      const found = await searchServer(q);
      if (mine === ticket.current) setServer({ status: 'loaded', q, links: found.map((link) => asMatch(toIndexed(link))) });
    } catch (error) {
      if (mine === ticket.current) setServer({ status: 'failed', q, error: describeError(error) });
    }
  };

  const fromServer = server.status !== 'idle' && server.q === q ? server : null;
  const shown = fromServer?.status === 'loaded' ? fromServer.links : local;
  const empty = state.index !== null && state.index.links.length === 0;

  return (
    <section class="recent stack" aria-labelledby="recent-heading">
      <h2 class="visually-hidden" id="recent-heading">
        Recent links
      </h2>
      <form
        class="input-row"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void askServer();
        }}
      >
        <label class="visually-hidden" for="recent-search">
          Search your links
        </label>
        <input
          id="recent-search"
          class="input"
          type="search"
          placeholder="Search your links"
          autoComplete="off"
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
          aria-describedby="recent-search-hint"
        />
        <Button type="submit" disabled={!q} busy={fromServer?.status === 'loading'}>
          Search the server
        </Button>
      </form>
      <p id="recent-search-hint" class="visually-hidden">
        Results update as you type, from the links Trim keeps. Search the server asks your service.
      </p>
      <IndexStatus state={state} />
      {fromServer?.status === 'failed' && <ApiErrorAlert error={fromServer.error} />}
      {state.index === null || (empty && state.refreshing) ? (
        <p class="muted row">
          <Spinner /> Loading your links…
        </p>
      ) : shown.length === 0 ? (
        <p class="muted" role="status">
          {fromServer?.status === 'loaded'
            ? `The server has no links matching “${q}”.`
            : q
              ? `No links match “${q}” here. Search the server to look further.`
              : empty
                ? 'No links yet.'
                : ''}
        </p>
      ) : (
        <ul class="recent-list" aria-label={fromServer?.status === 'loaded' ? `Links on the server matching ${q}` : q ? `Links matching ${q}` : 'Newest links'}>
          {shown.map(({ link, highlights }) => (
            <li class="recent-item" key={link.id}>
              <div class="recent-text">
                <p class="recent-title">
                  <Highlighted text={link.title || displayUrl(link.longurl)} ranges={link.title ? highlights.title : highlights.longurl} />
                </p>
                <a class="recent-short" href={link.shorturl} target="_blank" rel="noopener noreferrer">
                  <Highlighted text={displayUrl(link.shorturl)} ranges={highlights.shorturl} />
                </a>
                <p class="muted small recent-meta">
                  {link.clicks !== null && `${link.clicks.toLocaleString('en')} ${link.clicks === 1 ? 'click' : 'clicks'}`}
                  {link.clicks !== null && link.date ? ' · ' : ''}
                  {link.date.slice(0, 10)}
                </p>
              </div>
              <CopyButton size="sm" aria-label={`Copy ${link.shorturl}`} getText={() => formatShortLink(link, copyFormat)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
