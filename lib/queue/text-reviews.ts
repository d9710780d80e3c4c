import { z } from 'zod/mini';
import { defineLocalItem } from '@/lib/storage/item';
import { textGroupSchema, type TextGroup } from './text-groups';

// A text that waits for the user before anything of it is sent. Trim shortens a text without
// asking only when it holds one address and can show the user saw it (lib/core/shown-text.ts):
// no list of the ways a page hides text is ever complete, so a text of several addresses always
// asks, and one address that is hidden, or only not shown to have been seen, asks too. The worker
// stores it and opens Trim's window on it (text-review.html?id=…); the page lists it from here and
// answers with the message 'text:decide'. Until then nothing of it is queued; a window closed
// without an answer leaves it here until a day has passed.

/** The service's limit per key: a text of more links than this takes more than one minute (README, rate limit). */
export const LINKS_PER_MINUTE = 30;

/** At most how many minutes `links` take to make; 1 when they fit in one window. */
export const minutesFor = (links: number): number => Math.max(1, Math.ceil(links / LINKS_PER_MINUTE));

/** How long an unanswered text is kept. */
const KEPT_FOR = 24 * 60 * 60 * 1000;

const textReviewSchema = z.object({
  /** The text as it would be queued, its hidden addresses marked. */
  group: textGroupSchema,
  createdAt: z.number(),
  /** The host of the page the text came from, named in the window. */
  page: z.optional(z.string()),
});

export type TextReview = z.infer<typeof textReviewSchema>;

export const textReviewsItem = defineLocalItem<TextReview[]>('textReviews', { schema: z.array(textReviewSchema), fallback: [] });

/** Whether a text must wait for the user: more than one distinct address, or one Trim cannot show was seen. */
export const needsReview = (parts: TextGroup['parts']): boolean => parts.some((part) => part.hidden || part.unseen) || new Set(parts.map((part) => part.url)).size > 1;

export async function holdForReview(review: TextReview): Promise<void> {
  await textReviewsItem.update((reviews) => [...reviews.filter((one) => one.createdAt > review.createdAt - KEPT_FOR), review]);
}

export async function readReview(id: string): Promise<TextReview | null> {
  return (await textReviewsItem.getValue()).find((one) => one.group.id === id) ?? null;
}

/** Takes the text out for good (answered): the one answer it gets. */
export async function takeReview(id: string): Promise<TextReview | null> {
  let taken: TextReview | null = null;
  await textReviewsItem.update((reviews) =>
    reviews.filter((one) => {
      if (one.group.id !== id) return true;
      taken = one;
      return false;
    }),
  );
  return taken;
}

/** An installation removed: its texts waiting for an answer go with it. */
export async function forgetTextReviews(installation: string): Promise<void> {
  await textReviewsItem.update((reviews) => reviews.filter((one) => one.group.installation !== installation));
}

/** At the worker's start: a text left unanswered for a day goes, even when no other text is held after it. */
export async function forgetStaleReviews(now = Date.now()): Promise<void> {
  await textReviewsItem.update((reviews) => reviews.filter((one) => one.createdAt > now - KEPT_FOR));
}
