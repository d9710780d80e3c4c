import { formatLocale, formatNumber, t } from '@/lib/i18n/messages';

// A chosen or dropped file, read as the text of a list: only plain text (CSV, TSV, a list of
// addresses) is taken; anything else says so before a single line is read into the batch.

/** Files larger than this are not read: 1,000 lines of long addresses stay well under it. */
export const TEXT_FILE_MAX_BYTES = 2_000_000;

export async function readTextFile(file: Blob & { name?: string }): Promise<{ text: string } | { problem: string }> {
  if (file.size > TEXT_FILE_MAX_BYTES) {
    const size = (file.size / 1_000_000).toLocaleString(formatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    return { problem: t('bulk_file_big', size, formatNumber(TEXT_FILE_MAX_BYTES / 1_000_000)) };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Text files hold no NUL bytes; spreadsheets (.xlsx), images and PDFs do.
  if (bytes.includes(0)) return { problem: t('bulk_file_binary') };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: t('bulk_file_encoding') };
  }
}
