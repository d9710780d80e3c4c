import { z } from 'zod/mini';
import { madeForSchema } from '@/lib/installations/made-for';
import { defineLocalItem } from '@/lib/storage/item';

// A text whose addresses wait in the queue, one item each: kept in storage.local so the text is
// rebuilt when its last link is made, even by a worker started again after the first ones.

export const textGroupSchema = z.object({
  /** Its queue items carry this as `group`. */
  id: z.string(),
  text: z.string(),
  /**
   * Each address as the text has it, the address queued for it, and what came back: its short
   * link, '' when it failed, nothing yet. `hidden`: the page hid it, and the text leaves it out;
   * `unseen`: the text holds it, but Trim cannot show the user saw it as it is (text-reviews.ts).
   */
  parts: z.array(z.object({ address: z.string(), url: z.string(), short: z.optional(z.string()), hidden: z.optional(z.boolean()), unseen: z.optional(z.boolean()) })),
  /** The text field it was read from, where it goes back; absent for a selection (the clipboard). */
  field: z.optional(z.object({ tabId: z.number(), frameId: z.number() })),
  /** The installation its links are made with; absent in groups stored before it was kept. */
  installation: z.optional(z.string()),
  /** Where it pointed when the text was read: a text held for the user's answer is queued only while it still does. */
  madeFor: z.optional(madeForSchema),
  /** Pasted in the popup's box (a phone, no menus): the finished text waits there (pasted-text.ts), not on the clipboard. */
  popup: z.optional(z.boolean()),
});

export type TextGroup = z.infer<typeof textGroupSchema>;

export const textGroupsItem = defineLocalItem<TextGroup[]>('textGroups', { schema: z.array(textGroupSchema), fallback: [] });

/** An installation removed: its texts wait for links that will never come (their queue items go with it). */
export async function forgetTextGroups(installation: string): Promise<void> {
  await textGroupsItem.update((groups) => groups.filter((one) => one.installation !== installation));
}

/**
 * Records what the queue made of `url` for `group` (its short link, or '' when it failed) and,
 * when that was the text's last address, takes the finished group out and returns it.
 */
export async function settlePart(group: string, url: string, short: string): Promise<TextGroup | null> {
  let finished: TextGroup | null = null;
  await textGroupsItem.update((groups) =>
    groups.flatMap((one) => {
      if (one.id !== group) return [one];
      const parts = one.parts.map((part) => (part.url === url && part.short === undefined ? { ...part, short } : part));
      if (parts.some((part) => part.short === undefined)) return [{ ...one, parts }];
      finished = { ...one, parts };
      return [];
    }),
  );
  return finished;
}
