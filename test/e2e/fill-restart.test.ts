import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fireAlarm, storageValue } from '@/test/harness/extension';
import { launchTrim, type TrimBrowser } from '@/test/harness/launch';
import { SANDBOX_INSTALLATION, testSettings } from '@/test/harness/settings';
import { startSandbox, type Sandbox } from '@/test/sandbox';
import { poll } from './popup-helpers';

// Issue #40: the browser quits in the middle of the first fill and starts again on the same
// profile; the fill goes on where it stopped, and no page of the account is read twice.

const LINKS = 6000;
const FILL_ALARM = `trim-index-fill:${SANDBOX_INSTALLATION}`;

interface Status {
  count: number;
  whole: boolean;
  fill: { read: number; total: number; waitUntil: number | null } | null;
}

let sandbox: Sandbox;
let profile: string;
let trim: TrimBrowser | null = null;

const status = () => storageValue<Status>(trim!, `indexStatus:${SANDBOX_INSTALLATION}`);
/** The links each list request asked for, as [first, last) offsets of the newest-first list. */
const askedRanges = () =>
  sandbox
    .requests()
    .filter((request) => request.path === '/api/urls' && request.query['order'] === 'date' && request.query['q'] === undefined)
    .map((request) => {
      const limit = Number(request.query['limit']);
      const first = (Number(request.query['page']) - 1) * limit;
      return [first, first + limit] as const;
    });

beforeAll(async () => {
  // Windows of 10 s: the first stretch takes its half (15 pages) and then waits for the next.
  sandbox = await startSandbox({ port: 0, seed: false, seedLinks: LINKS, flavor: 'v7', windowMs: 10_000 });
  profile = await mkdtemp(path.join(tmpdir(), 'trim-restart-'));
});

afterAll(async () => {
  await trim?.close();
  await sandbox?.close();
  await rm(profile, { recursive: true, force: true });
});

it('a browser restart in the middle of the first fill goes on where it stopped, with no page read twice', async () => {
  trim = await launchTrim({ profileDir: profile });
  const sw = await trim.serviceWorker();
  await sw.evaluate((value) => chrome.storage.local.set(value), testSettings({ baseUrl: sandbox.url, apiKey: sandbox.apiKey }));
  const recent = await trim.openPage(`popup.html?url=${encodeURIComponent('https://example.com/restart')}`);
  await recent.getByRole('tab', { name: 'Recent' }).click();
  // The first stretch ends on the window's share and waits for the next window.
  await poll(async () => (await status())?.fill?.waitUntil ?? null, { timeout: 30_000 }).not.toBeNull();
  const before = await status();
  expect(before?.whole).toBe(false);
  expect(before?.fill?.read).toBeGreaterThan(0);
  expect(before?.fill?.read).toBeLessThan(LINKS);

  await trim.close();
  trim = await launchTrim({ profileDir: profile });
  // The next window opens: the fill's alarm takes it on (fired here once it is due).
  await poll(
    async () => {
      const now = await status();
      if (now?.fill?.waitUntil && now.fill.waitUntil <= Date.now()) await fireAlarm(trim!, FILL_ALARM);
      return now?.whole === true;
    },
    { timeout: 60_000, interval: 500 },
  ).toBe(true);
  expect((await status())?.count).toBe(LINKS);

  // Every link was asked for once: each page starts where the one before ended, across the
  // restart too, from the newest link to past the oldest.
  const ranges = askedRanges();
  expect(ranges[0]?.[0]).toBe(0);
  for (let n = 1; n < ranges.length; n += 1) expect(ranges[n]?.[0]).toBe(ranges[n - 1]?.[1]);
  expect(ranges.at(-1)?.[1]).toBeGreaterThanOrEqual(LINKS);
  expect(ranges.some(([first]) => first === before?.fill?.read)).toBe(true);
}, 120_000);
