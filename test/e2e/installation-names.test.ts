import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './manage-helpers';
import { poll, storedSettings } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// An installation's name: left blank it is the account's (username@host) and follows the
// account when the key changes; typed, it is the user's and stays.

let session: TrimSession;
let page: Page;
let alice: string;
let bob: string;
let host: string;

beforeAll(async () => {
  session = await startSession({ configured: false, sandbox: { rateLimit: 10_000 } });
  alice = session.sandbox.addUser({ username: 'alice' }).apiKey;
  bob = session.sandbox.addUser({ username: 'bob' }).apiKey;
  host = new URL(session.sandbox.url).host;
});
afterAll(() => session?.close());

beforeEach(async () => {
  await session.trim.serviceWorker().then((sw) => sw.evaluate(() => chrome.storage.local.clear()));
  page = await session.openOptions();
  await page.getByRole('button', { name: 'Save' }).waitFor();
});
afterEach(() => page?.close());

async function save(fields: { name?: string; apiKey: string; baseUrl?: string }, who: string) {
  if (fields.baseUrl !== undefined) await page.getByLabel('Base URL').fill(fields.baseUrl);
  if (fields.name !== undefined) await page.getByLabel(/^Name/).fill(fields.name);
  await page.getByLabel('API key', { exact: true }).fill(fields.apiKey);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('region', { name: `Signed in as ${who}` }).waitFor();
}

const names = async () => (await storedSettings(session))?.installations.map((one) => one.name);

describe('options: installation names', () => {
  it('a name left blank follows the account when the key changes; a second account of the first name is not numbered', async () => {
    await save({ baseUrl: session.sandbox.url, name: '', apiKey: alice }, 'alice');
    await poll(names).toEqual([`alice@${host}`]);

    await page.reload();
    await page.getByLabel('API key', { exact: true }).waitFor();
    await save({ apiKey: bob }, 'bob');
    await poll(names).toEqual([`bob@${host}`]);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe(`bob@${host}`);

    await page.getByRole('button', { name: 'Add installation' }).click();
    await save({ baseUrl: session.sandbox.url, apiKey: alice }, 'alice');
    await poll(names).toEqual([`bob@${host}`, `alice@${host}`]);
    await page
      .getByRole('list', { name: 'Installations' })
      .getByRole('button', { name: new RegExp(`^alice@`) })
      .waitFor();

    await mkdir(SCREENSHOT_DIR, { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `options-installation-names-${scheme}.png`), fullPage: true, animations: 'disabled' });
    }
  });

  it('a name the user typed stays theirs through a change of key', async () => {
    await save({ baseUrl: session.sandbox.url, name: 'Work', apiKey: alice }, 'alice');
    await page.reload();
    await page.getByLabel('API key', { exact: true }).waitFor();
    await save({ apiKey: bob }, 'bob');
    await poll(names).toEqual(['Work']);
    expect(await page.getByLabel(/^Name/).inputValue()).toBe('Work');
  });

  it('saved again with the same account, an automatic name does not count itself taken', async () => {
    await save({ baseUrl: session.sandbox.url, name: '', apiKey: alice }, 'alice');
    await page.reload();
    await page.getByLabel('API key', { exact: true }).waitFor();
    await save({ apiKey: alice }, 'alice');
    await poll(names).toEqual([`alice@${host}`]);
  });
});
