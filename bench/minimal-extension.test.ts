import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { unpackedExtensionId } from '@/test/harness/extension-id';
import { MINIMAL_PAGE, WAKE_REPLY, writeMinimalExtension, type MinimalExtension } from './minimal-extension';

describe('the minimal extension', () => {
  let minimal: MinimalExtension | undefined;
  afterEach(async () => {
    await minimal?.remove();
  });

  it('is an MV3 extension with a service worker and the page to send from', async () => {
    minimal = await writeMinimalExtension();
    const manifest = JSON.parse(await readFile(path.join(minimal.dir, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ manifest_version: 3, background: { service_worker: 'worker.js' } });
    await expect(readFile(path.join(minimal.dir, MINIMAL_PAGE), 'utf8')).resolves.toContain('<title>');
    expect(minimal.id).toBe(unpackedExtensionId(minimal.dir));
  });

  it('answers any message at once with the reply Trim gives the bench', async () => {
    minimal = await writeMinimalExtension();
    const listeners: ((message: unknown, sender: unknown, sendResponse: (reply: unknown) => void) => void)[] = [];
    const chrome = { runtime: { onMessage: { addListener: (listener: (typeof listeners)[number]) => listeners.push(listener) } } };
    runInNewContext(await readFile(path.join(minimal.dir, 'worker.js'), 'utf8'), { chrome });
    const replies: unknown[] = [];
    listeners[0]?.({ trim: 1, type: 'text:decide' }, {}, (reply) => replies.push(reply));
    expect(replies).toEqual([WAKE_REPLY]);
  });
});
