import { browser } from 'wxt/browser';
import { hasInvisible } from '@/lib/core/address-view';
import type { ChosenText, PageChoice } from '@/lib/core/chosen-text';
import { extractUrl } from '@/lib/core/shortenable';
import { addressesIn, replaceAddresses } from '@/lib/core/text-addresses';
import { madeFor } from '@/lib/installations/made-for';
import { enqueue, newQueueId } from '@/lib/queue/store';
import { textGroupsItem, type TextGroup } from '@/lib/queue/text-groups';
import { holdForReview, needsReview, takeReview } from '@/lib/queue/text-reviews';
import type { Installation } from '@/lib/settings/schema';
import { withDefaults } from '@/lib/shorten/defaults';
import { applyDefault } from '@/lib/utm/default-rule';
import { defaultTemplate } from '@/lib/utm/default-template';
import { ownHosts } from './own-hosts';
import { queueClick, requestShorten, type ShortenFeedback, type ShortenTarget } from './queued-shorten';

// Every address in a text, each shortened once through the queue, then the whole text back with
// its short links: on the clipboard (a selection) or in the text field it was read from. A text
// is the user's own words: the rule that drops tracking parameters is for the page's address and
// leaves the tags they wrote alone; the default template still tags an address that has none.
// A rich draft's links count too: the address each one leads to, whatever its words say.
// Only what the user sees is shortened unasked: what the page hides is listed apart, an address
// the page shows but Trim cannot show the user saw (out of view, covered, drawn through an effect,
// only named by a link's words, holding an invisible character, or on a page Trim cannot read) is
// marked unseen, and a text with any of them, or with more than one address, waits for the user in
// Trim's window (text-reviews.ts).

type TextField = NonNullable<TextGroup['field']>;
/** `popup`: the text was pasted in the popup, which knows it by `id` (paste-text.ts). */
type TextTarget = ShortenTarget & { field?: TextField; page?: string | undefined; popup?: { id: string } };

/** One address however it is written (`https://a.test` is `https://a.test/`), to match what a link leads to with what the text shows. */
const sameAddress = (address: string): string => {
  try {
    return new URL(address).href;
  } catch {
    return address;
  }
};

/** Whether `address`, which the text holds, was seen as it is: among the addresses of what was seen, with no character that shows as nothing. */
function seenIn(seen: ReadonlySet<string>, address: string): boolean {
  return seen.has(sameAddress(address)) && !hasInvisible(address);
}

/**
 * Queues the one address of a text the user saw, or holds the text for the user; a text with none
 * is told as such. `seen` is what of `text` Trim can show was in front of the user ('' when
 * nothing: a page it could not read), a rich draft's links count as seen only where they show
 * their own address.
 */
export async function requestTextShorten(read: Pick<ChosenText, 'text' | 'seen'> & Partial<ChosenText>, feedback: ShortenFeedback, target: TextTarget): Promise<void> {
  let found = true;
  let held: string | null = null;
  await queueClick(feedback, target, null, async (_settings, installation) => {
    const hosts = await ownHosts(installation);
    const find = (text: string, links: readonly string[] = []) => [...new Set([...addressesIn(text, hosts), ...addressesIn(links.join(' '), hosts)])];
    const shown = find(read.text, read.links);
    const seen = new Set(find(read.seen).map(sameAddress));
    const hidden = find(read.hidden ?? '', read.hiddenLinks).filter((address) => !shown.includes(address));
    found = shown.length + hidden.length > 0;
    if (!found) return false;
    const template = await defaultTemplate(installation.id);
    const part = (address: string, mark: 'hidden' | 'unseen' | null): TextGroup['parts'][number] => ({
      address,
      url: applyDefault(address, template) ?? address,
      ...(mark && { [mark]: true }),
    });
    const parts = [...shown.map((address) => part(address, seenIn(seen, address) ? null : 'unseen')), ...hidden.map((address) => part(address, 'hidden'))];
    const group: TextGroup = {
      id: target.popup?.id ?? newQueueId(Date.now()),
      text: read.text,
      parts,
      installation: installation.id,
      madeFor: madeFor(installation),
      ...(target.field && { field: target.field }),
      ...(target.popup && { popup: true }),
    };
    if (!needsReview(parts)) return queueGroup(group, installation);
    await holdForReview({ group, createdAt: Date.now(), ...(target.page && { page: target.page }) });
    held = group.id;
    return false;
  });
  if (!found) await feedback.unusable('text', null, 'selection');
  else if (held) await feedback.askFirst(held);
}

async function queueGroup(group: TextGroup, installation: Installation): Promise<true> {
  // The group first: its last link, whenever it comes, finds the text waiting.
  await textGroupsItem.update((groups) => [...groups, group]);
  for (const url of new Set(group.parts.map((part) => part.url)))
    await enqueue(url, 'selection', installation.id, { input: withDefaults(url, installation.defaults), group: group.id, madeFor: madeFor(installation) });
  return true;
}

/**
 * The user's answer in Trim's window: the addresses they kept (by the address queued), or null
 * to cancel. Only addresses the text held are sent. False when the text no longer waits.
 */
export async function decideText(id: string, chosen: readonly string[] | null, feedback: ShortenFeedback): Promise<boolean> {
  const review = await takeReview(id);
  if (!review) return false;
  const kept = review.group.parts.filter((part) => chosen?.includes(part.url));
  if (kept.length === 0) return true;
  const { group } = review;
  // A hidden address the user kept is not in the text they saw: its short link follows it, one a line.
  const text = [group.text, ...kept.filter((part) => part.hidden).map((part) => part.address)].filter(Boolean).join('\n');
  const parts = kept.map(({ hidden: _hidden, unseen: _unseen, ...part }) => part);
  await queueClick(feedback, { installation: group.installation, madeFor: group.madeFor }, null, (_settings, installation) => queueGroup({ ...group, text, parts }, installation));
  return true;
}

const SCRIPTING: { permissions: ['scripting'] } = { permissions: ['scripting'] };

/** What the user chose in the page (entrypoints/text-field), read at the click; null when it could not be read. */
async function readPage(tabId: number | undefined, frameId: number): Promise<PageChoice | null> {
  try {
    if (tabId === undefined || !(browser.scripting || (await browser.permissions.request(SCRIPTING)))) return null;
    const read = (await browser.scripting.executeScript({ target: { tabId, frameIds: [frameId] }, files: ['/text-field.js'] }))[0]?.result as
      Partial<PageChoice> | null | undefined;
    return read && typeof read === 'object' ? { field: chosenText(read.field), selection: chosenText(read.selection) } : null;
  } catch {
    // A page no extension may read (the store, a PDF viewer).
    return null;
  }
}

/** A reading as the script sent it, checked: the page's world never reaches it, but a frame may be gone. */
function chosenText(value: unknown): ChosenText | null {
  if (!value || typeof value !== 'object') return null;
  const { text, hidden, seen, links, hiddenLinks } = value as Record<string, unknown>;
  const strings = (list: unknown) => (Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : []);
  const string = (item: unknown) => (typeof item === 'string' ? item : '');
  return typeof text === 'string' ? { text, hidden: string(hidden), seen: string(seen), links: strings(links), hiddenLinks: strings(hiddenLinks) } : null;
}

/**
 * The right-click in a text field: what the user chose in it, read at the click (activeTab and
 * `scripting`, asked for here when missing, while the click still counts as the user's gesture).
 */
export async function shortenField(field: Partial<TextField>, feedback: ShortenFeedback, target: TextTarget): Promise<void> {
  const { tabId, frameId = 0 } = field;
  const read = (await readPage(tabId, frameId))?.field;
  if (!read || tabId === undefined) return feedback.unusable('field', null, 'selection');
  await requestTextShorten(read, feedback, { ...target, field: { tabId, frameId } });
}

/**
 * "Shorten selected links": the selection as the page shows it. What the browser reports selected
 * and the page does not show counts as hidden; where no script may run (a PDF, the store), the
 * browser's selection text is all there is, and none of it is shown to have been seen. One
 * address alone, seen, goes as a link of its own.
 */
export async function shortenSelection(
  selectionText: string,
  where: { tabId?: number | undefined; frameId?: number | undefined },
  feedback: ShortenFeedback,
  target: TextTarget,
): Promise<void> {
  const choice = await readPage(where.tabId, where.frameId ?? 0);
  const read: ChosenText = choice
    ? { ...(choice.selection ?? { text: '', seen: '', links: [], hiddenLinks: [] }), hidden: `${choice.selection?.hidden ?? ''}\n${selectionText}` }
    : { text: selectionText, hidden: '', seen: '', links: [], hiddenLinks: [] };
  const single = extractUrl(read.text);
  const hidden = addressesIn(read.hidden, []);
  const seen = new Set(addressesIn(read.seen, []).map(sameAddress));
  if (single && seenIn(seen, single) && hidden.every((address) => address === single)) {
    await requestShorten(single, 'selection', feedback, target);
  } else if (!read.text.trim() && hidden.length === 0) {
    await requestShorten(null, 'selection', feedback, target);
  } else {
    await requestTextShorten(read, feedback, target);
  }
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
        func: (written: [string, string][]) => (globalThis as { __trimWriteField?: (pairs: typeof written) => boolean }).__trimWriteField?.(written) ?? false,
        args: [pairs],
      });
      written = frame?.result === true;
    } catch {
      // The tab closed or went elsewhere: the clipboard has it.
    }
  }
  return { text: after, made: new Set(parts.flatMap(({ url, short }) => (short ? [url] : []))).size, written };
}
