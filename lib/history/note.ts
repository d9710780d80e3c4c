import { sendMessage } from '@/lib/messaging';
import type { IndexNote } from './own-changes';

/**
 * A page's shorten, edit or deletion, noted in its installation's link index by the worker, the
 * index's one writer ('history:note'). Like the note itself, a failure never fails the change.
 */
export function noteInIndex(installation: string, source: string, note: IndexNote): Promise<void> {
  return sendMessage('history:note', { installation, source, note }).catch(() => undefined);
}

/** What a page sends to the service, reduced to what the index keeps of it. */
export const sentOf = ({ url, custom, metatitle }: { url?: string | undefined; custom?: string | undefined; metatitle?: string | undefined }) => ({ url, custom, metatitle });
