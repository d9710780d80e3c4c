// CSV export for selected links. RFC 4180 quoting, CRLF line ends, and a guard against
// spreadsheet formula injection: a link title is server text that anyone could have chosen.

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

const NEEDS_QUOTES = /[",\r\n]/;
// Spreadsheets evaluate cells starting with these as formulas (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The fields of a listed link that the export needs; structural so any link record fits. */
export interface ExportableLink {
  id: number;
  alias: string;
  shorturl: string;
  longurl: string;
  title: string;
  clicks: number | null;
  date: string;
}

// Fixed identifiers in every language, as the API's own field names are (see lib/bulk/export.ts).
const LINK_COLUMNS: CsvColumn<ExportableLink>[] = [
  { header: 'id', value: (link) => link.id },
  { header: 'short_url', value: (link) => link.shorturl },
  { header: 'long_url', value: (link) => link.longurl },
  { header: 'alias', value: (link) => link.alias },
  { header: 'title', value: (link) => link.title },
  { header: 'clicks', value: (link) => link.clicks },
  { header: 'created', value: (link) => link.date },
];

export function linksToCsv(links: readonly ExportableLink[]): string {
  return toCsv(links, LINK_COLUMNS);
}

/** `trim-links-2026-11-22.csv`, dated by the local calendar day. */
export function csvFileName(prefix: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
