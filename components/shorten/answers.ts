import type { Link, LinkStats } from '@/lib/api';
import type { NotConfiguredReason } from '@/lib/connection/errors';

// What the popup's two requests answer, as its views show them: the link a shorten made, and
// the page's own link as the lookup found it. Types only, with the id focus moves to, so the
// hooks, the requests' code and the views share them without importing each other.

/** The Copy button's id: focus moves to it when a link appears. */
export const COPY_SHORT_LINK_ID = 'copy-short-link';

export interface CreatedLink {
  id: number;
  shorturl: string;
  longurl: string;
  /** "Not included in your plan: country targeting. …", when reading the link back showed a setting dropped. */
  dropped?: string;
}

export type LookupState =
  | { status: 'idle' }
  | { status: 'loading' }
  /**
   * `shortLink` when the page itself is the user's short link: found by its short URL, with its
   * statistics, which then need no request of their own.
   */
  | { status: 'found'; link: Link; shortLink?: { stats: LinkStats } }
  | { status: 'none' }
  /** `retryAt` (epoch ms) when the lookup was refused by the rate limit. */
  /** `error` as thrown, worded where shown. */
  | { status: 'failed'; error: unknown; retryAt?: number }
  /** Settings incomplete or the service's origin not granted: the popup shows the first-run panel. */
  | { status: 'unconfigured'; reason: NotConfiguredReason };
