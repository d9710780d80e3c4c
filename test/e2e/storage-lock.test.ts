import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageTestHook } from '@/lib/storage/e2e-hook';
import { storageValue } from '@/test/harness/extension';
import { E2E_BUILD_DIR } from '@/test/harness/launch';
import { startSession, type TrimSession } from './support';

// Every write of a stored item takes its key's lock (navigator.locks, shared by every page and
// the worker of the extension): two pages and the worker each add to one counter at once, each
// addition a read-modify-write, and none is lost. Without the lock most of them are.
// The pages are built here, beside the e2e build, from lib/storage itself: Trim's own pages stay
// exactly the production ones (manifest.test.ts); the worker's test hooks hold the same hook.

type Hooked = typeof globalThis & { __trimStorage: StorageTestHook };

const PAGE = 'test-storage-lock.html';
const SCRIPTS = path.join(E2E_BUILD_DIR, 'test-storage-lock');

async function buildLockPage(): Promise<void> {
  const entry = path.resolve('test-results/storage-lock-entry.ts');
  await mkdir(path.dirname(entry), { recursive: true });
  await writeFile(entry, "import { exposeStorageForTests } from '@/lib/storage/e2e-hook';\nexposeStorageForTests();\n");
  await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': path.resolve('.') } },
    build: { outDir: SCRIPTS, emptyOutDir: true, minify: false, lib: { entry, formats: ['es'], fileName: () => 'page.js' } },
  });
  await writeFile(path.join(E2E_BUILD_DIR, PAGE), '<!doctype html><title>lock</title><script type="module" src="/test-storage-lock/page.js"></script>');
}

let session: TrimSession;
const pages: Page[] = [];

beforeAll(async () => {
  await buildLockPage();
  session = await startSession();
});

afterAll(async () => {
  for (const page of pages) await page.close();
  await session?.close();
  await rm(path.join(E2E_BUILD_DIR, PAGE), { force: true });
  await rm(SCRIPTS, { recursive: true, force: true });
});

describe('one key written by two pages and the worker at once', () => {
  it('loses no write', async () => {
    pages.push(await session.trim.openPage(PAGE), await session.trim.openPage(PAGE));
    const worker = await session.trim.serviceWorker();
    // No waitForFunction: extension pages refuse eval.
    for (const page of pages) await expect.poll(() => page.evaluate(() => '__trimStorage' in globalThis)).toBe(true);

    const times = 40;
    const bump = (n: number) => (globalThis as Hooked).__trimStorage.bump(n);
    await Promise.all([...pages.map((page) => page.evaluate(bump, times)), worker.evaluate(bump, times)]);

    expect(await storageValue<number>(session.trim, 'e2e:counter')).toBe(3 * times);
  });
});
