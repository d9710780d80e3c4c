import { Button, Spinner } from '@/components/ui';
import type { LinkIndexState } from './use-link-index';
import './index-status.css';

const when = (ms: number) => {
  const date = new Date(ms);
  const today = new Date().toDateString() === date.toDateString();
  return date.toLocaleString('en', today ? { hour: '2-digit', minute: '2-digit' } : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
};

/**
 * How fresh the local index is, with Update links: when it was last filled, how much of the list it
 * holds when a refresh could not reach every link, and why the last refresh failed.
 */
export function IndexStatus({ state }: { state: LinkIndexState }) {
  const { index, refreshing, outcome } = state;
  if (!index) return null;
  const { refreshedAt, coverage, failure } = index;
  return (
    <div class="index-status">
      <p class="muted small" role="status">
        {refreshing ? (
          <>
            <Spinner size="sm" /> Updating your links…
          </>
        ) : refreshedAt > 0 ? (
          `${index.links.length.toLocaleString('en')} ${index.links.length === 1 ? 'link' : 'links'} · updated ${when(refreshedAt)}`
        ) : outcome === 'deferred' ? (
          'Not loaded yet: the request limit is nearly spent.'
        ) : (
          ''
        )}
      </p>
      <Button size="sm" variant="link" onClick={() => void state.refresh()} busy={refreshing}>
        Update links
      </Button>
      {coverage && (
        <p class="muted small index-note">
          Holds your {coverage.kept.toLocaleString('en')} newest and most-clicked of {coverage.total.toLocaleString('en')} links: one refresh sends at most 10 requests.
        </p>
      )}
      {failure && !refreshing && (
        <p class="small index-note index-failure">
          Could not update: {failure.title}. {failure.hint} {refreshedAt > 0 ? `Last updated ${when(refreshedAt)}.` : ''}
        </p>
      )}
    </div>
  );
}
