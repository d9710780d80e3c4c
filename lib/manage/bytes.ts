import { formatLocale, t, type MessageKey } from '@/lib/i18n/messages';

const UNITS: MessageKey[] = ['mgl_kb', 'mgl_mb', 'mgl_gb', 'mgl_tb'];

/** `value` in the locale's digits with `digits` decimals; below 1024, so never grouped ("1023 B"). */
const number = (value: number, digits: number) =>
  new Intl.NumberFormat(formatLocale(), { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: false }).format(value);

/** "12.4 MB" for progress and file lists. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return t('mgl_bytes', number(bytes, 0));
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return t(UNITS[unit]!, number(value, value >= 10 ? 0 : 1));
}
