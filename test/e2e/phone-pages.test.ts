import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SECTIONS } from '@/lib/manage/route';
import { overflowingElements } from './locale-helpers';
import { expectAccessible } from './manage-helpers';
import { startSession, type TrimSession } from './support';
import { expectPhone, phonePage } from './touch-helpers';

// Issue #36: on Firefox for Android the options and manage pages open in a tab of a phone's
// width. At 360 px neither may scroll sideways nor have an element sticking out, and both pass axe.

const DIR = path.resolve('test-results/screenshots');

async function problemsOf(page: Page, name: string): Promise<string[]> {
  const found = (await overflowingElements(page)).map((problem) => `${name}: ${problem}`);
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(scheme === 'dark');
    await expectAccessible(page, `${name} at 360 px (${scheme})`);
    await page.screenshot({ path: path.join(DIR, `phone-${name}-${scheme}.png`), fullPage: true, animations: 'disabled' });
  }
  await page.emulateMedia({ colorScheme: null, reducedMotion: null });
  return found;
}

describe('the options and manage pages at 360 px', () => {
  let session: TrimSession;
  beforeAll(async () => {
    await mkdir(DIR, { recursive: true });
    session = await startSession({ sandbox: { rateLimit: 10_000 } });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('the options page fits', async () => {
    const page = await phonePage(session, 'options.html');
    await page.locator('h1').first().waitFor();
    await session.settled();
    expect(await problemsOf(page, 'options')).toEqual([]);
    await page.close();
  });

  it('every section of the manage page fits', async () => {
    const page = await phonePage(session, 'manage.html');
    const problems: string[] = [];
    for (const section of SECTIONS) {
      await page.goto(`chrome-extension://${session.trim.extensionId}/manage.html?section=${section}`);
      await expectPhone(page);
      await page.locator('h1').first().waitFor();
      await session.settled();
      problems.push(...(await problemsOf(page, `manage-${section}`)));
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  it('on Firefox for Android, says preferences and templates stay on this device', async () => {
    // Android stores storage.sync but never syncs it; the page learns the platform from the browser.
    const page = await phonePage(session, 'options.html');
    await page.locator('h1').first().waitFor();
    await session.settled();
    await page.getByText('Firefox for Android keeps these preferences on this device: it does not sync them to your other browsers.', { exact: false }).waitFor();
    await page.getByText('Firefox for Android keeps your templates on this device', { exact: false }).waitFor();
    expect(await page.getByText('sync with your other browsers', { exact: false }).count()).toBe(0);
    expect(await page.getByText('Your templates sync with your other browsers', { exact: false }).count()).toBe(0);
    await page.close();
  });

  it('on the desktop, says preferences and templates sync', async () => {
    const page = await session.trim.context.newPage();
    await page.goto(`chrome-extension://${session.trim.extensionId}/options.html`);
    await page.locator('h1').first().waitFor();
    await session.settled();
    await page.getByText('These preferences sync with your other browsers', { exact: false }).waitFor();
    await page.getByText('Your templates sync with your other browsers', { exact: false }).waitFor();
    // (Your links on this device is another section, about the index: it never syncs.)
    const synced = page.locator('section[aria-labelledby="preferences-heading"], section[aria-labelledby="utm-templates-heading"]');
    expect(await synced.getByText('on this device', { exact: false }).count()).toBe(0);
    await page.close();
  });
});
