import { t, type MessageKey } from '@/lib/i18n/messages';
import { toCsv, type CsvColumn } from '@/lib/manage/csv';
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

const OUTCOME: Record<BatchLine['state'], MessageKey> = {
  done: 'bulk_out_made',
  failed: 'bulk_out_failed',
  unsure: 'bulk_out_unsure',
  waiting: 'bulk_out_waiting',
  cancelled: 'bulk_out_cancelled',
};

// The header row is read by people in a spreadsheet: in the user's language, built at call time.
const csvColumns = (): CsvColumn<BatchLine>[] => [
  { header: t('bulk_csv_line'), value: (line) => line.line },
  { header: t('bulk_csv_long'), value: (line) => line.url },
  { header: t('bulk_csv_short'), value: (line) => line.shorturl ?? '' },
  { header: t('bulk_csv_alias'), value: (line) => line.alias },
  { header: t('bulk_csv_outcome'), value: (line) => t(OUTCOME[line.state]) },
  { header: t('bulk_csv_message'), value: (line) => line.error ?? '' },
];

export function resultsCsv(lines: readonly BatchLine[]): string {
  return toCsv(inOrder(lines), csvColumns());
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
