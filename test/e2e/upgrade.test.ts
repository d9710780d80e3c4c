import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { installedReasons, linkSeries, markWorker, recordCounts, reloadExtension, restartServiceWorker, storageValue, workerIsMarked } from '@/test/harness/extension';
import type { TrimBrowser } from '@/test/harness/launch';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { dayOf } from '@/lib/history/days';
import { BULK_LINES, PASSWORD, restoreSandbox, storageAsOf, withOrigin, type OldStorageFixture } from '@/test/e2e/fixtures/upgrade-fixture';
import { apiRequests, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Issue #40: Trim as of main at 2904632 kept the link index, its click history and the bodies it
// sent (passwords included) in storage.local; this version keeps them in IndexedDB records and
// carries the old values over at the worker's start. A profile of the older build, with a bulk
// batch waiting for the rate limit, updates to this one with nothing lost. The fixture is that
// build's own storage.local (test/e2e/fixtures/old-storage.ts made it), put into this build's
// profile as if read the moment before the update.

const fixture = JSON.parse(readFileSync('test/e2e/fixtures/storage-2904632.json', 'utf8')) as OldStorageFixture;
const OLD_KEYS = ['linkIndex', 'clickHistory', 'linkSettings'].map((store) => `${store}:${SANDBOX_INSTALLATION}`);

interface OldLink {
  id: number;
  alias: string;
  shorturl: string;
  longurl: string;
  title: string;
  clicks: number | null;
  date: string;
}
interface OldSeries {
  start: number;
  base: number;
  steps: (number | null)[];
}
interface OldBody {
  body: Record<string, unknown>;
  seen: Record<string, unknown> | null;
}
interface OldBatch {
  id: string;
  waitUntil: number;
  lines: { line: number; url: string }[];
}

/** The older build's index, click history, bodies and batch, as the storage written holds them. */
function oldValues(storage: Record<string, unknown>) {
  const index = storage[OLD_KEYS[0]!] as { links: OldLink[] };
  const history = storage[OLD_KEYS[1]!] as { series: Record<string, OldSeries> };
  const bodies = storage[OLD_KEYS[2]!] as { links: Record<string, OldBody> };
  const batch = storage['bulk'] as OldBatch;
  const progress = storage[`bulk:${batch.id}:0`] as { state: string; shorturl?: string }[];
  return { links: index.links, series: history.series, bodies: bodies.links, batch, progress };
}

let session: TrimSession | null = null;

afterEach(async () => {
  await session?.close();
  session = null;
});

/** A sandbox in the state the fixture refers to, and this build in a fresh profile. */
async function start(): Promise<TrimSession> {
  session = await startSession({ sandbox: { flavor: fixture.sandbox.flavor, rateLimit: fixture.sandbox.rateLimit, windowMs: fixture.sandbox.windowMs }, configured: false });
  restoreSandbox(session.sandbox, fixture);
  return session;
}

/** The window the batch outran is spent on the service too, as it was when the older build waited for it. */
async function spendWindow({ sandbox }: TrimSession): Promise<void> {
  for (let n = 0; n < fixture.sandbox.rateLimit; n += 1) await fetch(`${sandbox.url}/api/account`, { headers: { authorization: `Bearer ${sandbox.apiKey}` } });
}

/** The older build's storage.local, as it was the moment before the update, in place of this profile's. */
async function installOldStorage({ trim, sandbox }: TrimSession): Promise<Record<string, unknown>> {
  const storage = storageAsOf(withOrigin(fixture, sandbox.url), Date.now(), dayOf);
  const sw = await trim.serviceWorker();
  await sw.evaluate(async (values) => {
    await Promise.all([chrome.storage.local.clear(), chrome.storage.sync.clear()]);
    await chrome.storage.local.set(values);
  }, storage);
  return storage;
}

/**
 * The update: the extension reloaded from its directory, as the browser installs a new version
 * (runtime.onInstalled with reason 'update', its alarms cleared, a new worker on the same
 * storage), which a worker stopped and started again would not show. Then the worker's start
 * carries the old values over.
 */
async function update(trim: TrimBrowser): Promise<void> {
  await reloadExtension(trim);
  await poll(() => installedReasons(trim)).toEqual(['update']);
  await carriedOverOnce(trim);
}

/** The worker's start has carried the old values over: their keys are gone. */
async function carriedOverOnce(trim: TrimBrowser): Promise<void> {
  await poll(async () => {
    const sw = await trim.serviceWorker();
    return sw.evaluate(async (keys) => Object.keys(await chrome.storage.local.get(keys)), OLD_KEYS);
  }).toEqual([]);
}

type RecordStore = 'links' | 'series' | 'bodies';

/** An installation's records in one store, read in the worker straight from IndexedDB (never creating the database). */
async function storedRecords(trim: TrimBrowser, store: RecordStore): Promise<Record<string, unknown>[]> {
  const sw = await trim.serviceWorker();
  return sw.evaluate(
    async ([name, installation]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('trim');
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error('no database'));
      });
      try {
        return await new Promise<Record<string, unknown>[]>((resolve, reject) => {
          const request = db
            .transaction(name)
            .objectStore(name)
            .getAll(IDBKeyRange.bound([installation], [installation, []]));
          request.onsuccess = () => resolve(request.result as Record<string, unknown>[]);
          request.onerror = () => reject(request.error ?? new Error('no records'));
        });
      } finally {
        db.close();
      }
    },
    [store, SANDBOX_INSTALLATION] as const,
  );
}

/** Everything the carry-over wrote: the three stores' records and the index's status. */
async function carriedOver(trim: TrimBrowser) {
  return {
    links: await storedRecords(trim, 'links'),
    series: await storedRecords(trim, 'series'),
    bodies: await storedRecords(trim, 'bodies'),
    status: await storageValue(trim, `indexStatus:${SANDBOX_INSTALLATION}`),
  };
}

/** The records hold every link, series and body of the older build's values, as they were. */
async function expectRecordsOf(trim: TrimBrowser, storage: Record<string, unknown>): Promise<void> {
  const old = oldValues(storage);
  const { links, bodies } = await carriedOver(trim);
  expect(await recordCounts(trim, SANDBOX_INSTALLATION)).toEqual({
    links: old.links.length,
    series: Object.keys(old.series).length,
    bodies: Object.keys(old.bodies).length,
    fills: 0,
  });
  const linkById = new Map(links.map((record) => [record['id'], record]));
  for (const link of old.links) expect(linkById.get(link.id), link.alias).toMatchObject(link);
  for (const [id, series] of Object.entries(old.series)) expect(await linkSeries(trim, SANDBOX_INSTALLATION, Number(id)), id).toEqual(series);
  const bodyById = new Map(bodies.map((record) => [record['id'], record]));
  for (const [id, { body, seen }] of Object.entries(old.bodies)) expect(bodyById.get(Number(id)), id).toMatchObject({ body, seen });
}

async function open(trim: TrimBrowser, path: string, pages: Page[]): Promise<Page> {
  const page = await trim.openPage(path);
  pages.push(page);
  return page;
}

/** What a user sees after the update, and what the service receives: nothing lost. */
async function expectNothingLost(current: TrimSession, storage: Record<string, unknown>): Promise<void> {
  const { trim, sandbox } = current;
  const old = oldValues(storage);
  const pages: Page[] = [];
  const linkOf = (id: number) => sandbox.store.state.links.find((link) => link.id === id)!;
  const madeFor = (url: string) => sandbox.store.state.links.filter((link) => link.longUrl === url);
  const creates = () => apiRequests(current).filter((request) => request.method === 'POST' && request.path === '/api/url/add');

  // Recent lists the old links and finds one by a word of its title, from the records.
  const popup = await open(trim, `popup.html?url=${encodeURIComponent('https://example.com/upgrade/elsewhere')}`, pages);
  await popup.getByRole('tab', { name: 'Recent' }).click();
  await poll(() =>
    popup
      .getByRole('status')
      .filter({ hasText: /links · updated/ })
      .textContent(),
  ).toMatch(new RegExp(`^${old.links.length} links · updated`));
  // Its ten newest, as the index orders them (by date, then id).
  const newest = [...old.links].sort((a, b) => (a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1)).slice(0, 10);
  await poll(() => popup.getByRole('list', { name: 'Newest links' }).getByRole('link').allTextContents()).toEqual(newest.map((link) => link.shorturl.replace(/^https?:\/\//, '')));
  await popup.getByRole('searchbox', { name: 'Search your links' }).fill('roadmap');
  const found = popup.getByRole('list', { name: 'Links matching roadmap' }).getByRole('listitem');
  await poll(() => found.first().locator('.recent-title').textContent()).toBe('Product roadmap 2027');

  // The service's window reopens; from here on the user's actions are not the limiter's test.
  sandbox.setRateLimit(10_000);
  sandbox.resetRateLimits();

  // The batch is still there, and goes on once the wait it stored is over: every line done,
  // those done before the update with the short links they had, each waiting line sent once.
  const bulk = await open(trim, 'manage.html?section=bulk', pages);
  const waiting = old.progress.filter((line) => line.state === 'waiting').length;
  expect(waiting).toBeGreaterThan(0);
  await poll(
    () =>
      bulk
        .getByRole('status')
        .filter({ hasText: /^Done:/ })
        .textContent(),
    { timeout: 90_000, interval: 500 },
  ).toBe(`Done: ${BULK_LINES.length} of ${BULK_LINES.length} links made.`);
  const shown = await bulk
    .getByRole('table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].slice(1, 3).map((cell) => cell.textContent ?? '')));
  expect(shown.map(([url]) => url)).toEqual(BULK_LINES);
  old.batch.lines.forEach((line, n) => {
    const before = old.progress[n]!;
    const links = madeFor(line.url);
    expect(links, line.url).toHaveLength(1);
    const shorturl = `${sandbox.url}/${links[0]!.alias}`;
    if (before.state === 'done') expect(before.shorturl).toBe(shorturl);
    expect(shown[n]?.[1], line.url).toBe(shorturl);
  });
  expect(creates()).toHaveLength(waiting);
  // Not before the wait the older build stored: the update cleared its alarm, the batch kept its time.
  for (const create of creates()) expect(create.at).toBeGreaterThanOrEqual(old.batch.waitUntil);
  // The lines made after the update are indexed and remembered as those before it were.
  await poll(() => recordCounts(trim, SANDBOX_INSTALLATION)).toMatchObject({ links: old.links.length + waiting, bodies: Object.keys(old.bodies).length + waiting });

  // The Stats tab charts the clicks between the old build's two snapshots (3 visits to docs).
  const docs = old.links.find((link) => link.alias === 'docs')!;
  const today = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short' }).format(new Date());
  const stats = await open(trim, `popup.html?url=${encodeURIComponent(docs.longurl)}`, pages);
  await stats.getByRole('heading', { name: 'You already shortened this page' }).waitFor();
  await stats.getByRole('tab', { name: 'Stats' }).click();
  await poll(() => stats.locator('.click-chart-summary').textContent()).toBe(`3 clicks over the last 30 days; most on ${today} (3). No data for 29 days.`);

  // The link edited on the manage page before the update is one Trim still knows: its edit form
  // would reset nothing (a link whose body is lost would name the settings a save resets).
  const edited = await open(trim, `manage.html?section=links&id=${fixture.made.editedLink}`, pages);
  await edited.getByRole('button', { name: 'Edit' }).click();
  await edited.getByRole('form', { name: 'Edit link' }).getByRole('textbox', { name: 'Description' }).waitFor();
  expect(await edited.getByText(/^Saving resets/).count()).toBe(0);

  // An edit of the link made with a password sends back what the service never reports: the
  // password, the private note, the frame, the country and the parameter (7.x clears what a body leaves out).
  const made = linkOf(fixture.made.passwordLink);
  const before = structuredClone(made);
  sandbox.clearRequests();
  const manage = await open(trim, `manage.html?section=links&id=${made.id}`, pages);
  await manage.getByRole('button', { name: 'Edit' }).click();
  const form = manage.getByRole('form', { name: 'Edit link' });
  await form.getByRole('textbox', { name: 'Description' }).fill('Edited after the update');
  // Trim remembers the whole body: nothing would be reset.
  expect(await form.getByText(/^Saving resets/).count()).toBe(0);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await manage.getByText('Changes saved.').waitFor();
  expect(apiRequests(current).map((request) => `${request.method} ${request.path}`)).toContain(`PUT /api/url/${made.id}/update`);
  expect(linkOf(made.id)).toMatchObject({
    metadescription: 'Edited after the update',
    password: PASSWORD,
    description: before.description,
    type: 'frame',
    geotarget: before.geotarget,
    parameters: [{ name: 'utm_source', value: 'trim' }],
  });
  const visit = await fetch(`${sandbox.url}/${made.alias}`, { redirect: 'manual' });
  expect(await visit.text()).toContain('This link is password protected');

  // Nothing wrote the old values back.
  const sw = await trim.serviceWorker();
  expect(await sw.evaluate(async (keys) => Object.keys(await chrome.storage.local.get(keys)), OLD_KEYS)).toEqual([]);
  for (const page of pages) await page.close();
}

describe('an update from 2904632', () => {
  it(`carries the index, its click history and every remembered body over, and the waiting batch goes on`, { timeout: 180_000 }, async () => {
    const { trim } = await start();
    await spendWindow(session!);
    const storage = await installOldStorage(session!);
    await session!.countFromHere();
    await update(trim);
    await expectRecordsOf(trim, storage);
    await expectNothingLost(session!, storage);
  });

  it('a carry-over cut short and run again at the next start changes nothing', { timeout: 180_000 }, async () => {
    const { trim } = await start();
    await spendWindow(session!);
    const storage = await installOldStorage(session!);
    await session!.countFromHere();
    await update(trim);
    const once = await carriedOver(trim);
    // Cut short as a worker stopped after writing the records and before removing the old values
    // leaves it (the last step, so every earlier cut is covered): the next start carries them over again.
    const sw = await trim.serviceWorker();
    await sw.evaluate((values) => chrome.storage.local.set(values), Object.fromEntries(OLD_KEYS.map((key) => [key, storage[key]])));
    await markWorker(sw);
    await restartServiceWorker(trim);
    await poll(async () => workerIsMarked(await trim.serviceWorker())).toBe(false);
    await carriedOverOnce(trim);
    expect(await carriedOver(trim)).toEqual(once);
    await expectRecordsOf(trim, storage);
    await expectNothingLost(session!, storage);
  });
});
