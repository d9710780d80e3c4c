import { pastedTextItem } from './pasted-text';
import { textGroupsItem } from './text-groups';
import { textReviewsItem } from './text-reviews';

// The texts Trim keeps (one waiting for its links, one waiting for the user's answer, the popup's
// pasted text) share a key each across installations, so the sweep of removed installations
// (lib/flows/sweep.ts) cannot find them by key: it asks here whose they are.

/** Every installation a kept text names. */
export async function textOwners(): Promise<string[]> {
  const [groups, reviews, pasted] = await Promise.all([textGroupsItem.getValue(), textReviewsItem.getValue(), pastedTextItem.getValue()]);
  const named = [...groups.map((one) => one.installation), ...reviews.map((one) => one.group.installation), pasted?.installation];
  return [...new Set(named.filter((id): id is string => id !== undefined))];
}
