import { formatServerDate, formatServerDay } from '@/lib/i18n/format';

/**
 * `2026-11-22 14:05:00` as shown in lists: the date in the user's format, with the full date and
 * time on hover. A value that does not read as a date is shown as sent.
 */
export function DateText({ value }: { value: string }) {
  return (
    <time dateTime={value.replace(' ', 'T')} title={formatServerDate(value)}>
      {formatServerDay(value)}
    </time>
  );
}
