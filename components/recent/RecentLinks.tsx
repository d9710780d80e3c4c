import { useEffect, useRef, useState } from 'preact/hooks';
import { ApiErrorAlert, Button, CopyButton, Spinner, useLatest } from '@/components/ui';
import type { ErrorDescription, Link } from '@/lib/api';
import { describeError } from '@/lib/connection/errors';
import type { CopyFormat } from '@/lib/settings/schema';
import { formatShortLink } from '@/lib/shorten/copy-format';
import './recent.css';

export interface RecentLinksProps {
  /** Fetches the newest links, filtered by keyword when `q` is not empty (one request). */
  load: (q: string) => Promise<Link[]>;
  copyFormat: CopyFormat;
}

type State = { status: 'loading'; links: Link[] } | { status: 'loaded'; links: Link[]; q: string } | { status: 'failed'; links: Link[]; error: ErrorDescription };

/**
 * The newest links with their clicks, each copyable. Loads once when shown; searching sends
 * one request per submit (never per keystroke: the service allows 30 requests a minute).
 */
export function RecentLinks({ load, copyFormat }: RecentLinksProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ status: 'loading', links: [] });
  const latest = useRef(0);

  const run = async (q: string) => {
    const ticket = ++latest.current;
    setState((previous) => ({ status: 'loading', links: previous.links }));
    try {
      const links = await load(q.trim());
      if (ticket === latest.current) setState({ status: 'loaded', links, q: q.trim() });
    } catch (error) {
      if (ticket === latest.current) setState((previous) => ({ status: 'failed', links: previous.links, error: describeError(error) }));
    }
  };

  // The newest links once, when the tab opens; searches run from the form.
  const first = useLatest(run);
  useEffect(() => {
    void first.current('');
  }, [first]);

  return (
    <section class="recent stack" aria-labelledby="recent-heading" aria-busy={state.status === 'loading'}>
      <h2 class="visually-hidden" id="recent-heading">
        Recent links
      </h2>
      <form
        class="input-row"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void run(query);
        }}
      >
        <label class="visually-hidden" for="recent-search">
          Search links
        </label>
        <input id="recent-search" class="input" type="search" placeholder="Search your links" value={query} onInput={(event) => setQuery(event.currentTarget.value)} />
        <Button type="submit">Search</Button>
      </form>
      {state.status === 'failed' && <ApiErrorAlert error={state.error} />}
      {state.status === 'loading' && state.links.length === 0 && (
        <p class="muted row">
          <Spinner /> Loading links…
        </p>
      )}
      {state.status === 'loaded' && state.links.length === 0 && <p class="muted">{state.q ? `No links match “${state.q}”.` : 'No links yet.'}</p>}
      {state.links.length > 0 && (
        <ul class="recent-list" aria-label={state.status === 'loaded' && state.q ? `Links matching ${state.q}` : 'Newest links'}>
          {state.links.map((link) => (
            <li class="recent-item" key={link.id}>
              <div class="recent-text">
                <p class="recent-title">{link.title || link.longurl}</p>
                <a class="recent-short" href={link.shorturl} target="_blank" rel="noopener noreferrer">
                  {link.shorturl.replace(/^https?:\/\//, '')}
                </a>
                <p class="muted small recent-meta">
                  {link.clicks.toLocaleString('en')} {link.clicks === 1 ? 'click' : 'clicks'}
                  {link.date ? ` · ${link.date.slice(0, 10)}` : ''}
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
