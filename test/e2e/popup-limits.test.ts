import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiRequests, closeServer, demo, lookupSettled, poll, primeReference } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// The popup under the service's limits and faults, and with hostile strings from the server:
// the form is never lost, the limit counts down and one click finishes, markup stays text.

const WINDOW_MS = 4000;
const HOSTILE_IMG = '<img src=x onerror=alert(1)>';
const HOSTILE_SCRIPT = '<script>alert(1)</script>';

let session: TrimSession;
const pages: Page[] = [];
const dialogs: string[] = [];

async function popup(url: string): Promise<Page> {
  const page = await session.openPopup(url);
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  pages.push(page);
  await lookupSettled(page);
  return page;
}

const linkTo = (url: string) => session.sandbox.store.state.links.filter((l) => l.longUrl === url);

beforeAll(async () => {
  session = await startSession({ sandbox: { windowMs: WINDOW_MS } });
  await primeReference(session);
});

afterAll(async () => {
  await session?.close();
});

beforeEach(async () => {
  await session.configure();
  session.sandbox.setRateLimit(30);
  session.sandbox.resetRateLimits();
  session.sandbox.clearFaults();
  await session.countFromHere();
  dialogs.length = 0;
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

describe('popup: rate limit', () => {
  it('a quiet meter when few requests remain', async () => {
    session.sandbox.setRateLimit(6);
    const page = await popup('https://example.com/meter');
    await page.getByText('5 of 6 requests left this minute').waitFor();
    expect(await page.getByRole('meter', { name: 'Requests left this minute' }).getAttribute('value')).toBe('5');
  });

  it('limit reached: a countdown, the form kept, Shorten re-enabled at the reset; one click finishes', async () => {
    const url = 'https://example.com/limited';
    const page = await popup(url);
    await page.getByLabel('Custom alias').fill('limited-link');
    session.sandbox.setRateLimit(1); // the lookup spent the window's only request
    const shorten = page.getByRole('button', { name: 'Shorten', exact: true });
    await shorten.click();

    await page.getByText('Request limit reached').waitFor();
    expect(await page.locator('.countdown').textContent()).toMatch(/^0:0[1-5]$/);
    expect(await shorten.isDisabled()).toBe(true);
    expect(await page.getByLabel('Custom alias').inputValue()).toBe('limited-link');
    expect(linkTo(url)).toHaveLength(0);

    await poll(() => shorten.isEnabled(), { timeout: WINDOW_MS + 4000, interval: 250 }).toBe(true);
    expect(await page.getByText('Request limit reached').count()).toBe(0);
    await session.countFromHere();
    await shorten.click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(linkTo(url)).toMatchObject([{ alias: 'limited-link' }]);
    expect(apiRequests(session)).toHaveLength(1);
  });
});

describe('popup: limit already spent when the popup opens', () => {
  it('counts down from the start, then one click finishes', async () => {
    const url = 'https://example.com/spent-on-open';
    session.sandbox.setRateLimit(0);
    const page = await session.openPopup(url);
    pages.push(page);
    await page.getByText('Request limit reached').waitFor();
    const shorten = page.getByRole('button', { name: 'Shorten', exact: true });
    expect(await shorten.isDisabled()).toBe(true);
    session.sandbox.setRateLimit(30);
    await poll(() => shorten.isEnabled(), { timeout: WINDOW_MS + 4000, interval: 250 }).toBe(true);
    await session.countFromHere();
    await shorten.click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(linkTo(url)).toHaveLength(1);
    expect(apiRequests(session).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/url/add']);
  });
});

describe('popup: faults keep the form and a retry makes one link', () => {
  it.each([
    ['html500', 'The service had an internal error'],
    ['truncated', 'The answer from the service was cut off'],
    ['slow', 'The service took too long to answer'],
  ] as const)('%s on shorten: its own message and hint, the form kept, a retry makes one link', async (kind, title) => {
    const url = `https://example.com/fault-${kind}`;
    const page = await popup(url);
    await page.getByLabel('Custom alias').fill(`fault-${kind}`);
    session.sandbox.inject({ kind, count: 1, match: '/api/url/add', delayMs: 20_000 });
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 25_000 });
    expect(await alert.textContent()).toContain(title);
    expect(await page.getByLabel('Custom alias').inputValue()).toBe(`fault-${kind}`);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(linkTo(url)).toHaveLength(1);
  });

  it('a dropped connection: never two links (Chromium may resend on a fresh socket by itself)', async () => {
    const url = 'https://example.com/fault-drop';
    const page = await popup(url);
    session.sandbox.inject({ kind: 'drop', count: 1, match: '/api/url/add' });
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    const outcome = page.getByRole('alert').or(page.getByRole('textbox', { name: 'Short link' }));
    await outcome.first().waitFor({ timeout: 25_000 });
    if (await page.getByRole('alert').count()) {
      expect(await page.getByRole('alert').textContent()).toContain('Could not reach the service');
      await page.getByRole('button', { name: 'Shorten', exact: true }).click();
      await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    }
    expect(linkTo(url)).toHaveLength(1);
  });
});

/** A server that is the service in shape but answers with hostile strings. */
async function hostileService(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.startsWith('/api/urls')) {
      res.end(JSON.stringify({ error: '0', data: { result: 0, perpage: 10, currentpage: 1, nextpage: null, maxpage: 1, urls: [] } }));
    } else {
      res.end(JSON.stringify({ error: 1, message: `${HOSTILE_SCRIPT}${HOSTILE_IMG}` }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('popup: hostile strings from the server are text', () => {
  it('link title, campaign and channel names with markup show literally and never run', async () => {
    const mine = demo(session);
    const link = mine.links.find((l) => l.alias === 'meetup')!;
    const campaign = mine.campaigns[0]!;
    const channel = mine.channels[0]!;
    const saved = [link.title, campaign.name, channel.name] as const;
    link.title = `${HOSTILE_IMG} title`;
    campaign.name = `${HOSTILE_SCRIPT} campaign`;
    channel.name = `${HOSTILE_IMG} channel`;
    try {
      const sw = await session.trim.serviceWorker();
      await sw.evaluate(() => chrome.storage.local.remove('reference:sandbox'));
      const page = await session.openPopup(link.longUrl);
      pages.push(page);
      await page.getByRole('heading', { name: 'You already shortened this page' }).waitFor();
      await page.getByText('Organise').click();
      const campaignSelect = page.getByRole('combobox', { name: 'Campaign', exact: true });
      await poll(() => campaignSelect.locator('option').allTextContents()).toContain(`${HOSTILE_SCRIPT} campaign`);
      expect(await page.getByRole('combobox', { name: 'Channel', exact: true }).locator('option').allTextContents()).toContain(`${HOSTILE_IMG} channel`);
      await page.getByRole('tab', { name: 'Recent' }).click();
      await page.getByText(`${HOSTILE_IMG} title`, { exact: true }).waitFor();
      expect(await page.locator('img, script:not([src])').count()).toBe(0);
      expect(dialogs).toEqual([]);
    } finally {
      [link.title, campaign.name, channel.name] = saved;
    }
  });

  it('a server error message with markup is shown as text in the alert', async () => {
    const hostile = await hostileService();
    try {
      await session.configure({ connection: { baseUrl: hostile.url, apiKey: 'k' } });
      const page = await popup('https://example.com/hostile-error');
      await page.getByRole('button', { name: 'Shorten', exact: true }).click();
      const alert = page.getByRole('alert');
      await poll(() => alert.textContent()).toContain(`${HOSTILE_SCRIPT}${HOSTILE_IMG}`);
      expect(await page.locator('img, script:not([src])').count()).toBe(0);
      expect(dialogs).toEqual([]);
    } finally {
      await closeServer(hostile.server);
    }
  });
});
