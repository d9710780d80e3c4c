import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clearLinkIndex } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { openManage, SCREENSHOT_DIR } from './manage-helpers';
import { lookupSettled, poll } from './popup-helpers';
import { popupAt } from './popup-views';
import { startSession, type TrimSession } from './support';

// A window spent by someone else (another tool with the same key): the link list says so in
// the right words, counts down, claims no emptiness it does not know, and asks once when the
// window reopens. A 3-request window of 8 s keeps the wait short; the countdown is real time.

const WINDOW_MS = 8_000;

let session: TrimSession;
const pages: Page[] = [];

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 3, windowMs: WINDOW_MS } });
  await mkdir(SCREENSHOT_DIR, { recursive: true });
});
afterAll(() => session?.close());
beforeEach(async () => {
  // No index, meter or cached lists from the test before.
  await session.configure();
  await clearLinkIndex(session.trim, SANDBOX_INSTALLATION);
  await (await session.trim.serviceWorker()).evaluate(() => chrome.storage.local.clear());
  await session.configure();
  session.sandbox.resetRateLimits();
  await session.countFromHere();
});
afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

/** Another tool spends the key's window: Trim learns of it only from a refusal. */
async function spendWindow() {
  for (let i = 0; i < 3; i++) await fetch(`${session.sandbox.url}/api/account`, { headers: { Authorization: `Bearer ${session.sandbox.apiKey}` } });
}

/** The link index's own reads (a refresh reads pages of 100, newest first). */
const indexReads = () => session.sandbox.requests().filter((r) => r.path === '/api/urls' && r.query['limit'] === '100' && r.status === 200);

/** The countdown's text, once it has moved on from `before`: it is live. */
async function movesOn(page: Page, locator: string, before: string) {
  await poll(() => page.locator(locator).textContent()).not.toBe(before);
}

describe('the link list in a spent window', () => {
  it('popup Recent: says the limit is spent, counts down, no "No links yet.", and loads once when the window reopens', async () => {
    await spendWindow();
    const page = await popupAt(session, 'https://example.com/blog/spent-window');
    pages.push(page);
    await lookupSettled(page);
    await page.getByRole('tab', { name: 'Recent' }).click();

    await page.getByRole('status').filter({ hasText: 'Not loaded yet: the request limit is spent.' }).waitFor();
    const wait = page.locator('.index-wait');
    const first = (await wait.textContent()) ?? '';
    expect(first).toMatch(/^Trim asks again in 0:0\d\.$/);
    expect(await page.getByText('No links yet.').count()).toBe(0);
    expect(await page.getByText(/nearly spent/).count()).toBe(0);
    await movesOn(page, '.index-wait', first);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `popup-recent-spent-${scheme}.png`), fullPage: true, animations: 'disabled' });
    }

    // The window reopens: one refresh, then the links.
    await page.getByRole('list', { name: 'Newest links' }).waitFor({ timeout: WINDOW_MS + 10_000 });
    expect(indexReads()).toHaveLength(1);
    expect(await wait.count()).toBe(0);
  });

  it('manage Links: a refresh the limit refused counts down instead of standing still, then goes once', async () => {
    await spendWindow();
    const page = await openManage(session, '?section=links');
    pages.push(page);
    const wait = page.locator('.index-wait');
    await wait.waitFor();
    const first = (await wait.textContent()) ?? '';
    expect(first).toMatch(/^Trim asks again in 0:0\d\.$/);
    // The index's line: no stored "Try again in 18 seconds." standing still (the list's own alert counts down apart).
    expect(await page.locator('.index-status').textContent()).not.toMatch(/Try again/);
    await movesOn(page, '.index-wait', first);

    await page
      .getByRole('status')
      .filter({ hasText: /^20 links · updated/ })
      .waitFor({ timeout: WINDOW_MS + 10_000 });
    expect(indexReads()).toHaveLength(1);
  });
});
