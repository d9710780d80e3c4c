import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SHORTEN_DEFAULTS, type Installation } from '@/lib/settings/schema';
import { badgeText, clickMenu, clickMenuBurst, menusShown, notifications, runCommand, stopServiceWorkers, storageValue } from '@/test/harness/extension';
import { startSandbox, type Sandbox } from '@/test/sandbox';
import type { RecordedRequest } from '@/test/sandbox/request-log';
import { lookupSettled, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Issue 13: two installations side by side, one of each flavor on two origins (127.0.0.1 and
// localhost), each with its own key. Every journey goes to the installation chosen for it, and
// each service only ever sees its own key.

const KEY_A = 'sk-alpha-installation-1111';
const KEY_B = 'sk-beta-installation-2222';

let session: TrimSession;
let beta: Sandbox;
const pages: Page[] = [];
/** Every request each service saw, over all the journeys (the last test sweeps them for keys). */
const seen = { alpha: [] as RecordedRequest[], beta: [] as RecordedRequest[] };

const alpha = () => session.sandbox;
const installationA = (): Installation => ({ id: 'alpha', name: 'Alpha', connection: { baseUrl: alpha().url, apiKey: KEY_A }, defaults: DEFAULT_SHORTEN_DEFAULTS });
const installationB = (): Installation => ({ id: 'beta', name: 'Beta', connection: { baseUrl: beta.url, apiKey: KEY_B }, defaults: DEFAULT_SHORTEN_DEFAULTS });
const linksIn = (sandbox: Sandbox, url: string) => sandbox.store.state.links.filter((link) => link.longUrl === url);
const apiCalls = (sandbox: Sandbox) => sandbox.requests().filter((r) => r.path.startsWith('/api/'));

beforeAll(async () => {
  session = await startSession({ sandbox: { apiKey: KEY_A, rateLimit: 10_000, windowMs: 3_000 }, configured: false });
  beta = await startSandbox({ port: 0, host: 'localhost', flavor: 'field', apiKey: KEY_B, rateLimit: 10_000 });
});

afterAll(async () => {
  await beta?.close();
  await session?.close();
});

beforeEach(async () => {
  await session.configure({ installations: [installationA(), installationB()] });
  alpha().setRateLimit(10_000);
  await session.trim.serviceWorker().then((sw) => sw.evaluate(() => chrome.storage.local.remove(['lastInstallation', 'queue'])));
  for (const sandbox of [alpha(), beta]) {
    sandbox.clearRequests();
    sandbox.clearFaults();
    sandbox.resetRateLimits();
  }
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
  seen.alpha.push(...alpha().requests());
  seen.beta.push(...beta.requests());
});

async function open(path: string): Promise<Page> {
  const page = await session.trim.openPage(path);
  pages.push(page);
  return page;
}

const popup = (url: string) => open(`popup.html?url=${encodeURIComponent(url)}`);

describe('the popup with two installations', () => {
  it('shortens and shows stats with the installation chosen in the switcher, and remembers it', async () => {
    const url = 'https://example.com/installations/popup';
    const page = await popup(url);
    const switcher = page.getByRole('combobox', { name: 'Installation' });
    expect(await switcher.locator('option').allTextContents()).toEqual(['Alpha', 'Beta']);
    expect(await switcher.inputValue()).toBe('alpha');
    await lookupSettled(page);

    for (const [id, sandbox, other] of [
      ['alpha', alpha(), beta],
      ['beta', beta, alpha()],
    ] as const) {
      if (id === 'beta') {
        // From the keyboard: focus the switcher and pick the next one.
        await switcher.focus();
        await page.keyboard.press('ArrowDown');
        await poll(() => switcher.inputValue()).toBe('beta');
        await lookupSettled(page);
      }
      await page.getByRole('button', { name: 'Shorten', exact: true }).click();
      const shortLink = page.getByRole('textbox', { name: 'Short link' });
      await poll(() => shortLink.inputValue()).toMatch(new RegExp(`^${sandbox.url}/`));
      expect(linksIn(sandbox, url)).toHaveLength(1);
      expect(linksIn(other, url)).toHaveLength(id === 'alpha' ? 0 : 1);

      await page.getByRole('tab', { name: 'Stats' }).click();
      await poll(() => page.getByRole('tabpanel').textContent()).toContain('Unique clicks');
      expect(apiCalls(sandbox).some((r) => r.path === `/api/url/${linksIn(sandbox, url)[0]!.id}` && r.method === 'GET')).toBe(true);
      await page.getByRole('tab', { name: 'Link' }).click();
    }

    // Opened again, the popup is on Beta and finds the link there.
    const again = await popup(url);
    expect(await again.getByRole('combobox', { name: 'Installation' }).inputValue()).toBe('beta');
    await poll(() => again.getByRole('heading', { name: 'You already shortened this page' }).isVisible()).toBe(true);
  });

  it('with three, ArrowDown on the switcher steps through them and focus stays on it', async () => {
    const gamma: Installation = { ...installationB(), id: 'gamma', name: 'Gamma' };
    await session.configure({ installations: [installationA(), installationB(), gamma] });
    const page = await popup('https://example.com/installations/three');
    const switcher = page.getByRole('combobox', { name: 'Installation' });
    await lookupSettled(page);
    await switcher.focus();
    for (const id of ['beta', 'gamma']) {
      await page.keyboard.press('ArrowDown');
      await poll(() => switcher.inputValue()).toBe(id);
      await lookupSettled(page);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('popup-installation');
    }
  });

  it('switching to an installation with a fresh cache costs one request: the lookup', async () => {
    const url = 'https://example.com/installations/switch';
    // A first popup on each fills its lists.
    for (const id of ['beta', 'alpha']) {
      const first = await popup(url);
      await first.getByRole('combobox', { name: 'Installation' }).selectOption(id);
      await lookupSettled(first);
      await poll(async () => (await storageValue<{ fetchedAtByKind: { domains?: number } }>(session.trim, `reference:${id}`))?.fetchedAtByKind.domains ?? 0).toBeGreaterThan(0);
      await first.close();
    }
    const page = await popup(url);
    await lookupSettled(page);
    beta.clearRequests();
    await page.getByRole('combobox', { name: 'Installation' }).selectOption('beta');
    await lookupSettled(page);
    // The lookup is the one request; the cached lists answer the rest.
    expect(apiCalls(beta).map((r) => r.method)).toEqual(['GET']);
  });

  it('with one installation, shows no switcher', async () => {
    await session.configure({ installations: [installationA()] });
    const page = await popup('https://example.com/installations/one');
    await lookupSettled(page);
    expect(await page.getByRole('combobox', { name: 'Installation' }).count()).toBe(0);
  });
});

describe('the right-click menu with two installations', () => {
  it('offers "… with ▸" one entry per installation, default first, and each goes to its own', async () => {
    await session.configure({ installations: [installationA(), installationB()], defaultInstallation: 'beta' });
    await poll(async () => (await menusShown(session.trim)).find((item) => item.id === 'trim-shorten-link@beta')?.title).toBe('Beta (default)');
    const link = (await menusShown(session.trim)).filter((item) => item.id === 'trim-shorten-link' || item.parentId === 'trim-shorten-link');
    expect(link.map((item) => item.title)).toEqual(['Shorten link with', 'Beta (default)', 'Alpha']);

    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link@alpha', linkUrl: 'https://example.com/installations/menu-alpha' });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-page@beta', pageUrl: 'https://example.com/installations/menu-beta' });
    // The keyboard command uses the default installation.
    await runCommand(session.trim, 'shorten-current-tab', { url: 'https://example.com/installations/command' });
    expect(linksIn(alpha(), 'https://example.com/installations/menu-alpha')).toHaveLength(1);
    expect(linksIn(beta, 'https://example.com/installations/menu-beta')).toHaveLength(1);
    expect(linksIn(beta, 'https://example.com/installations/command')).toHaveLength(1);
    expect(linksIn(alpha(), 'https://example.com/installations/command')).toHaveLength(0);

    // Back to one installation: the five plain items.
    await session.configure({ installations: [installationA()] });
    await poll(async () => (await menusShown(session.trim)).map((item) => item.id)).toEqual([
      'trim-shorten-link',
      'trim-shorten-page',
      'trim-shorten-image',
      'trim-shorten-selection',
      'trim-shorten-text',
      'trim-open',
    ]);
  });

  it('a 45-link burst over both, one at a spent limit: each link made once, the other not held back', { timeout: 90_000 }, async () => {
    alpha().setRateLimit(0);
    const urls = Array.from({ length: 45 }, (_, i) => `https://example.com/installations/burst/${i + 1}`);
    const toAlpha = (i: number) => i % 3 === 0;
    await clickMenuBurst(
      session.trim,
      urls.map((linkUrl, i) => ({ menuItemId: `trim-shorten-link@${toAlpha(i) ? 'alpha' : 'beta'}`, linkUrl })),
    );
    const made = (sandbox: Sandbox) => urls.filter((url) => linksIn(sandbox, url).length > 0);
    // Beta's 30 links are all made while Alpha's window stays spent.
    await poll(() => made(beta).length, { timeout: 30_000 }).toBe(30);
    expect(made(alpha())).toEqual([]);
    await poll(() => badgeText(session.trim)).toBe('15');

    // The worker stops while Alpha's links wait: storage and the alarm carry them on.
    await stopServiceWorkers(session.trim);
    alpha().setRateLimit(10_000);
    await poll(() => made(alpha()).length, { timeout: 60_000, interval: 500 }).toBe(15);
    for (const [i, url] of urls.entries()) {
      expect(linksIn(toAlpha(i) ? alpha() : beta, url), url).toHaveLength(1);
      expect(linksIn(toAlpha(i) ? beta : alpha(), url), url).toHaveLength(0);
    }
    await poll(async () => (await storageValue<{ items: unknown[] }>(session.trim, 'queue'))?.items.length).toBe(0);
  });
});

describe('the options page with several installations', () => {
  it('adds one next to the first, refuses a duplicate name, makes it the default, and removes it with its key and lists', async () => {
    await session.configure({ installations: [installationA()] });
    const page = await open('options.html');
    // One installation: the page as before, with its Name field and no list.
    await page.getByRole('heading', { name: 'Connection' }).waitFor();
    expect(await page.getByRole('list', { name: 'Installations' }).count()).toBe(0);
    expect(await page.getByLabel('Base URL').inputValue()).toBe(alpha().url);

    await page.getByRole('button', { name: 'Add installation' }).click();
    expect(await page.getByLabel('Base URL').inputValue()).toBe('');
    await page.getByLabel(/^Name/).fill('alpha');
    await page.getByLabel('Base URL').fill(beta.url);
    await page.getByLabel('API key').fill(KEY_B);
    await page.getByRole('button', { name: 'Save' }).click();
    await poll(() => page.getByText('“Alpha” is already the name of another installation').isVisible()).toBe(true);
    await session.settled();
    expect(apiCalls(beta)).toEqual([]);

    await page.getByLabel(/^Name/).fill('Beta');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Connected and saved').waitFor();
    const list = page.getByRole('list', { name: 'Installations' });
    await poll(() => list.getByRole('button').allTextContents()).toEqual([`Alpha${new URL(alpha().url).host}Default`, `Beta${new URL(beta.url).host}`]);
    expect(await list.getByRole('button', { name: /^Beta/ }).getAttribute('aria-current')).toBe('true');
    const saved = (await storageValue<{ installations: Installation[] }>(session.trim, 'settings'))?.installations ?? [];
    const added = saved.find((one) => one.name === 'Beta');
    expect(added?.connection).toEqual({ baseUrl: beta.url, apiKey: KEY_B });

    await page.getByRole('button', { name: 'Make default' }).click();
    await poll(() => list.getByRole('button', { name: /^Beta/ }).textContent()).toContain('Default');
    await poll(async () => (await storageValue<{ defaultInstallation: string }>(session.trim, 'settings'))?.defaultInstallation).toBe(added?.id);
    await poll(async () => (await storageValue(session.trim, `reference:${added?.id}`)) !== undefined).toBe(true);

    await page.getByRole('button', { name: 'Remove…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove “Beta”?' });
    await dialog.getByRole('button', { name: 'Remove installation' }).click();
    await poll(() => page.getByRole('list', { name: 'Installations' }).count()).toBe(0);
    // The list goes with the settings; its items follow once the page's loads and meter writes are done.
    const keys = () => session.trim.serviceWorker().then((sw) => sw.evaluate(async () => Object.keys(await chrome.storage.local.get(null))));
    await poll(async () => (await keys()).filter((key) => key.endsWith(`:${added?.id}`))).toEqual([]);
    const everything = await session.trim.serviceWorker().then((sw) => sw.evaluate(async () => JSON.stringify(await chrome.storage.local.get(null))));
    expect(everything).not.toContain(KEY_B);
    expect(everything).toContain(KEY_A);
    expect(await page.getByLabel('Base URL').inputValue()).toBe(alpha().url);
  });
});

describe('keys', () => {
  it('each service only ever saw its own key, in the Authorization header; neither key is in sync or session storage', async () => {
    const areas = await session.trim
      .serviceWorker()
      .then((sw) => sw.evaluate(async () => JSON.stringify([await chrome.storage.sync.get(null), await chrome.storage.session.get(null)])));
    expect(areas).not.toContain(KEY_A);
    expect(areas).not.toContain(KEY_B);
    const shown = JSON.stringify(await notifications(session.trim));
    expect(shown).not.toContain(KEY_A);
    expect(shown).not.toContain(KEY_B);
    for (const [requests, own, other] of [
      [seen.alpha, KEY_A, KEY_B],
      [seen.beta, KEY_B, KEY_A],
    ] as const) {
      const api = requests.filter((r) => r.path.startsWith('/api/'));
      expect(api.length).toBeGreaterThan(10);
      expect(api.every((r) => r.authorization === `Bearer ${own}`)).toBe(true);
      expect(JSON.stringify(requests)).not.toContain(other);
    }
  });
});

describe('the manage page with two installations', () => {
  it('works on the one chosen in its header, kept in the address through reload and back', async () => {
    const url = 'https://example.com/installations/only-on-beta';
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link@beta', linkUrl: url });
    const onBeta = linksIn(beta, url)[0]!.alias;
    const page = await open('manage.html');
    const switcher = page.getByRole('combobox', { name: 'Installation' });
    await poll(() => switcher.inputValue()).toBe('alpha');
    await page.getByRole('table').waitFor();
    expect(await page.getByRole('main').textContent()).not.toContain(onBeta);

    await switcher.selectOption('beta');
    await poll(() => new URL(page.url()).searchParams.get('in')).toBe('beta');
    await poll(() => page.getByRole('main').textContent()).toContain(onBeta);
    await page.reload();
    await poll(() => page.getByRole('combobox', { name: 'Installation' }).inputValue()).toBe('beta');
    await poll(() => page.getByRole('main').textContent()).toContain(onBeta);

    await page.goBack();
    await poll(() => page.getByRole('combobox', { name: 'Installation' }).inputValue()).toBe('alpha');
    // The section links keep the installation.
    await switcher.selectOption('beta');
    expect(await page.getByRole('link', { name: 'Campaigns' }).getAttribute('href')).toBe('?in=beta&section=campaigns');
  });
});
