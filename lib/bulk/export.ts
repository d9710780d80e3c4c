import { storedErrorTitle } from '@/lib/i18n/describe-error';
import type { MessageKey } from '@/lib/i18n/messages';
import { toCsv, type CsvColumn } from '@/lib/core/csv';
import { escapeHtml, escapeMarkdownLabel, escapeMarkdownUrl } from '@/lib/shorten/copy-format';
import type { BatchLine } from './batch';

// A batch's results taken away: "Copy all" in four forms, and the CSV download. Lines stay in
// the input's order; the lists hold the links made, the CSV every line with its outcome.

export const RESULT_FORMATS = ['plain', 'markdown', 'html', 'csv'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

/** The format picker's labels, as message keys: `t(RESULT_FORMAT_LABELS[format])`. */
export const RESULT_FORMAT_LABELS: Record<ResultFormat, MessageKey> = {
  plain: 'bulk_fmt_plain',
  markdown: 'bulk_fmt_md',
  html: 'bulk_fmt_html',
  csv: 'bulk_fmt_csv',
};

// Fixed identifiers in every language, header and outcome alike, as the API's own field names
// are: a script or a spreadsheet formula reads a German export as it reads an English one, and
// Trim's own import finds the `long_url` column.
const OUTCOME: Record<BatchLine['state'], string> = { done: 'made', failed: 'failed', unsure: 'not known yet', waiting: 'waiting', cancelled: 'cancelled' };

const CSV_COLUMNS: CsvColumn<BatchLine>[] = [
  { header: 'line', value: (line) => line.line },
  { header: 'long_url', value: (line) => line.url },
  { header: 'short_url', value: (line) => line.shorturl ?? '' },
  { header: 'alias', value: (line) => line.alias },
  { header: 'outcome', value: (line) => OUTCOME[line.state] },
  { header: 'message', value: (line) => (line.error === undefined ? '' : storedErrorTitle(line.error)) },
];

export function resultsCsv(lines: readonly BatchLine[]): string {
  return toCsv(inOrder(lines), CSV_COLUMNS);
}

function inOrder(lines: readonly BatchLine[]): BatchLine[] {
  return [...lines].sort((a, b) => a.line - b.line);
}

export function formatResults(lines: readonly BatchLine[], format: ResultFormat): string {
  if (format === 'csv') return resultsCsv(lines);
  const made = inOrder(lines).filter((line): line is BatchLine & { shorturl: string } => line.state === 'done' && line.shorturl !== undefined);
  switch (format) {
    case 'plain':
      return made.map((line) => line.shorturl).join('\n');
    case 'markdown':
      return made.map((line) => `- [${escapeMarkdownLabel(line.url)}](${escapeMarkdownUrl(line.shorturl)})`).join('\n');
    case 'html':
      return ['<ul>', ...made.map((line) => `  <li><a href="${escapeHtml(line.shorturl)}">${escapeHtml(line.url)}</a></li>`), '</ul>'].join('\n');
  }
}
