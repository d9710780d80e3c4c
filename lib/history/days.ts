// Click history is kept per calendar day in the user's own time zone. A day is stored as a
// whole number (days since 1970-01-01 of the local date), which compares, subtracts and
// serialises more compactly than date strings.

const DAY_MS = 86_400_000;

/** The local calendar day that `ms` (epoch ms) falls on. */
export function dayOf(ms: number): number {
  const offset = new Date(ms).getTimezoneOffset() * 60_000;
  return Math.floor((ms - offset) / DAY_MS);
}

/** A Date at UTC midnight of `day`: format it with `timeZone: 'UTC'` to show the local date. */
export function dateOfDay(day: number): Date {
  return new Date(day * DAY_MS);
}

/** `YYYY-MM-DD` of `day` (CSV, table keys). */
export function isoDay(day: number): string {
  return dateOfDay(day).toISOString().slice(0, 10);
}

/** One day of a link's clicks; `clicks` is null where they cannot be known (see series.ts). */
export interface ClickDay {
  day: number;
  clicks: number | null;
}
