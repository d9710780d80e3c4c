const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** Parses the value of an `<input type="datetime-local">` as local time; null when malformed. */
export function parseLocalDateTime(value: string): Date | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const date = new Date(year, month - 1, day, hour, minute, second);
  // new Date() rolls 2026-02-31 over to March: refuse dates that do not exist.
  const exists = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return exists && hour < 24 && minute < 60 && second < 60 ? date : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-22T14:05` → `2026-11-22 14:05:00`, the service's date-time form. */
export function toApiDateTime(value: string): string | null {
  const date = parseLocalDateTime(value);
  if (!date) return null;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A Date as a datetime-local value, e.g. for the input's `min`. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
