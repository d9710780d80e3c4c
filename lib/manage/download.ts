/** Saves text as a file through a temporary object URL; no network, no permission needed. */
export function downloadText(fileName: string, text: string, mimeType: string): void {
  // A BOM so spreadsheet apps read the UTF-8 CSV as UTF-8 rather than the local code page.
  const blob = new Blob([mimeType.startsWith('text/csv') ? '\uFEFF' : '', text], { type: mimeType });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke on the next task: revoking synchronously can cancel the download in Chromium.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
