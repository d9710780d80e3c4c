// Copying inside a document (popup, options, manage page, Chrome's offscreen document,
// Firefox's background page). No extension APIs here, so every page can use it.

/** Last resort inside a document: a hidden textarea and execCommand('copy'). */
export function copyWithTextarea(text: string, doc: Document = document): boolean {
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  doc.body.append(area);
  // Selecting moves focus to the textarea: give it back to where the user was.
  const previous = doc.activeElement as HTMLElement | null;
  area.select();
  try {
    return doc.execCommand('copy');
  } finally {
    area.remove();
    previous?.focus?.();
  }
}

/** Copies inside a document: the async clipboard API, else the textarea fallback. */
export async function copyInDocument(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Unfocused documents (offscreen, background page) may be refused the async API.
  }
  if (!copyWithTextarea(text)) throw new Error('The browser refused to copy to the clipboard.');
}
