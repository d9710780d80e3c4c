import { useMemo, useRef, useState } from 'preact/hooks';
import { Highlighted } from '@/components/history/Highlighted';
import { IndexStatus } from '@/components/history/IndexStatus';
import { useIndexedLinks, useLinkIndex } from '@/components/history/use-link-index';
import { ApiErrorAlert, Button, CopyButton, Spinner } from '@/components/ui';
import type { Link } from '@/lib/api';
import { formatDate, parseServerDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { toIndexed } from '@/lib/history/refresh';
import type { IndexedLink } from '@/lib/history/schema';
import { displayUrl, prepareSearch, type LinkMatch } from '@/lib/history/search';
import type { CopyFormat } from '@/lib/settings/schema';
import { formatShortLink } from '@/lib/shorten/copy-format';
import { CampaignFilter } from '@/components/utm/CampaignFilter';
import { campaignTags, withCampaign } from '@/lib/utm/campaign-filter';
import './recent.css';
import { WebLink } from '@/components/ui/WebLink';

export interface RecentLinksProps {
  /** Asks the server for links matching `q` (one request), when the user asks. */
  searchServer: (q: string) => Promise<Link[]>;
  copyFormat: CopyFormat;
}

const SHOWN = 10;

type Server = { status: 'idle' } | { status: 'loading'; q: string } | { status: 'loaded'; q: string; links: LinkMatch[] } | { status: 'failed'; q: string; error: unknown };

/** The day a link was made, as the user writes dates; the server's text when it does not parse. */
function shownDate(date: string): string {
  const parsed = parseServerDate(date);
  return parsed ? formatDate(parsed) : date.slice(0, 10);
}

const asMatch = (link: IndexedLink): LinkMatch => ({ link, score: 0, highlights: { title: [], shorturl: [], longurl: [] } });

/**
 * The newest links, and a search over them as you type: both from the local index, so neither
 * sends a request. It reads the newest few at first, and every link once the user turns to the
 * search or the filter (a whole account is a moment's read). "Search the server" asks the service
 * itself (one request), for links the index does not hold yet.
 */
export function RecentLinks({ searchServer, copyFormat }: RecentLinksProps) {
  const state = useLinkIndex();
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [server, setServer] = useState<Server>({ status: 'idle' });
  const ticket = useRef(0);
  const links = useIndexedLinks(state.status, searching ? 'all' : { newest: SHOWN });
  // The campaign tag narrows the index before the search: still no request.
  const tags = useMemo(() => campaignTags((links ?? []).map((link) => link.longurl)), [links]);
  const [chosenTag, setTag] = useState('');
  const tag = tags.includes(chosenTag) ? chosenTag : '';
  const search = useMemo(() => prepareSearch(withCampaign(links ?? [], tag, (link) => link.longurl)), [links, tag]);
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
      if (mine === ticket.current) setServer({ status: 'failed', q, error });
    }
  };

  const fromServer = server.status !== 'idle' && server.q === q ? server : null;
  const shown = fromServer?.status === 'loaded' ? withCampaign(fromServer.links, tag, ({ link }) => link.longurl) : local;
  // No links is known only once a read of the list has ended: before that the index says nothing.
  const status = state.status;
  const empty = status !== null && status.count === 0;
  const knownEmpty = empty && status.whole;

  return (
    <section class="recent stack" aria-labelledby="recent-heading" onFocusIn={() => setSearching(true)}>
      <h2 class="visually-hidden" id="recent-heading">
        {t('recent_heading')}
      </h2>
      <form
        class="input-row recent-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void askServer();
        }}
      >
        <label class="visually-hidden" for="recent-search">
          {t('recent_search')}
        </label>
        <input
          id="recent-search"
          class="input"
          type="search"
          placeholder={t('recent_search')}
          autoComplete="off"
          value={query}
          onInput={(event) => setQuery(event.currentTarget.value)}
          aria-describedby="recent-search-hint"
        />
        <Button type="submit" disabled={!q} busy={fromServer?.status === 'loading'}>
          {t('recent_search_server')}
        </Button>
      </form>
      <CampaignFilter id="recent-campaign" tags={tags} value={tag} onValue={setTag} />
      <p id="recent-search-hint" class="visually-hidden">
        {t('recent_search_hint')}
      </p>
      <IndexStatus state={state} />
      {fromServer?.status === 'failed' && <ApiErrorAlert error={fromServer.error} onRetry={() => void askServer()} />}
      {status === null || links === null || (empty && (state.refreshing || status.fill !== null)) ? (
        <p class="muted row">
          <Spinner /> {t('recent_loading')}
        </p>
      ) : shown.length === 0 ? (
        <p class="muted" role="status">
          {fromServer?.status === 'loaded' ? t('recent_server_none', q) : q ? t('recent_none_here', q) : knownEmpty ? t('recent_none_yet') : ''}
        </p>
      ) : (
        <ul class="recent-list" aria-label={fromServer?.status === 'loaded' ? t('recent_list_server', q) : q ? t('recent_list_matching', q) : t('recent_list_newest')}>
          {shown.map(({ link, highlights }) => (
            <li class="recent-item" key={link.id}>
              <div class="recent-text">
                <p class="recent-title" dir={link.title ? undefined : 'ltr'}>
                  <Highlighted text={link.title || displayUrl(link.longurl)} ranges={link.title ? highlights.title : highlights.longurl} />
                </p>
                <WebLink class="recent-short" href={link.shorturl}>
                  <Highlighted text={displayUrl(link.shorturl)} ranges={highlights.shorturl} />
                </WebLink>
                <p class="muted small recent-meta">
                  {link.clicks !== null && plural('recent_clicks', link.clicks)}
                  {link.clicks !== null && link.date ? ' · ' : ''}
                  {shownDate(link.date)}
                </p>
              </div>
              <CopyButton size="sm" aria-label={t('recent_copy', link.shorturl)} getText={() => formatShortLink(link, copyFormat)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
