import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { StorageTestHook } from '@/lib/storage/e2e-hook';
import { storageValue } from '@/test/harness/extension';
import { startSession, type TrimSession } from './support';

// Every write of a stored item takes its key's lock (navigator.locks, shared by every page and
// the worker of the extension): two pages and the worker each add to one counter at once, each
// addition a read-modify-write, and none is lost. Without the lock most of them are.

type Hooked = typeof globalThis & { __trimStorage: StorageTestHook };

let session: TrimSession;
const pages: Page[] = [];

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  for (const page of pages) await page.close();
  await session?.close();
});

describe('one key written by two pages and the worker at once', () => {
  it('loses no write', async () => {
    const options = await session.openOptions();
    const manage = await session.trim.openPage('manage.html');
    pages.push(options, manage);
    const worker = await session.trim.serviceWorker();
    // No waitForFunction: extension pages refuse eval.
    for (const page of pages) await expect.poll(() => page.evaluate(() => '__trimStorage' in globalThis)).toBe(true);

    const times = 40;
    const bump = (n: number) => (globalThis as Hooked).__trimStorage.bump(n);
    await Promise.all([options.evaluate(bump, times), manage.evaluate(bump, times), worker.evaluate(bump, times)]);

    expect(await storageValue<number>(session.trim, 'e2e:counter')).toBe(3 * times);
  });
});
