import { NEWEST_PAGES } from './refresh';

// What "Keep click history" costs: each day, for every installation whose index is whole, one
// refresh: the newest page (more only when that many links were made in a day, at most
// NEWEST_PAGES) and the most clicked page. An index still filling spends its own share first.

/** Requests a day for `installations` configured installations, in the usual case and at most. */
export function dailyCost(installations: number): { usual: number; most: number } {
  return { usual: installations * 2, most: installations * (NEWEST_PAGES + 1) };
}
