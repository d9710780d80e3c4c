import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { enterInAddressBar, refreshIndexAt, typeInAddressBar } from '@/test/harness/extension';
import { startServer, type LocalServer } from '@/test/e2e/helpers/servers';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { openManage } from './manage-helpers';
import { startSession, type TrimSession } from './support';

// Issue #34, finding 2: addresses from the service are checked for their scheme. A hostile
// proxy in front of the sandbox rewrites one short link to `javascript:` and the sandbox holds a
// destination that is a `data:` page: each is shown as its text, never as a link a click could
// run, never offered by the address bar, never opened in a tab.

const SCRIPT = 'javascript:window.__pwned=1';
const DATA_PAGE = 'data:text/html,<script>window.__pwned=1</script>';

let session: TrimSession;
let proxy: LocalServer;
const pages: Page[] = [];
let evilShort = '';

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
  const { sandbox } = session;
  const add = async (body: object) => {
    const answer = await fetch(`${sandbox.url}/api/url/add`, { method: 'POST', headers: { Authorization: `Bearer ${sandbox.apiKey}` }, body: JSON.stringify(body) });
    return (await answer.json()) as { id: number; shorturl: string };
  };
  evilShort = (await add({ url: 'https://example.com/scheme-script', custom: 'scheme-script' })).shorturl;
  const data = await add({ url: 'https://example.com/scheme-data', custom: 'scheme-data' });
  // Stored as a hostile server would hold it (the sandbox itself refuses such an address).
  sandbox.store.state.links.find((link) => link.id === data.id)!.longUrl = DATA_PAGE;
  // Every answer passes through, with the one short link rewritten wherever it appears.
  const escaped = JSON.stringify(evilShort).slice(1, -1).replace(/\//g, '\\/');
  proxy = await startServer(async (req, res, body) => {
    const answer = await fetch(`${sandbox.url}${req.url}`, {
      method: req.method,
      headers: { Authorization: String(req.headers.authorization ?? ''), 'Content-Type': 'application/json' },
      ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }),
    });
    const text = (await answer.text()).split(escaped).join(SCRIPT).split(evilShort).join(SCRIPT);
    const headers: Record<string, string> = { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' };
    for (const name of ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    res.writeHead(answer.status, headers);
    res.end(text);
  });
  await session.configure({ connection: { baseUrl: proxy.url, apiKey: sandbox.apiKey } });
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

afterAll(async () => {
  await proxy?.close();
  await session?.close();
});

/** No link on the page leads to a script or a data page, and nothing ran. */
async function expectNoRunnableLink(page: Page): Promise<void> {
  expect(await page.locator('a[href^="javascript:" i], a[href^="data:" i]').count()).toBe(0);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
}

describe('addresses from the service that are not web addresses', () => {
  it('the manage page shows them as text: the list, and a link page whose destination is a data: page', async () => {
    const manage = await openManage(session, '?section=links');
    pages.push(manage);
    await manage.getByText(SCRIPT).first().waitFor();
    await expectNoRunnableLink(manage);
    await manage.getByRole('link', { name: 'scheme-data' }).first().click();
    await manage.getByText(DATA_PAGE).waitFor();
    await expectNoRunnableLink(manage);
  });

  it("the popup's Recent shows it as text, and the address bar neither offers it nor opens it", async () => {
    expect(await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now())).toBe('refreshed');
    const popup = await session.openPopup('https://example.com/somewhere-else');
    pages.push(popup);
    await popup.getByRole('tab', { name: 'Recent' }).click();
    await popup
      .getByText(SCRIPT.replace(/^javascript:/, ''))
      .first()
      .waitFor();
    await expectNoRunnableLink(popup);

    const suggestions = await typeInAddressBar(session.trim, 'scheme');
    expect(suggestions.map((one) => one.content)).not.toContain(SCRIPT);
    expect(suggestions.length).toBeGreaterThan(0);
    // Alt+Enter on the address itself: the worker opens what it opens before it answers.
    expect(await enterInAddressBar(session.trim, SCRIPT, 'newForegroundTab')).not.toEqual({ opened: SCRIPT });
    expect(session.trim.context.pages().filter((page) => /^(javascript|data):/.test(page.url()))).toEqual([]);
  });
});
