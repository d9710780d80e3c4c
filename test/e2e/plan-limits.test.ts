import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible, screenshot } from './manage-helpers';
import { apiRequests, lookupSettled, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Users whose plan or API key leaves out part of the service: each surface says so once, up
// front, and offers nothing that can only fail; a scoped key is never a bad key.

let session: TrimSession;
const pages: Page[] = [];
const track = (page: Page) => (pages.push(page), page);

async function signInAs(options: Parameters<TrimSession['sandbox']['addUser']>[0]) {
  const user = session.sandbox.addUser(options);
  await session.configure({ connection: { baseUrl: session.sandbox.url, apiKey: user.apiKey } });
  const sw = await session.trim.serviceWorker();
  await sw.evaluate(() => chrome.storage.local.remove('reference:sandbox'));
  await session.countFromHere();
}

beforeAll(async () => {
  session = await startSession();
});
afterAll(async () => {
  await session?.close();
});
afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

describe('a plan without campaigns and channels', () => {
  it('the manage page says so instead of offering a form that can only fail', async () => {
    await signInAs({ lacks: ['campaigns', 'channels'] });
    const page = track(await session.trim.openPage('manage.html?section=campaigns'));
    await page.getByText('Your plan does not include campaigns').waitFor();
    expect(await page.getByRole('button', { name: /New campaign|Create campaign/ }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await expectAccessible(page, 'campaigns the plan lacks');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `plan-lacks-campaigns-${scheme}`);
    }
  });

  it('the popup leaves their pickers out and says why in one line', async () => {
    await signInAs({ lacks: ['campaigns', 'channels'] });
    const page = track(await session.openPopup('https://example.com/plan-limits'));
    await lookupSettled(page);
    await page.getByText('More options').click();
    await page.getByText('Your plan does not include campaigns and channels.').waitFor();
    expect(await page.getByRole('combobox', { name: 'Campaign', exact: true }).count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Channel', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
  });
});

describe('a key scoped away from campaigns', () => {
  it('is a good key: the options page signs in and tells, on request only, which areas it can use', async () => {
    await signInAs({ scopes: ['account', 'links', 'domains', 'channels', 'pixels', 'overlays', 'splash'] });
    const page = track(await session.openOptions());
    await page.getByRole('button', { name: 'Check what this key can use' }).waitFor();
    // The page's own load of the lists (a cold cache) settles first; the check is counted alone.
    await page
      .getByRole('status')
      .filter({ hasText: /Lists loaded/ })
      .waitFor();
    const before = apiRequests(session).length;
    await page.getByRole('button', { name: 'Check what this key can use' }).click();
    const list = page.getByRole('list', { name: 'What this key can use' });
    await list.getByText('Campaigns: not allowed for this key').waitFor();
    await list.getByText('Links: available').waitFor();
    // Files are out of this key's scopes too, and said the same way.
    await list.getByText('Files: not allowed for this key').waitFor();
    await page.getByText('7 of 9 areas available.').waitFor();
    // Ten areas asked; QR codes, which this (documented) service does not have, are not counted.
    await poll(() => apiRequests(session).length - before).toBe(10);
    expect(await page.getByText(/valid API key/).count()).toBe(0);
  });

  it('the manage page names the key, not the plan', async () => {
    await signInAs({ scopes: ['account', 'links', 'domains', 'channels', 'pixels', 'overlays', 'splash'] });
    const page = track(await session.trim.openPage('manage.html?section=campaigns'));
    await page.getByText('This API key cannot use campaigns').waitFor();
    expect(await page.getByRole('button', { name: /New campaign|Create campaign/ }).count()).toBe(0);
  });

  it("files out of the key's scopes get the same tidy notice, not the upload form above an error", async () => {
    await signInAs({ scopes: ['account', 'links', 'domains', 'channels', 'pixels', 'overlays', 'splash'] });
    const page = track(await session.trim.openPage('manage.html?section=files'));
    await page.getByText('This API key cannot use files').waitFor();
    expect(await page.getByText('Upload a file').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
