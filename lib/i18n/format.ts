import { formatLocale } from './messages';

/** `Nov 24, 2026, 2:05 PM` in English, `24.11.2026, 14:05` in German. */
export function formatDateTime(value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return new Date(value).toLocaleString(formatLocale(), options);
}

export const formatDate = (value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => new Date(value).toLocaleDateString(formatLocale(), options);

export const formatTime = (value: Date | number) => new Date(value).toLocaleTimeString(formatLocale(), { hour: '2-digit', minute: '2-digit' });

/**
 * A date as the service writes it (`2026-11-22 14:05:00`, the server's local time, no zone) read
 * as a wall-clock time: shown as sent, only in the user's format. Anything else is shown raw.
 */
export function parseServerDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return Number.isNaN(date.getTime()) ? null : date;
}
