import { z } from 'zod/mini';
import { defineLocalItem } from '@/lib/storage/item';

// A text pasted in the popup's box (a phone, where no menu shortens a selection), back with its
// short links: kept in storage.local for the popup, which watches it, rather than put on the
// clipboard (Android's worker has no offscreen document to write it). The last one only, and
// only until a popup shows it (it then lives in that popup alone) or its installation is removed.

export const pastedTextSchema = z.object({
  /** The text group's id (text-groups.ts), which the popup was told when it sent the text. */
  id: z.string(),
  /** The installation its links were made with; absent in a text kept before it was. */
  installation: z.optional(z.string()),
  /** The text with each address replaced by its short link; an address that failed stays as it was. */
  text: z.string(),
  /** How many distinct addresses got a short link, and how many did not. */
  made: z.number(),
  failed: z.number(),
  /**
   * Each short link made and the address it leads to, shown under the text (the text no longer
   * holds the addresses); absent in a text kept before they were.
   */
  links: z.optional(z.array(z.object({ short: z.string(), url: z.string() }))),
});

export type PastedText = z.infer<typeof pastedTextSchema>;

export const pastedTextItem = defineLocalItem<PastedText | null>('pastedText', { schema: z.nullable(pastedTextSchema), fallback: null });

/** A popup shows the text: it leaves storage (a newer one, arrived meanwhile, stays). */
export async function takePastedText(id: string): Promise<void> {
  await pastedTextItem.update((kept) => (kept?.id === id ? null : kept));
}

/** An installation removed: its text goes with it, and one kept before texts named theirs. */
export async function forgetPastedText(installation: string): Promise<void> {
  await pastedTextItem.update((kept) => (kept && (kept.installation ?? installation) === installation ? null : kept));
}
