import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storageValue } from '@/test/harness/extension';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { apiRequests, closeServer, closedPort, demo, htmlServer, poll, readyMarked, storedInstallation, storedSettings } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// The options page against the sandbox over real HTTP: checking the pair, each way it can be
// wrong, the defaults, preferences and the reset dialog.

let session: TrimSession;
let page: Page;

beforeAll(async () => {
  session = await startSession({ configured: false });
});

afterAll(async () => {
  await session?.close();
});

beforeEach(async () => {
  await session.trim.serviceWorker().then((sw) => sw.evaluate(() => chrome.storage.local.clear()));
  await session.countFromHere();
  session.sandbox.resetRateLimits();
  page = await session.openOptions();
  await page.getByRole('button', { name: 'Save' }).waitFor();
});

afterEach(async () => {
  await page?.close();
});

async function fill(baseUrl: string, apiKey: string) {
  await page.getByLabel('Base URL').fill(baseUrl);
  await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('button', { name: 'Save' }).click();
}

describe('options: connection', () => {
  it('a good key: signed in with email, username, plan and expiry; saved; one check request', async () => {
    expect(await readyMarked(page)).toBe(true);
    await fill(session.sandbox.url, session.sandbox.apiKey);
    const account = page.getByRole('region', { name: /Signed in as demo/ });
    await poll(() => account.isVisible()).toBe(true);
    await poll(() => account.textContent()).toContain('demo@trim.test');
    expect(await account.textContent()).toContain('Pro');
    expect(await account.textContent()).toMatch(/Expires/);
    const installation = await storedInstallation(session);
    expect(installation?.connection).toEqual({ baseUrl: session.sandbox.url, apiKey: session.sandbox.apiKey });
    expect(apiRequests(session).filter((r) => r.path === '/api/account')).toHaveLength(1);
    // The account from the check is cached, and only the lists are fetched after it.
    await poll(() => page.getByText(/Lists loaded/).isVisible()).toBe(true);
    expect(apiRequests(session).filter((r) => r.path === '/api/account')).toHaveLength(1);
    // Save spends the check and the lists the page shows: 6 requests, each once.
    expect(
      apiRequests(session)
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/api/account', '/api/campaigns', '/api/channels', '/api/domains', '/api/overlay', '/api/splash']);
  });

  it('an address pasted with /api at its end is saved without it, and the page says so', async () => {
    await fill(`${session.sandbox.url}/api`, session.sandbox.apiKey);
    await poll(() => page.getByText(/Trim removed “\/api” from the end of the address/).isVisible()).toBe(true);
    expect((await storedInstallation(session))?.connection.baseUrl).toBe(session.sandbox.url);
  });

  it('a wrong key: the server’s message and a hint, nothing saved, fields keep what was typed', async () => {
    await fill(session.sandbox.url, 'not-the-key');
    const alert = page.getByRole('alert');
    await poll(() => alert.textContent()).toContain('A valid API key is required');
    expect(await alert.textContent()).toMatch(/Developer API/);
    expect(await page.getByLabel('Base URL').inputValue()).toBe(session.sandbox.url);
    expect(await page.getByLabel('API key').inputValue()).toBe('not-the-key');
    expect((await storedInstallation(session))?.connection.apiKey ?? '').toBe('');
  });

  it('an unreachable host: says so, keeps the fields', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    await fill(url, 'some-key');
    await poll(() => page.getByRole('alert').textContent(), { timeout: 20_000 }).toContain('Could not reach the service');
    expect(await page.getByLabel('Base URL').inputValue()).toBe(url);
  });

  it('not this service (an HTML site): says the answer was unexpected', async () => {
    const { url, server } = await htmlServer();
    try {
      await fill(url, 'some-key');
      await poll(() => page.getByRole('alert').textContent()).toContain('Unexpected answer from the service');
      expect(await page.getByLabel('API key').inputValue()).toBe('some-key');
    } finally {
      await closeServer(server);
    }
  });

  it('empty or malformed fields: messages beside the fields, focus on the first, no request', async () => {
    await page.getByLabel('Base URL').fill('short.example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    const base = page.getByLabel('Base URL');
    await poll(() => base.getAttribute('aria-invalid')).toBe('true');
    expect(await base.evaluate((el) => el === document.activeElement)).toBe(true);
    const describedBy = (await base.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent()).toMatch(/https:\/\//);
    expect(await page.getByLabel('API key').getAttribute('aria-invalid')).toBe('true');
    await session.settled();
    expect(apiRequests(session)).toHaveLength(0);
  });

  it('warns that a plain http:// address sends the key in clear text', async () => {
    await page.getByLabel('Base URL').fill('https://short.example.com');
    expect(await page.getByText('This address uses plain http://').count()).toBe(0);
    await page.getByLabel('Base URL').fill('http://short.example.com');
    await poll(() => page.getByText('This address uses plain http://').isVisible()).toBe(true);
  });

  it('masks the key, with a show/hide toggle', async () => {
    const key = page.getByLabel('API key');
    expect(await key.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Show API key' }).click();
    expect(await key.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Hide API key' }).click();
    expect(await key.getAttribute('type')).toBe('password');
  });

  it('Enter in a field submits', async () => {
    await page.getByLabel('Base URL').fill(session.sandbox.url);
    await page.getByLabel('API key').fill(session.sandbox.apiKey);
    await page.getByLabel('API key').press('Enter');
    await poll(() => page.getByRole('region', { name: /Signed in as/ }).isVisible()).toBe(true);
  });
});

describe('options: defaults and preferences', () => {
  beforeEach(async () => {
    await fill(session.sandbox.url, session.sandbox.apiKey);
    await poll(() => page.getByText(/Lists loaded/).isVisible()).toBe(true);
  });

  it('defaults come from the cached lists and are saved', async () => {
    const { campaigns, channels, splashes, overlays } = demo(session);
    const campaign = campaigns[0]!;
    const channel = channels[0]!;
    await page.getByLabel('Campaign').selectOption(String(campaign.id));
    await page.getByLabel('Channel').selectOption(String(channel.id));
    await page.getByRole('radio', { name: 'Public' }).check();
    const type = page.getByLabel('Redirect type');
    // Custom splash pages and CTA overlays by name.
    expect(await type.locator('option').allTextContents()).toEqual(expect.arrayContaining([splashes[0]!.name, overlays[0]!.name]));
    await type.selectOption(`overlay-${overlays[0]!.id}`);
    await expect
      .poll(async () => (await storedInstallation(session))?.defaults)
      .toEqual({ ...DEFAULT_SHORTEN_DEFAULTS, campaign: campaign.id, channel: channel.id, status: 'public', type: `overlay-${overlays[0]!.id}` });
  });

  it('Refresh lists fetches them again (and only then)', async () => {
    await session.countFromHere();
    await page.reload();
    await page.getByRole('button', { name: 'Refresh lists' }).waitFor();
    await poll(() => page.getByText(/Lists loaded/).isVisible()).toBe(true);
    await session.settled();
    expect(apiRequests(session)).toHaveLength(0);
    await page.getByRole('button', { name: 'Refresh lists' }).click();
    await poll(
      () =>
        apiRequests(session)
          .map((r) => r.path)
          .sort(),
      // Only the lists the page shows: the account came with Save's check, pixels show nowhere here.
    ).toEqual(['/api/campaigns', '/api/channels', '/api/domains', '/api/overlay', '/api/splash']);
  });

  it('auto-copy, copy format and theme are saved; the theme applies at once', async () => {
    await page.getByRole('switch', { name: /Copy new short links automatically/ }).uncheck();
    await page.getByRole('radio', { name: /Markdown/ }).check();
    await page.getByRole('radio', { name: 'Dark' }).check();
    await poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect
      .poll(async () => {
        const s = await storedSettings(session);
        return [s?.autoCopy, s?.copyFormat, s?.theme];
      })
      .toEqual([false, 'markdown', 'dark']);
    await page.getByRole('radio', { name: 'System' }).check();
    await poll(() => page.evaluate(() => document.documentElement.dataset.theme ?? 'none')).toBe('none');
  });

  it('reset asks first; Escape cancels, Reset clears everything', async () => {
    const open = page.getByRole('button', { name: 'Reset all settings…' });
    await open.click();
    const dialog = page.getByRole('dialog', { name: 'Reset all settings?' });
    await poll(() => dialog.isVisible()).toBe(true);
    // The safe choice has focus.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    await page.keyboard.press('Escape');
    await poll(() => dialog.isVisible()).toBe(false);
    expect(await open.evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await storedInstallation(session))?.connection.apiKey).toBe(session.sandbox.apiKey);

    await open.click();
    await dialog.getByRole('button', { name: 'Reset' }).click();
    await poll(() => storageValue(session.trim, 'settings')).toBeUndefined();
    await poll(() => page.getByLabel('Base URL').inputValue()).toBe('');
    const keys = await session.trim.serviceWorker().then((sw) => sw.evaluate(async () => Object.keys(await chrome.storage.local.get(null))));
    expect(keys.filter((key) => /^(reference|rateLimit):/.test(key))).toEqual([]);
  });

  it('links to the manage page', async () => {
    expect(await page.getByRole('link', { name: /Manage links/ }).getAttribute('href')).toMatch(/manage\.html$/);
  });
});
