import { toCsv, type CsvColumn } from '@/lib/manage/csv';
import { escapeHtml, escapeMarkdownLabel, escapeMarkdownUrl } from '@/lib/shorten/copy-format';
import type { BatchLine } from './batch';

// A batch's results taken away: "Copy all" in four forms, and the CSV download. Lines stay in
// the input's order; the lists hold the links made, the CSV every line with its outcome.

export const RESULT_FORMATS = ['plain', 'markdown', 'html', 'csv'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

export const RESULT_FORMAT_LABELS: Record<ResultFormat, string> = {
  plain: 'Plain list',
  markdown: 'Markdown list',
  html: 'HTML list',
  csv: 'CSV',
};

const OUTCOME: Record<BatchLine['state'], string> = { done: 'made', failed: 'failed', unsure: 'not known yet', waiting: 'waiting', cancelled: 'cancelled' };

const CSV_COLUMNS: readonly CsvColumn<BatchLine>[] = [
  { header: 'line', value: (line) => line.line },
  { header: 'long_url', value: (line) => line.url },
  { header: 'short_url', value: (line) => line.shorturl ?? '' },
  { header: 'alias', value: (line) => line.alias },
  { header: 'outcome', value: (line) => OUTCOME[line.state] },
  { header: 'message', value: (line) => line.error ?? '' },
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
