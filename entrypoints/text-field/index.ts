import { replaceAddresses } from '@/lib/core/text-addresses';

// Runs in the page, only when the user picks "Shorten the links in this text" in a text field
// (scripting.executeScript in Trim's isolated world, kept out of the worker's bundle): returns the
// focused field's text, with the addresses a rich draft's links lead to, and leaves behind the
// writer that later puts the short links in: in the text, and in each link's address.

type Editable = HTMLInputElement | HTMLTextAreaElement | HTMLElement;

/** The focused field, looking inside open shadow roots; a contenteditable child gives its editing host. */
function focusedField(): Editable | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (active instanceof HTMLTextAreaElement || (active instanceof HTMLInputElement && /^(text|search|url|email|)$/.test(active.type))) return active;
  if (!(active instanceof HTMLElement) || !active.isContentEditable) return null;
  let host: HTMLElement = active;
  while (host.parentElement?.isContentEditable) host = host.parentElement;
  return host;
}

const textOf = (field: Editable): string => ('value' in field ? field.value : field.innerText);

/** A rich draft's links to web pages (their resolved addresses); none in a plain field. */
const linksOf = (field: Editable): HTMLAnchorElement[] =>
  'value' in field ? [] : [...field.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((link) => /^https?:$/.test(link.protocol));

export default defineUnlistedScript(() => {
  const field = focusedField();
  if (!field) return null;
  (globalThis as { __trimWriteField?: unknown }).__trimWriteField = (before: string, after: string, pairs: [string, string][]): boolean => {
    // Edited meanwhile, or gone: never overwrite what the user typed since.
    if (!field.isConnected || textOf(field) !== before) return false;
    if ('value' in field) {
      field.focus();
      field.select();
      // As typing would: the page's own listeners and its undo history see the change (execCommand
      // is deprecated; where it is gone or refused, the value is set and the input event sent).
      if (!document.execCommand?.('insertText', false, after) || field.value !== after) {
        field.value = after;
        field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
      }
      return true;
    }
    // A rich draft keeps its formatting: each address is replaced inside its own text node, and
    // each link's address with it, so what a link says and where it leads stay one.
    const short = new Map(pairs);
    const walker = document.createTreeWalker(field, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const replaced = replaceAddresses(node.nodeValue ?? '', short);
      if (replaced !== node.nodeValue) node.nodeValue = replaced;
    }
    for (const link of linksOf(field)) {
      const replaced = short.get(link.href) ?? short.get(link.getAttribute('href') ?? '');
      if (replaced) link.setAttribute('href', replaced);
    }
    field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertReplacementText' }));
    return true;
  };
  return { text: textOf(field), links: linksOf(field).map((link) => link.href) };
});
