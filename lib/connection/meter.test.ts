import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createMeter, meterWritesSettled } from './meter';
import { rateLimitItem, rateLimitKey } from './rate-limit';

beforeEach(() => fakeBrowser.reset());
afterEach(() => vi.restoreAllMocks());

describe('meterWritesSettled', () => {
  it('waits for a stored copy still being written, so a removal after it stays removed', async () => {
    // Storage answers slowly, as it does under load: the write lands after the answer was used.
    const set = fakeBrowser.storage.local.set.bind(fakeBrowser.storage.local);
    vi.spyOn(fakeBrowser.storage.local, 'set').mockImplementation(async (items) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return set(items);
    });
    const meter = createMeter('gone');
    meter.record({ limit: 30, remaining: 29, resetAt: new Date(Date.now() + 60_000) });
    // (without this wait the removal below is overtaken by the write)
    await meterWritesSettled('gone');
    await browser.storage.local.remove(rateLimitKey('gone'));
    // Any write still on its way would land before this settles.
    await meterWritesSettled('gone');
    expect(await rateLimitItem('gone').getValue()).toBeNull();
  });

  it('keeps the writes in the order of the answers: the last answer is what is stored', async () => {
    const meter = createMeter('order');
    for (const remaining of [29, 28, 27]) meter.record({ limit: 30, remaining, resetAt: new Date(Date.now() + 60_000) });
    await meterWritesSettled('order');
    expect(await rateLimitItem('order').getValue()).toMatchObject({ remaining: 27 });
  });
});
