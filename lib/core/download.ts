// A file handed to the user from a page: a temporary object URL and a download link, so no
// `downloads` permission is needed.

/** Saves a blob through a temporary object URL and a download link (no downloads permission needed). */
export function downloadBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
