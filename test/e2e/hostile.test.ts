import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { json, startServer, type LocalServer } from '@/test/e2e/helpers/servers';
import { demo } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Strings from the service are data, never markup. Each piece of text the service controls
// (a link's title and description, campaign, channel, splash and overlay names, an error
// message) carries HTML that would run script if it were ever parsed: each must show as the
// literal characters, create no element, and run nothing, in the popup, the options page and
// the manage page. (The pages' CSP would block the inline script even if it were parsed, so the
// tests check the DOM itself, not only that nothing ran.)

const PAYLOADS = {
  title: '<img src=x onerror="window.__pwned=1"> title',
  description: '<script>window.__pwned=1</script> description',
  campaign: '<img src=x onerror="window.__pwned=1"> campaign',
  channel: '<script>window.__pwned=1</script> channel',
  splash: '<svg onload="window.__pwned=1"></svg> splash',
  overlay: '<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe> overlay',
  message: '<img src=x onerror="window.__pwned=1"> message',
} as const;

let session: TrimSession;
let hostile: LocalServer;
const pages: Page[] = [];
const consoleLines: string[] = [];

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
  session.trim.context.on('console', (message) => consoleLines.push(message.text()));
  const mine = demo(session);
  const newest = [...mine.links].sort((a, b) => b.date - a.date)[0]!;
  newest.title = PAYLOADS.title;
  // What the service reports as a link's description is its meta description.
  newest.metadescription = PAYLOADS.description;
  mine.campaigns[0]!.name = PAYLOADS.campaign;
  mine.channels[0]!.name = PAYLOADS.channel;
  mine.splashes[0]!.name = PAYLOADS.splash;
  mine.overlays[0]!.name = PAYLOADS.overlay;
  // A service whose every answer is a refusal with markup in its message.
  hostile = await startServer((_req, res) => json(res, { error: 1, message: PAYLOADS.message }));
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
  await session.configure();
});

afterAll(async () => {
  await hostile?.close();
  await session?.close();
});

async function open(path: string): Promise<Page> {
  const page = await session.trim.openPage(path);
  pages.push(page);
  return page;
}

/** Nothing ran and no element came out of a payload: the page's DOM holds only text. */
async function expectInert(page: Page): Promise<void> {
  const dom = await page.evaluate(() => ({
    pwned: (window as { __pwned?: unknown }).__pwned,
    injected: document.querySelectorAll('img[src="x"], [onerror], [onload], iframe[srcdoc], script:not([src])').length,
  }));
  expect(dom).toEqual({ pwned: undefined, injected: 0 });
}

/** The payload appears as exactly these characters in some element's text. */
async function expectLiteral(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The payload is the label of an option of the named select. */
async function expectOption(page: Page, select: string, text: string): Promise<void> {
  const labels = await page.getByRole('combobox', { name: select, exact: true }).locator('option').allTextContents();
  expect(labels).toContain(text);
}

describe('server-supplied markup is shown as text', () => {
  it('popup: pickers, recent links and an error message', async () => {
    const page = await open(`popup.html?url=${encodeURIComponent('https://example.com/hostile')}`);
    await page.getByRole('button', { name: 'Shorten', exact: true }).waitFor();
    await page.getByText('More options').click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Campaign' }).locator('option').count()).toBeGreaterThan(1);
    await expectOption(page, 'Campaign', PAYLOADS.campaign);
    await expectOption(page, 'Channel', PAYLOADS.channel);
    await expectOption(page, 'Redirect type', PAYLOADS.splash);
    await expectOption(page, 'Redirect type', PAYLOADS.overlay);
    await page.getByRole('tab', { name: 'Recent' }).click();
    await page.getByRole('list', { name: 'Newest links' }).waitFor();
    await expectLiteral(page, PAYLOADS.title);
    await expectInert(page);

    await session.configure({ connection: { baseUrl: hostile.url, apiKey: 'any-key' } });
    const failing = await open(`popup.html?url=${encodeURIComponent('https://example.com/hostile-error')}`);
    await failing.getByRole('button', { name: 'Shorten', exact: true }).click();
    await failing.getByRole('alert').filter({ hasText: PAYLOADS.message }).waitFor();
    await expectLiteral(failing, PAYLOADS.message);
    await expectInert(failing);
  });

  it('options: the defaults dropdowns and an error message', async () => {
    const page = await open('options.html');
    await page.getByText(/Lists loaded/).waitFor();
    await expectOption(page, 'Campaign', PAYLOADS.campaign);
    await expectOption(page, 'Channel', PAYLOADS.channel);
    await expectOption(page, 'Redirect type', PAYLOADS.splash);
    await expectOption(page, 'Redirect type', PAYLOADS.overlay);
    await expectInert(page);

    await page.getByLabel('Base URL').fill(hostile.url);
    await page.getByLabel('API key').fill('any-key');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: PAYLOADS.message }).waitFor();
    await expectLiteral(page, PAYLOADS.message);
    await expectInert(page);
  });

  it('manage: links, a link in full, campaigns, channels, overlays and splash pages, an error message', async () => {
    const newest = [...demo(session).links].sort((a, b) => b.date - a.date)[0]!;
    const views: [string, string[]][] = [
      ['?section=links', [PAYLOADS.title]],
      [`?section=links&id=${newest.id}`, [PAYLOADS.title, PAYLOADS.description]],
      ['?section=campaigns', [PAYLOADS.campaign]],
      ['?section=channels', [PAYLOADS.channel]],
      ['?section=redirects', [PAYLOADS.overlay, PAYLOADS.splash]],
    ];
    for (const [query, texts] of views) {
      const page = await open(`manage.html${query}`);
      for (const text of texts) await expectLiteral(page, text);
      await expectInert(page);
    }

    await session.configure({ connection: { baseUrl: hostile.url, apiKey: 'any-key' } });
    const failing = await open('manage.html?section=links');
    await failing.getByRole('alert').filter({ hasText: PAYLOADS.message }).waitFor();
    await expectLiteral(failing, PAYLOADS.message);
    await expectInert(failing);
  });

  it('no page reported a blocked inline script or a request for a payload image', () => {
    const suspicious = consoleLines.filter((line) => /Content Security Policy|inline|__pwned|\/x\b/.test(line));
    expect(suspicious).toEqual([]);
  });
});
