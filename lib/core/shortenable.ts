import { isShortenable } from './web-page';

// Which URLs the service can shorten, and how a selected text becomes one.

export { isShortenable } from './web-page';

// A bare host with a dot and a letter-only TLD, optional port and path: `example.com/x`.
const BARE_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(?::\d{1,5})?(?:[/?#]\S*)?$/i;

const COMMON_TLD = /\.(com|org|net|edu|gov|io|dev|app|co|me|info|biz|eu|uk|de|fr|nl|it|es|ca|au|ch|se|jp|us)$/i;

/**
 * The URL a selection holds, or null. The whole selection (trimmed, surrounding quotes or
 * angle brackets removed) must be one URL: prose with a URL inside is not guessed at.
 * A bare `example.com/x` becomes `https://example.com/x`.
 */
export function extractUrl(selectionText: string | undefined | null): string | null {
  if (!selectionText) return null;
  let text = selectionText.trim();
  const wrapped = /^(["'<([])(.*)([>"')\]])$/s.exec(text);
  if (wrapped && wrapped[2] !== undefined) text = wrapped[2].trim();
  // Sentence punctuation right after a URL is not part of it.
  text = text.replace(/[.,;:!?]+$/, '');
  if (text === '' || /\s/.test(text)) return null;
  if (/^https?:\/\//i.test(text)) return isShortenable(text) ? text : null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text) && !/^[^/:]+:\d/.test(text)) return null;
  if (text.startsWith('//')) text = text.slice(2);
  if (!BARE_HOST.test(text)) return null;
  // `notes.txt` also looks like a host: without a path, only a www. host or a common TLD counts.
  const hasPath = /[/?#]/.test(text);
  if (!hasPath && !/^www\./i.test(text) && !COMMON_TLD.test(text.replace(/:\d+$/, ''))) return null;
  const candidate = `https://${text}`;
  return isShortenable(candidate) ? candidate : null;
}
