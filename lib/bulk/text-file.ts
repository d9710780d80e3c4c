// A chosen or dropped file, read as the text of a list: only plain text (CSV, TSV, a list of
// addresses) is taken; anything else says so before a single line is read into the batch.

/** Files larger than this are not read: 1,000 lines of long addresses stay well under it. */
export const TEXT_FILE_MAX_BYTES = 2_000_000;

export async function readTextFile(file: Blob & { name?: string }): Promise<{ text: string } | { problem: string }> {
  if (file.size > TEXT_FILE_MAX_BYTES) {
    return { problem: `The file is ${(file.size / 1_000_000).toFixed(1)} MB; Trim reads lists of up to 2 MB. Split it into smaller files.` };
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  // Text files hold no NUL bytes; spreadsheets (.xlsx), images and PDFs do.
  if (bytes.includes(0)) return { problem: 'It is not a text file. Save the sheet as CSV (comma-separated) or TSV, then choose that file.' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { problem: 'It is not UTF-8 text. Save it again as CSV (UTF-8), then choose that file.' };
  }
}
