import { focusedField, linksOf, readChoice, type PageChoice } from '@/lib/core/chosen-text';
import { replaceAddresses } from '@/lib/core/text-addresses';

// Runs in the page, only when the user picks "Shorten the links in this text" or "Shorten selected
// URL" (scripting.executeScript in Trim's isolated world, kept out of the worker's bundle): returns
// what the user chose, split into what the page shows and what it hides (lib/core/chosen-text.ts),
// and, in a text field, leaves behind the writer that later puts the short links in: in the text,
// and in each link's address.

export default defineUnlistedScript((): PageChoice => {
  const choice = readChoice();
  const field = focusedField();
  if (!field || !choice.field) return choice;
  const textOf = () => ('value' in field ? field.value : field.textContent);
  const before = textOf();
  (globalThis as { __trimWriteField?: unknown }).__trimWriteField = (pairs: [string, string][]): boolean => {
    // Edited meanwhile, or gone: never overwrite what the user typed since.
    if (!field.isConnected || textOf() !== before) return false;
    const short = new Map(pairs);
    if ('value' in field) {
      const after = replaceAddresses(field.value, short);
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
  return choice;
});
