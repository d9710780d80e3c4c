import type { Page } from 'playwright-core';
import type { TrimBrowser } from '@/test/harness/launch';

// Trim's review window for a text, as the e2e tests read and answer it: what it lists, ticked or
// not and how each address is tagged, read from the window as a user sees it.

const HIDDEN = 'Hidden by the page';
const UNSEEN = 'Maybe not seen';

export interface ListedRow {
  address: string;
  ticked: boolean;
  /** Tagged "Hidden by the page". */
  hidden: boolean;
  /** Tagged "Maybe not seen". */
  unseen: boolean;
}

/** Runs a right-click and returns the Trim window it opened, once its list shows. */
export async function reviewAfter(trim: TrimBrowser, click: () => Promise<void>): Promise<Page> {
  const opened = trim.context.waitForEvent('page', { predicate: (page) => page.url().includes('/text-review.html'), timeout: 15_000 });
  await click();
  const review = await opened;
  await review.getByRole('group', { name: 'Addresses' }).waitFor();
  return review;
}

/** Each address the window lists, with whether it is ticked and how it is tagged. */
export async function listed(review: Page): Promise<ListedRow[]> {
  const rows = review.getByRole('group', { name: 'Addresses' }).getByRole('listitem');
  const out: ListedRow[] = [];
  for (const row of await rows.all()) {
    const text = (await row.innerText()).trim();
    out.push({
      address: text.replace(HIDDEN, '').replace(UNSEEN, '').trim(),
      ticked: await row.getByRole('checkbox').isChecked(),
      hidden: text.includes(HIDDEN),
      unseen: text.includes(UNSEEN),
    });
  }
  return out;
}

/** Ticks the box of `address` (its name is the address, then any tag). */
export async function tick(review: Page, address: string): Promise<void> {
  const escaped = address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await review.getByRole('checkbox', { name: new RegExp(`^${escaped}(\\s|$)`) }).check();
}

/** Presses the window's "Shorten N addresses" and waits for it to close. */
export async function confirm(review: Page, count: number): Promise<void> {
  const closed = review.waitForEvent('close');
  await review.getByRole('button', { name: `Shorten ${count} ${count === 1 ? 'address' : 'addresses'}`, exact: true }).click();
  await closed;
}

/** Presses Cancel and waits for the window to close. */
export async function cancel(review: Page): Promise<void> {
  const closed = review.waitForEvent('close');
  await review.getByRole('button', { name: 'Cancel', exact: true }).click();
  await closed;
}

/** Whether a review window is open. */
export const reviewOpen = (trim: TrimBrowser): boolean => trim.context.pages().some((page) => page.url().includes('/text-review.html'));

/** Selects the contents of the element `selector` on `page`, and returns the selection's text as the browser reports it. */
export function selectAll(page: Page, selector: string): Promise<string> {
  return page.evaluate((target) => {
    getSelection()!.selectAllChildren(document.querySelector(target)!);
    return getSelection()!.toString();
  }, selector);
}
