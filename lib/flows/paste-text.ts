import { toErrorRecord } from '@/lib/api/error-record';
import type { PasteOutcome } from '@/lib/messaging';
import { newQueueId } from '@/lib/queue/store';
import { pastedTextItem } from '@/lib/queue/pasted-text';
import type { TextGroup } from '@/lib/queue/text-groups';
import type { ShortenFeedback } from './queued-shorten';
import { finishText, requestTextShorten } from './text-shorten';

// The popup's "Paste a text" box, where a phone has no menu to shorten a selection: the same
// journey as the right-click on a selection (requestTextShorten, the queue, one create per
// distinct address), told to the popup instead of in notifications. The finished text lands in
// pastedTextItem, at once or after the rate limit's wait.

/** A finished text the popup sent, kept for the popup. Returns how many links it got. */
export async function keepPastedText(group: TextGroup): Promise<number> {
  const { text, made } = await finishText(group);
  const failed = new Set(group.parts.filter((part) => part.short === '').map((part) => part.url)).size;
  const links = new Map(group.parts.flatMap(({ url, short }) => (short ? [[url, short] as const] : [])));
  await pastedTextItem.setValue({ id: group.id, installation: group.installation, text, made, failed, links: [...links].map(([url, short]) => ({ short, url })) });
  return made;
}

/**
 * Shortens every address of a pasted text; resolves with what the popup shows. What concerns
 * other shortens the same drain sends goes to `feedback` as it would have.
 */
export async function shortenPastedText(text: string, installation: string, feedback: ShortenFeedback): Promise<PasteOutcome> {
  const id = newQueueId(Date.now());
  let told: PasteOutcome | null = null;
  let error: unknown;
  let waitUntil: number | undefined;
  const ours = (group: string | undefined) => group === id;
  await requestTextShorten(
    // The user pasted it into Trim's own box, which draws it plainly: all of it counts as seen
    // (but an address with an invisible character), and more than one address still asks.
    { text, seen: text },
    {
      ...feedback,
      unusable: async () => void (told = { kind: 'none' }),
      askFirst: async (held) => void (told = { kind: 'held', id: held }),
      async failed(item, failure, pending) {
        // Nothing queued (Trim not set up), or one of the text's addresses refused: the popup says it.
        if (item && !ours(item.group)) return feedback.failed(item, failure, pending);
        error ??= failure;
        if (!item) told = { kind: 'failed', error: toErrorRecord(failure) };
      },
      async waiting(at, pending) {
        waitUntil = at;
        // The alarm that resumes the queue, and the notification for a popup closed meanwhile.
        await feedback.waiting(at, pending);
      },
      textDone: async (group, pending) => void (ours(group.id) ? await keepPastedText(group) : await feedback.textDone(group, pending)),
    },
    { installation, popup: { id } },
  );
  return told ?? { kind: 'queued', id, ...(waitUntil !== undefined && { waitUntil }), ...(error !== undefined && { error: toErrorRecord(error) }) };
}
