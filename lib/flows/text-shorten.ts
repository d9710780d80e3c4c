import { browser } from 'wxt/browser';
import { addressesIn, replaceAddresses } from '@/lib/core/text-addresses';
import { enqueue, newQueueId } from '@/lib/queue/store';
import { textGroupsItem, type TextGroup } from '@/lib/queue/text-groups';
import { withDefaults } from '@/lib/shorten/defaults';
import { applyDefault } from '@/lib/utm/default-rule';
import { defaultTemplate } from '@/lib/utm/default-template';
import { ownHosts } from './own-hosts';
import { queueClick, type ShortenFeedback, type ShortenTarget } from './queued-shorten';

// Every address in a text, each shortened once through the queue, then the whole text back with
// its short links: on the clipboard (a selection) or in the text field it was read from. A text
// is the user's own words: the rule that drops tracking parameters is for the page's address and
// leaves the tags they wrote alone; the default template still tags an address that has none.
// A rich draft's links count too: the address each one leads to, whatever its words say.

type TextField = NonNullable<TextGroup['field']>;

/** Queues each distinct address of `text` as one group; a text with none is told as such. */
export async function requestTextShorten(text: string, feedback: ShortenFeedback, target: ShortenTarget & { field?: TextField; links?: readonly string[] }): Promise<void> {
  let found = true;
  await queueClick(feedback, target, null, async (_settings, installation) => {
    const hosts = await ownHosts(installation);
    const addresses = [...new Set([...addressesIn(text, hosts), ...addressesIn((target.links ?? []).join(' '), hosts)])];
    found = addresses.length > 0;
    const template = await defaultTemplate(installation.id);
    const parts: TextGroup['parts'] = addresses.map((address) => ({ address, url: applyDefault(address, template) ?? address }));
    const id = newQueueId(Date.now());
    // The group first: its last link, whenever it comes, finds the text waiting.
    if (found) await textGroupsItem.update((groups) => [...groups, { id, text, parts, installation: installation.id, ...(target.field ? { field: target.field } : {}) }]);
    for (const url of new Set(parts.map((part) => part.url))) await enqueue(url, 'selection', installation.id, withDefaults(url, installation.defaults), id);
    return found;
  });
  if (!found) await feedback.unusable('text', null, 'selection');
}

const SCRIPTING: { permissions: ['scripting'] } = { permissions: ['scripting'] };

/** What the text-field script read: the field's text and, in a rich draft, the addresses its links lead to; null when it could not. */
async function readField(tabId: number | undefined, frameId: number): Promise<{ text: string; links: string[] } | null> {
  try {
    if (tabId === undefined || !(browser.scripting || (await browser.permissions.request(SCRIPTING)))) return null;
    const read = (await browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: ['/text-field.js'] }))[0]?.result as
      { text?: unknown; links?: unknown } | null | undefined;
    if (typeof read?.text !== 'string') return null;
    return { text: read.text, links: Array.isArray(read.links) ? read.links.filter((link): link is string => typeof link === 'string') : [] };
  } catch {
    // A page no extension may read (the store, a PDF viewer).
    return null;
  }
}

/**
 * The right-click in a text field: its text read at the click (activeTab and `scripting`, asked
 * for here when missing, while the click still counts as the user's gesture), then as a selection.
 */
export async function shortenField(field: Partial<TextField>, feedback: ShortenFeedback, target: ShortenTarget): Promise<void> {
  const { tabId, frameId = 0 } = field;
  const read = await readField(tabId, frameId);
  if (!read || tabId === undefined) return feedback.unusable('field', null, 'selection');
  await requestTextShorten(read.text, feedback, { ...target, field: { tabId, frameId }, links: read.links });
}

/** The finished text, and whether it went back into its field: only when the field still holds what was read. */
export async function finishText({ text, parts, field }: TextGroup): Promise<{ text: string; made: number; written: boolean }> {
  const pairs = parts.flatMap(({ address, short }): [string, string][] => (short ? [[address, short]] : []));
  const after = replaceAddresses(text, new Map(pairs));
  let written = false;
  if (field) {
    try {
      const [frame] = await browser.scripting.executeScript({
        target: { tabId: field.tabId, frameIds: [field.frameId] },
        func: (...args: [string, string, [string, string][]]) => (globalThis as { __trimWriteField?: (...a: typeof args) => boolean }).__trimWriteField?.(...args) ?? false,
        args: [text, after, pairs],
      });
      written = frame?.result === true;
    } catch {
      // The tab closed or went elsewhere: the clipboard has it.
    }
  }
  return { text: after, made: new Set(parts.flatMap(({ url, short }) => (short ? [url] : []))).size, written };
}
