import { browser } from 'wxt/browser';
import { cleanAddress } from '@/lib/clean-address';
import { addressesIn, replaceAddresses } from '@/lib/core/text-addresses';
import { enqueue, newQueueId } from '@/lib/queue/store';
import { textGroupsItem, type TextGroup } from '@/lib/queue/text-groups';
import type { Installation } from '@/lib/settings/schema';
import { withDefaults } from '@/lib/shorten/defaults';
import { queueClick, type ShortenFeedback, type ShortenTarget } from './queued-shorten';

// Every address in a text, each shortened once through the queue, then the whole text back with
// its short links: on the clipboard (a selection) or in the text field it was read from.

type TextField = NonNullable<TextGroup['field']>;

/** Hosts the user's links already live on: the installation's own and its branded domains (as last cached; no request). */
async function ownHosts(installation: Installation): Promise<string[]> {
  const key = `reference:${installation.id}`;
  const cached = (await browser.storage.local.get(key))[key] as { domains?: { domain?: unknown }[] } | undefined;
  return [installation.connection.baseUrl, ...(cached?.domains ?? []).map((one) => String(one?.domain))].flatMap((address) => {
    try {
      return [new URL(address.includes('//') ? address : `https://${address}`).hostname];
    } catch {
      return [];
    }
  });
}

/** Queues each distinct address of `text` as one group; a text with none is told as such. */
export async function requestTextShorten(text: string, feedback: ShortenFeedback, target: ShortenTarget & { field?: TextField }): Promise<void> {
  let found = true;
  await queueClick(feedback, target, null, async (settings, installation) => {
    const addresses = addressesIn(text, await ownHosts(installation));
    found = addresses.length > 0;
    const parts: TextGroup['parts'] = [];
    for (const address of addresses) parts.push({ address, url: (await cleanAddress(address, settings.address, async () => null)).url });
    const id = newQueueId(Date.now());
    // The group first: its last link, whenever it comes, finds the text waiting.
    if (found) await textGroupsItem.update((groups) => [...groups, { id, text, parts, installation: installation.id, ...(target.field ? { field: target.field } : {}) }]);
    for (const url of new Set(parts.map((part) => part.url))) await enqueue(url, 'selection', installation.id, withDefaults(url, installation.defaults), id);
    return found;
  });
  if (!found) await feedback.unusable('text', null, 'selection');
}

const SCRIPTING: { permissions: ['scripting'] } = { permissions: ['scripting'] };

/**
 * The right-click in a text field: its text read at the click (activeTab and `scripting`, asked
 * for here when missing, while the click still counts as the user's gesture), then as a selection.
 */
export async function shortenField(field: Partial<TextField>, feedback: ShortenFeedback, target: ShortenTarget): Promise<void> {
  const { tabId, frameId = 0 } = field;
  let text: unknown = null;
  try {
    if (tabId !== undefined && (browser.scripting || (await browser.permissions.request(SCRIPTING)))) {
      text = (await browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: ['/text-field.js'] }))[0]?.result;
    }
  } catch {
    // A page no extension may read (the store, a PDF viewer): told below.
  }
  if (typeof text !== 'string' || tabId === undefined) return feedback.unusable('field', null, 'selection');
  await requestTextShorten(text, feedback, { ...target, field: { tabId, frameId } });
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
