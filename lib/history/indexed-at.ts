import { readRecordsAt } from './link-records';
import type { IndexedLink } from './schema';
import { readIndexStatus } from './status';

/**
 * The connection's indexed links on the same host and path as `url`: the popup's lookup for a
 * page whose address the service must not be told (a credential in its query). One index read,
 * whatever the account's size; the caller picks the exact match.
 */
export async function indexedAt(installation: string, source: string, url: string): Promise<IndexedLink[]> {
  return (await readIndexStatus(installation, source)).count > 0 ? readRecordsAt(installation, url) : [];
}
