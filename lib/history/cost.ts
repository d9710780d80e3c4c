import { REFRESH_MAX_REQUESTS, REFRESH_PAGE_SIZE } from './refresh';

/** Requests one refresh of an index of `links` links sends (at least one: the first page). */
export function refreshRequests(links: number): number {
  return Math.min(REFRESH_MAX_REQUESTS, Math.max(1, Math.ceil(links / REFRESH_PAGE_SIZE)));
}

/** What "Keep click history" costs a day, for installations holding `counts` links each. */
export function dailyCost(counts: readonly number[]): { requests: number; links: number } {
  return { requests: counts.reduce((sum, links) => sum + refreshRequests(links), 0), links: counts.reduce((sum, links) => sum + links, 0) };
}
