import { formatLocale, formatNumber } from '@/lib/i18n/messages';

/** `m:ss`, in the locale's digits: `1:05`. Apart from the countdown hook, which the popup loads at start-up, while only the notices show this. */
export function formatSeconds(seconds: number): string {
  return `${formatNumber(Math.floor(seconds / 60))}:${(seconds % 60).toLocaleString(formatLocale(), { minimumIntegerDigits: 2 })}`;
}
