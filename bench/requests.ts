import type { Page } from 'playwright-core';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { clearLinkIndex, clickMenu, refreshIndexAt, typeInAddressBar } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import type { TrimSession } from '@/test/e2e/support';
import { waitForReady } from './popup-speed';

// Requests per journey, counted where they land: the sandbox's request log (only /api/
// paths; the sandbox's own control routes are not the service's). Each journey starts from
// a cleared log and ends when the log has been quiet for a moment, so late requests (a
// deferred list load, a background refresh) are counted too.

export type JourneyId =
  | 'popupColdCache'
  | 'popupFreshCache'
  | 'shorten'
  | 'statsRefresh'
  | 'rightClickShorten'
  | 'optionsSave'
  | 'indexRefresh'
  | 'typing'
  | 'indexRefreshCapped'
  | 'popupSwitch'
  | 'bulkBatch';

/** Issue #15: the links a full refresh of the index reads, at 100 a page. */
export const INDEX_LINKS = 300;
/** A server that caps the page size lower than asked (the refresh pages further). */
export const CAPPED_PAGE_SIZE = 50;

/** The bench's batch: 10 distinct valid addresses, a duplicate and an invalid line. */
const BULK_LINES = [...Array.from({ length: 10 }, (_, i) => `https://example.com/trim-bench/bulk/${i + 1}`), 'https://example.com/trim-bench/bulk/3', 'not a web address'];
export const BULK_DISTINCT = 10;

export const JOURNEY_LABELS: Record<JourneyId, string> = {
  popupColdCache: 'popup open, cold cache',
  popupFreshCache: 'popup open, fresh cache',
  shorten: 'shorten (popup)',
  statsRefresh: 'stats refresh',
  rightClickShorten: 'right-click shorten',
  optionsSave: 'options save',
  indexRefresh: `Recent, first show: index of ${INDEX_LINKS} links`,
  typing: 'typing in Recent and in the address bar',
  indexRefreshCapped: `index of ${INDEX_LINKS} links, server caps pages at ${CAPPED_PAGE_SIZE}`,
  popupSwitch: 'popup switch installation, fresh cache',
  bulkBatch: `bulk batch: ${BULK_DISTINCT} distinct valid of ${BULK_LINES.length} lines, 1 answer lost`,
};

export interface JourneyCount {
  journey: JourneyId;
  /** `undefined` when the journey could not be completed; `error` says why. */
  requests: number | undefined;
  /** e.g. `GET /api/urls` — what the count is made of. */
  calls: string[];
  error?: string;
}

const QUIET_MS = 750;

async function untilQuiet(session: TrimSession, maxMs = 10_000): Promise<void> {
  const deadline = Date.now() + maxMs;
  let seen = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const count = session.sandbox.requests().length;
    if (count !== seen) {
      seen = count;
      since = Date.now();
    } else if (Date.now() - since >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function count(session: TrimSession, journey: JourneyId, act: () => Promise<void>): Promise<JourneyCount> {
  session.sandbox.clearRequests();
  try {
    await act();
    await untilQuiet(session);
  } catch (error) {
    return { journey, requests: undefined, calls: [], error: error instanceof Error ? error.message.split('\n')[0] : String(error) };
  }
  const calls = session.sandbox
    .requests()
    .filter((r) => r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
  return { journey, requests: calls.length, calls };
}

/**
 * The index's journeys: the Recent tab's first show reads every link (at most 3 requests for
 * 300); typing in Recent and in the address bar reads only the index; a server that caps pages
 * makes the refresh page further.
 */
async function countIndexJourneys(session: TrimSession, run: string): Promise<JourneyCount[]> {
  const { store } = session.sandbox;
  const demo = store.state.users[0]?.id;
  const have = store.state.links.filter((link) => link.userId === demo).length;
  session.sandbox.addLinks(Math.max(0, INDEX_LINKS - have));
  await clearLinkIndex(session.trim, SANDBOX_INSTALLATION);
  const results: JourneyCount[] = [];
  const popup = await session.openPopup(`${run}/recent`);
  await waitForReady(popup, 15_000);
  await untilQuiet(session);
  results.push(
    await count(session, 'indexRefresh', async () => {
      await popup.getByRole('tab', { name: 'Recent' }).click();
      await popup.getByText(`${INDEX_LINKS} links · updated`).waitFor({ timeout: 15_000 });
    }),
  );
  results.push(
    await count(session, 'typing', async () => {
      await popup.getByRole('searchbox', { name: 'Search your links' }).pressSequentially('bulk page 12');
      await popup.getByRole('list', { name: 'Links matching bulk page 12' }).waitFor({ timeout: 15_000 });
      for (const text of ['b', 'bu', 'bulk', 'bulk p', 'bulk page 1', 'bulk page 12']) {
        if ((await typeInAddressBar(session.trim, text)).length === 0) throw new Error(`no suggestion for "${text}"`);
      }
    }),
  );
  await popup.close();
  session.sandbox.setMaxPageSize(CAPPED_PAGE_SIZE);
  try {
    results.push(await count(session, 'indexRefreshCapped', () => refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now()).then(() => undefined)));
  } finally {
    session.sandbox.setMaxPageSize(null);
  }
  return results;
}

/** Empties every cached list: storage.local keeps only the settings (and their version). */
async function clearCaches(session: TrimSession): Promise<void> {
  const sw = await session.trim.serviceWorker();
  await sw.evaluate(async () => {
    const keys = Object.keys(await chrome.storage.local.get(null));
    await chrome.storage.local.remove(keys.filter((key) => key !== 'settings' && key !== 'settings$'));
  });
}

async function shortLinkValue(page: Page): Promise<string> {
  const field = page.getByRole('textbox', { name: 'Short link' });
  await field.waitFor({ timeout: 15_000 });
  // toHaveValue-style polling without expect: the value is set once the API answered.
  for (let tries = 0; tries < 150; tries += 1) {
    const value = await field.inputValue();
    if (value) return value;
    await page.waitForTimeout(100);
  }
  throw new Error('"Short link" stayed empty');
}

export async function countRequests(session: TrimSession): Promise<JourneyCount[]> {
  const run = `https://example.com/trim-bench/${Date.now()}`;
  const results: JourneyCount[] = [];
  let popup: Page | undefined;

  await session.configure();
  await clearCaches(session);
  results.push(
    await count(session, 'popupColdCache', async () => {
      const page = await session.openPopup(`${run}/cold`);
      await waitForReady(page, 15_000);
      await untilQuiet(session);
      await page.close();
    }),
  );

  results.push(
    await count(session, 'popupFreshCache', async () => {
      popup = await session.openPopup(`${run}/fresh`);
      await waitForReady(popup, 15_000);
    }),
  );

  results.push(
    await count(session, 'shorten', async () => {
      if (!popup) throw new Error('no popup from the previous journey');
      await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
      await shortLinkValue(popup);
    }),
  );

  results.push(
    await count(session, 'statsRefresh', async () => {
      if (!popup) throw new Error('no popup from the previous journey');
      // Opening the tab loads the stats once; only the Refresh click after that is counted.
      await popup.getByRole('tab', { name: 'Stats' }).click();
      const refresh = popup.getByRole('button', { name: 'Refresh' });
      await refresh.waitFor({ timeout: 15_000 });
      await untilQuiet(session);
      session.sandbox.clearRequests();
      await refresh.click();
    }),
  );
  await popup?.close();

  results.push(
    await count(session, 'rightClickShorten', async () => {
      const linkUrl = `${run}/right-click`;
      await clickMenu(session.trim, { menuItemId: 'trim-shorten-link', linkUrl, pageUrl: `${run}/page` });
      if (!session.sandbox.store.state.links.some((l) => l.longUrl === linkUrl)) {
        throw new Error('the right-click shorten created no link');
      }
    }),
  );

  results.push(
    await count(session, 'optionsSave', async () => {
      const page = await session.openOptions();
      await page.getByLabel('Base URL').fill(session.sandbox.url);
      await page.getByLabel('API key', { exact: true }).fill(session.sandbox.apiKey);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await untilQuiet(session);
      await page.close();
    }),
  );

  results.push(...(await countIndexJourneys(session, run)));

  // Two accounts on the service, both with their lists cached by a popup opened on each.
  const personal = session.sandbox.addUser();
  const installation = (id: string, apiKey: string) => ({ id, name: id, connection: { baseUrl: session.sandbox.url, apiKey }, defaults: DEFAULT_SHORTEN_DEFAULTS });
  await session.configure({ installations: [installation('work', session.sandbox.apiKey), installation('home', personal.apiKey)] });
  for (const id of ['home', 'work']) {
    const page = await session.openPopup(`${run}/switch`);
    await page.getByRole('combobox', { name: 'Installation' }).selectOption(id);
    await waitForReady(page, 15_000);
    await untilQuiet(session);
    await page.close();
  }
  // One answer is lost after the service made its link (a cut-off answer): the exactly-once
  // rule looks that line up before anything is sent again for it, one request.
  results.push(
    await count(session, 'bulkBatch', async () => {
      const page = await session.trim.openPage('manage.html?section=bulk');
      await page.getByRole('textbox', { name: 'URLs' }).fill(BULK_LINES.join('\n'));
      await page.getByText(`${BULK_DISTINCT} links to make`).waitFor({ timeout: 15_000 });
      session.sandbox.inject({ kind: 'truncated', match: '/api/url/add' });
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.getByText(`Done: ${BULK_DISTINCT} of ${BULK_DISTINCT} links made.`).waitFor({ timeout: 60_000 });
      await untilQuiet(session);
      await page.close();
    }),
  );

  results.push(
    await count(session, 'popupSwitch', async () => {
      const page = await session.openPopup(`${run}/switch`);
      await waitForReady(page, 15_000);
      await untilQuiet(session);
      session.sandbox.clearRequests();
      await page.getByRole('combobox', { name: 'Installation' }).selectOption('home');
      await untilQuiet(session);
      await page.close();
    }),
  );
  return results;
}
