import { formatLocale } from './messages';

/** `Nov 24, 2026, 2:05 PM` in English, `24.11.2026, 14:05` in German. */
export function formatDateTime(value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): string {
  return new Date(value).toLocaleString(formatLocale(), options);
}

export const formatDate = (value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) => new Date(value).toLocaleDateString(formatLocale(), options);

export const formatTime = (value: Date | number) => new Date(value).toLocaleTimeString(formatLocale(), { hour: '2-digit', minute: '2-digit' });

/** A date the server sent, in the user's format: with its time when it has one, as sent when it is no date. */
export function formatServerDate(value: string): string {
  const date = parseServerDate(value);
  if (!date) return value;
  return /^\s*\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value) ? formatDateTime(date) : formatDate(date);
}

/** The day of a date the server sent, in the user's format; as sent when it is no date. */
export function formatServerDay(value: string): string {
  const date = parseServerDate(value);
  return date ? formatDate(date) : value;
}

/**
 * A date as the service writes it (`2026-11-22 14:05:00`, the server's local time, no zone) read
 * as a wall-clock time: shown as sent, only in the user's format. Anything else is shown raw.
 */
export function parseServerDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  // A database's zero date (0000-00-00) or a 31st of November is no date at all.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day && year > 0 ? date : null;
}
