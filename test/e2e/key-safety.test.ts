import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { clickMenu, notifications } from '@/test/harness/extension';
import { watchForLeaks, type LeakWatch } from '@/test/e2e/helpers/leak-watch';
import { everythingSeen, json, startRedirector, startServer, startSite, type LocalServer } from '@/test/e2e/helpers/servers';
import type { Settings } from '@/lib/settings/schema';
import { storedInstallation } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// The key goes to the configured origin in the Authorization header and nowhere else. A second
// local server stands for "anywhere else": short links lead to it, a base URL redirects to
// it, a page on it tries to talk to the extension. It records every header it is sent.
// The last test sweeps every place the key could surface after all of the journeys above.

/** Distinctive, so any occurrence anywhere is this key and nothing else. */
const KEY = 'sk-trim-leakcheck-5a7d1e90c4';

let session: TrimSession;
let site: LocalServer;
let watch: LeakWatch;
const pages: Page[] = [];
/** What the extension pages showed, read before each test closes them. */
const shownTexts: string[] = [];

beforeAll(async () => {
  session = await startSession({ sandbox: { apiKey: KEY, rateLimit: 10_000 } });
  watch = await watchForLeaks(session.trim);
  site = await startSite({
    '/talk': '<!doctype html><title>A page that wants the key</title><h1>Hello, extension?</h1>',
  });
});

afterEach(async () => {
  shownTexts.push(...(await watch.pageTexts()));
  while (pages.length) await pages.pop()?.close();
});

afterAll(async () => {
  await site?.close();
  await session?.close();
});

beforeEach(async () => {
  await session.configure();
});

async function open(path: string): Promise<Page> {
  const page = await session.trim.openPage(path);
  pages.push(page);
  return page;
}

function expectSiteNeverSawKey(): void {
  expect(site.seen.every((r) => r.headers.authorization === undefined)).toBe(true);
  expect(everythingSeen(site)).not.toContain(KEY);
}

describe('the key stays with the configured service', () => {
  it('a short link to another site, opened from the popup and visited directly, never carries the key there', async () => {
    const longUrl = `${site.url}/landing?from=popup`;
    const popup = await open(`popup.html?url=${encodeURIComponent(longUrl)}`);
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    const short = popup.getByRole('textbox', { name: 'Short link' });
    await short.waitFor();
    const shortUrl = await short.inputValue();
    expect(shortUrl.startsWith(`${session.sandbox.url}/`)).toBe(true);

    // "Open" from the popup: the browser follows the short link to the second site.
    const opened = session.trim.context.waitForEvent('page');
    await popup.getByRole('link', { name: 'Open' }).click();
    pages.push(await opened);
    await expect.poll(() => site.seen.filter((r) => r.url === '/landing?from=popup').length, { timeout: 15_000 }).toBe(1);

    // Visiting it in an ordinary tab.
    const tab = await session.trim.context.newPage();
    pages.push(tab);
    await tab.goto(shortUrl);
    await expect.poll(() => site.seen.filter((r) => r.url === '/landing?from=popup').length).toBe(2);

    // The visits reached the service without the key too: they are browser navigations.
    const alias = new URL(shortUrl).pathname;
    const visits = session.sandbox.requests().filter((r) => r.path === alias);
    expect(visits).toHaveLength(2);
    expect(visits.every((r) => r.authorization === null)).toBe(true);
    expectSiteNeverSawKey();
  });

  it.each([302, 307])('a base URL that redirects (%i) elsewhere: Save fails clearly, the key is not followed there', async (status) => {
    const redirector = await startRedirector(site.url, status);
    try {
      const before = site.seen.length;
      await session.trim.serviceWorker().then((sw) => sw.evaluate(() => chrome.storage.local.remove('settings')));
      const options = await open('options.html');
      await options.getByLabel('Base URL').fill(redirector.url);
      await options.getByLabel('API key').fill(KEY);
      await options.getByRole('button', { name: 'Save' }).click();
      const alert = options.getByRole('alert');
      await alert.waitFor();
      // A fetch that is not followed cannot read where it pointed (an opaque redirect).
      expect(await alert.textContent()).toContain('Unexpected answer from the service');
      expect(await alert.textContent()).toMatch(/Check the service address/);
      expect((await storedInstallation(session))?.connection.apiKey ?? '').toBe('');
      // The redirect was never followed: the second site saw nothing at all.
      expect(redirector.seen.map((r) => r.url)).toEqual(['/api/account']);
      expect(site.seen.length).toBe(before);

      // Saved earlier and redirecting now: the right-click menu stops at the redirect as well.
      await session.configure({ connection: { baseUrl: redirector.url, apiKey: KEY } });
      await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/redirected' });
      // The installation's name first: the words after it are the server's answer, not Trim's.
      expect((await notifications(session.trim)).at(-1)?.title).toBe('Sandbox: Unexpected answer from the service');
      expect(site.seen.length).toBe(before);
      expectSiteNeverSawKey();
    } finally {
      await redirector.close();
    }
  });

  it('a web page cannot reach the extension: no messaging API, no frames, no files, no answer to postMessage', async () => {
    const { extensionId } = session.trim;
    const page = await session.trim.context.newPage();
    pages.push(page);
    await page.goto(`${site.url}/talk`);
    const state = () => session.trim.serviceWorker().then((sw) => sw.evaluate(() => chrome.storage.local.get(['settings', 'queue'])));
    const stateBefore = await state();
    const requestsBefore = session.sandbox.requests().length;
    const attempt = await page.evaluate(async (id) => {
      const outcome: Record<string, unknown> = {};
      const runtime = (globalThis as { chrome?: { runtime?: { sendMessage?: unknown; connect?: unknown } } }).chrome?.runtime;
      outcome.sendMessage = typeof runtime?.sendMessage;
      outcome.connect = typeof runtime?.connect;
      if (typeof runtime?.sendMessage === 'function') {
        try {
          const send = runtime.sendMessage as (id: string, message: unknown) => Promise<unknown>;
          outcome.answer = await send(id, { trim: 1, type: 'clipboard:write', data: { text: 'from a web page' } });
        } catch (error) {
          outcome.answer = `refused: ${String(error)}`;
        }
      }
      // A resource of the extension: nothing is web-accessible.
      outcome.fetch = await fetch(`chrome-extension://${id}/manifest.json`).then(
        (r) => `status ${r.status}`,
        () => 'refused',
      );
      // window.postMessage in the protocols a content script or bridge would use; then a
      // sentinel from this page, posted last, so every reply would have arrived before it
      // (events are delivered in order; no script of Trim's runs in the page to answer later:
      // checked below).
      const received: unknown[] = [];
      const done = new Promise<void>((resolve) =>
        window.addEventListener('message', (event) => {
          if ((event.data as { sentinel?: boolean })?.sentinel) resolve();
          else received.push(event.data);
        }),
      );
      for (const message of [
        { trim: 1, type: 'clipboard:write', data: { text: 'from a web page' } },
        { id: 1, type: 'clipboard:write', data: null },
        { to: 'trim', apiKey: '?' },
      ]) {
        window.postMessage(message, '*');
      }
      window.postMessage({ sentinel: true }, '*');
      await done;
      outcome.replies = received.filter((data) => (data as { type?: string }).type !== 'clipboard:write' && !(data as { to?: string }).to);
      return outcome;
    }, extensionId);

    expect(attempt.sendMessage).toBe('undefined');
    expect(attempt.connect).toBe('undefined');
    expect(attempt.fetch).toBe('refused');
    expect(attempt.replies).toEqual([]);
    // Nothing of Trim's listens in the page: no content script declared or registered.
    const sw = await session.trim.serviceWorker();
    expect(await sw.evaluate(async () => [chrome.runtime.getManifest().content_scripts ?? [], await chrome.scripting.getRegisteredContentScripts()])).toEqual([[], []]);
    // An extension page in a frame of the site is blocked as well.
    await page.setContent(`<iframe src="chrome-extension://${extensionId}/options.html"></iframe>`);
    const frame = page.frames()[1];
    expect(await frame?.evaluate(() => document.body?.innerText ?? '').catch(() => '')).not.toMatch(/Trim options|API key/);
    // Nothing changed in the extension, nothing was sent to the service, the site holds no key.
    expect(await state()).toEqual(stateBefore);
    expect(session.sandbox.requests().length).toBe(requestsBefore);
    expect(JSON.stringify(await page.content())).not.toContain(KEY);
    expectSiteNeverSawKey();
  });

  it('an upload address that redirects (307) elsewhere: the file and the key go nowhere, and the error says to check the address', async () => {
    const { sandbox } = session;
    // The service, except that its upload address sends everything on to the second site.
    const proxy = await startServer(async (req, res, body) => {
      if (req.url?.startsWith('/api/files/upload')) {
        res.writeHead(307, { Location: `${site.url}${req.url}` });
        res.end();
        return;
      }
      const answer = await fetch(`${sandbox.url}${req.url}`, {
        method: req.method,
        headers: { Authorization: String(req.headers.authorization ?? '') },
        ...(req.method === 'GET' ? {} : { body }),
      });
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' });
      res.end(await answer.text());
    });
    try {
      await session.configure({ connection: { baseUrl: proxy.url, apiKey: KEY } });
      const before = site.seen.length;
      const manage = await open('manage.html?section=files');
      const form = manage.getByRole('form', { name: 'Upload a file' });
      await form.getByLabel('Drop a file here, or choose one').setInputFiles({ name: 'secret-plan.txt', mimeType: 'text/plain', buffer: Buffer.from('the secret plan') });
      await form.getByRole('button', { name: 'Upload' }).click();
      // An upload goes through fetch, which leaves the redirect unfollowed and cannot read where it pointed.
      await form.getByRole('alert').filter({ hasText: 'Check the service address' }).waitFor();
      // The site heard nothing at all: no file, no key, no request (a POST-only redirect: upload-redirect.test.ts).
      expect(site.seen.slice(before)).toEqual([]);
      expectSiteNeverSawKey();
    } finally {
      await proxy.close();
      await session.configure();
    }
  });

  it('a script Trim injects into a page cannot read storage, where the key and link passwords are', async () => {
    const page = await session.trim.context.newPage();
    pages.push(page);
    await page.goto(`${site.url}/talk`);
    const sw = await session.trim.serviceWorker();
    // As the text field's reader runs: in the page's isolated world, with Trim's extension APIs.
    const read = await sw.evaluate(async (url) => {
      const [tab] = await chrome.tabs.query({ url: `${url}/*` });
      const [result] = await chrome.scripting.executeScript({
        target: { tabId: tab!.id! },
        func: () =>
          chrome.storage.local.get(null).then(
            (items: Record<string, unknown>) => Object.keys(items),
            (error: Error) => `refused: ${error.message}`,
          ),
      });
      return result?.result;
    }, site.url);
    expect(read).toMatch(/^refused/);
  });

  it('a service that echoes the key back: every message shows [API key] instead', async () => {
    const echo = await startServer((req, res) => {
      // The key as sent, then in the forms a careless server could echo it: upper case, base64, split by zero-width spaces.
      const forms = `${KEY.toUpperCase()} ${Buffer.from(KEY).toString('base64')} ${[...KEY].join('\u200b')}`;
      json(res, { error: 1, message: `Key ${req.headers.authorization ?? ''} (${KEY}) refused at ${req.url} [${forms}]` });
    });
    try {
      await session.configure({ connection: { baseUrl: echo.url, apiKey: KEY } });
      const popup = await open(`popup.html?url=${encodeURIComponent('https://example.com/echo')}`);
      await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
      const alert = popup.getByRole('alert').filter({ hasText: 'refused at /api/url/add' });
      await alert.waitFor();
      expect(await alert.textContent()).toContain('Key Bearer [API key] ([API key]) refused at /api/url/add [[API key] [API key] [API key]]');

      await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/echo-menu' });
      // Named after its installation, and cut to one line: a server cannot fill the screen.
      const { title } = (await notifications(session.trim)).at(-1)!;
      expect(title).toBe('Sandbox: Key Bearer [API key] ([API key]) refused at /api/url/add [[API key] [A…');
      expect(title).toHaveLength(80);

      const options = await open('options.html');
      await options.getByLabel('Base URL').fill(echo.url);
      await options.getByLabel('API key').fill(KEY);
      await options.getByRole('button', { name: 'Save' }).click();
      const connection = options.getByRole('region', { name: 'Connection' });
      await connection.getByRole('alert').filter({ hasText: 'Key Bearer [API key] ([API key]) refused at /api/account' }).waitFor();
      // The echo service is the configured origin: it did get the key, in the header only.
      expect(echo.seen.every((r) => r.headers.authorization === `Bearer ${KEY}` && !r.url.includes(KEY))).toBe(true);
    } finally {
      await echo.close();
    }
  });

  it('after all of that, the key is in storage.local only', async () => {
    // Failures of the real service as well, so its error paths are part of the sweep.
    session.sandbox.inject({ kind: 'html500', match: '/api/url/add' });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/sweep' });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl: 'https://example.com/sweep' });
    const stats = await open(`popup.html?url=${encodeURIComponent('https://example.com/sweep')}`);
    await stats.getByRole('tab', { name: 'Stats' }).click();
    await stats.getByText(/^Updated at/).waitFor();
    // The Stats tab's refresh of the link index has ended: the fault below is the list's alone.
    await stats.getByText(/links? · updated/).waitFor();
    // The link list now comes from the whole index: a manage list the service pages carries the fault.
    session.sandbox.inject({ kind: 'truncated', match: '/api/campaigns' });
    const manage = await open('manage.html?section=campaigns');
    await manage.getByRole('alert').filter({ hasText: 'The answer from the service was cut off' }).waitFor();

    const requests = session.sandbox.requests();
    expect(requests.filter((r) => r.apiKey === KEY).length).toBeGreaterThan(3);
    for (const r of requests) {
      expect(`${r.path} ${JSON.stringify(r.query)}`).not.toContain(KEY);
      // Sent only in the Authorization header, as a Bearer token.
      if (r.apiKey !== null) expect(r.authorization).toBe(`Bearer ${KEY}`);
    }

    const calls = await watch.workerCalls();
    expect(calls.some((c) => c.api === 'notifications.create')).toBe(true);
    expect(calls.some((c) => c.api === 'action.setBadgeText')).toBe(true);
    expect(JSON.stringify(calls)).not.toContain(KEY);
    expect(JSON.stringify(await notifications(session.trim))).not.toContain(KEY);

    const texts = [...shownTexts, ...(await watch.pageTexts())];
    for (const text of texts) expect(text).not.toContain(KEY);

    // The console collector works (a probe from a page and from the worker arrives), and
    // nothing the extension logged contains the key.
    await stats.evaluate(() => console.log('trim-console-probe page'));
    await (await session.trim.serviceWorker()).evaluate(() => console.log('trim-console-probe worker'));
    const probes = () => ['page', 'worker'].filter((from) => watch.consoleLines.some((line) => line.includes(`trim-console-probe ${from}`)));
    await expect.poll(probes).toEqual(['page', 'worker']);
    expect(watch.consoleLines.join('\n')).not.toContain(KEY);

    const sw = await session.trim.serviceWorker();
    const areas = await sw.evaluate(async () => ({
      sync: await chrome.storage.sync.get(null),
      session: await chrome.storage.session.get(null),
      local: await chrome.storage.local.get(null),
    }));
    expect(JSON.stringify(areas.sync)).not.toContain(KEY);
    expect(JSON.stringify(areas.session)).not.toContain(KEY);
    // In storage.local exactly once: the saved connection (the reference cache keys by a hash).
    expect(JSON.stringify(areas.local).split(KEY).length - 1).toBe(1);
    expect((areas.local.settings as Settings).installations[0]?.connection.apiKey).toBe(KEY);
    expectSiteNeverSawKey();
  });
});
