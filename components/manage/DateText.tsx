import { formatDate, formatDateTime, parseServerDate } from '@/lib/i18n/format';

/**
 * `2026-11-22 14:05:00` as shown in lists: the date in the user's format, with the full date and
 * time on hover. A value that does not read as a date is shown as sent.
 */
export function DateText({ value }: { value: string }) {
  const date = parseServerDate(value);
  // A bare date has no time to show on hover.
  const timed = /^\s*\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(value);
  return (
    <time dateTime={value.replace(' ', 'T')} title={date ? (timed ? formatDateTime(date) : formatDate(date)) : value}>
      {date ? formatDate(date) : value}
    </time>
  );
}
