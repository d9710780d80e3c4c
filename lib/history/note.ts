import { quietly } from '@/lib/activity/activity';
import { sendMessage, type IndexNote } from '@/lib/messaging';

/**
 * A page's shorten, edit or deletion, noted in its installation's link index by the worker, the
 * index's one writer ('history:note'). Like the note itself, a failure never fails the change.
 */
export function noteInIndex(installation: string, source: string, note: IndexNote): Promise<void> {
  return quietly('note a change in the link index', sendMessage('history:note', { installation, source, note }));
}
