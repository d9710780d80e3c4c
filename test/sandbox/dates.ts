const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD HH:MM:SS` in UTC, the API's date-time format. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Parses `YYYY-MM-DD HH:MM:SS` (or a bare date, meaning midnight) as UTC; null when malformed. */
export function parseDateTime(text: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const back = new Date(ms);
  // Reject dates Date.UTC silently rolls over, like 2026-02-31.
  if (back.getUTCDate() !== Number(d) || back.getUTCMonth() !== Number(mo) - 1) return null;
  return ms;
}

export function isDateOnly(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text.trim()) && parseDateTime(text) !== null;
}
