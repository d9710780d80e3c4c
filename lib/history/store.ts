// An installation's index and click history as one connection sees them: another connection's read as empty (parse.ts reads them).

import { clickHistoryItem, linkIndexItem } from './items';
import { EMPTY_HISTORY, EMPTY_INDEX, type ClickHistory, type LinkIndex } from './schema';

export { clickHistoryItem, clickHistoryKey, linkIndexItem, linkIndexKey } from './items';
export { parseClickHistory, parseLinkIndex } from './parse';

export async function readLinkIndex(installation: string, source: string): Promise<LinkIndex> {
  const index = await linkIndexItem(installation).getValue();
  return index.source === source ? index : { ...EMPTY_INDEX, source };
}

export async function readClickHistory(installation: string, source: string): Promise<ClickHistory> {
  const history = await clickHistoryItem(installation).getValue();
  return history.source === source ? history : { ...EMPTY_HISTORY, source };
}
