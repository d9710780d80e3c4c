import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { ApiClient } from '../api';
import { ApiError } from '../api/errors';
import { saveSettings } from '../settings/items';
import {
  REFERENCE_MAX_AGE_MS,
  connectionSource,
  invalidateReference,
  loadReference,
  referenceItem,
  saveAccount,
  staleKinds,
  watchReference,
  EMPTY_REFERENCE,
  type Account,
} from './cache';

const account = { id: 1, email: 'demo@example.com', username: 'demo', status: 'pro' } as unknown as Account;

/** A client whose list endpoints answer one page; `forbidden` kinds refuse like a plan without them. */
function fakeClient(forbidden: string[] = []) {
  const calls: string[] = [];
  const list = (kind: string, items: unknown[]) =>
    vi.fn(async () => {
      calls.push(kind);
      if (forbidden.includes(kind)) throw new ApiError('forbidden', 'You do not have permission to access this endpoint.');
      return { items, total: items.length, page: 1, perPage: 100, nextPage: null, maxPage: 1 };
    });
  const client = {
    account: {
      get: vi.fn(async () => {
        calls.push('account');
        return account;
      }),
    },
    domains: { list: list('domains', [{ id: 1, domain: 'https://brand.example' }]) },
    campaigns: { list: list('campaigns', [{ id: 2, name: 'Spring' }]) },
    channels: { list: list('channels', [{ id: 3, name: 'News' }]) },
    pixels: { list: list('pixels', [{ id: 4, name: 'GA' }]) },
    overlays: { list: list('overlays', [{ id: 5, name: 'CTA' }]) },
    splash: { list: list('splash', [{ id: 6, name: 'Hello' }]) },
  };
  return { client: client as unknown as ApiClient, calls };
}

describe('reference cache', () => {
  let now = 1_700_000_000_000;
  const clock = () => now;

  beforeEach(async () => {
    fakeBrowser.reset();
    now = 1_700_000_000_000;
    await saveSettings({ connection: { baseUrl: 'https://short.example', apiKey: 'key-1' } });
  });

  it('fetches every list once with a generous page, then serves a fresh cache with zero requests', async () => {
    const { client, calls } = fakeClient();
    const first = await loadReference({ client, now: clock });
    expect(calls.sort()).toEqual(['account', 'campaigns', 'channels', 'domains', 'overlays', 'pixels', 'splash']);
    expect(first.campaigns).toEqual([{ id: 2, name: 'Spring' }]);
    expect(first.fetchedAt).toBe(now);
    expect((client.domains.list as ReturnType<typeof vi.fn>).mock.calls[0]).toEqual([{ limit: 100 }]);

    calls.length = 0;
    now += REFERENCE_MAX_AGE_MS - 1;
    const again = await loadReference({ client, now: clock });
    expect(calls).toEqual([]);
    expect(again.account).toEqual(account);
  });

  it('refetches after the expiry, and everything on force', async () => {
    const { client, calls } = fakeClient();
    await loadReference({ client, now: clock });
    calls.length = 0;
    now += REFERENCE_MAX_AGE_MS;
    await loadReference({ client, now: clock });
    expect(calls).toHaveLength(7);

    calls.length = 0;
    await loadReference({ client, now: clock, force: true, only: ['campaigns'] });
    expect(calls).toEqual(['campaigns']);
  });

  it('caches a list the plan lacks as empty and unavailable, not as an error', async () => {
    const { client } = fakeClient(['pixels', 'overlays']);
    const data = await loadReference({ client, now: clock });
    expect(data.pixels).toEqual([]);
    expect(data.unavailable.sort()).toEqual(['overlays', 'pixels']);
    expect(data.domains).toHaveLength(1);
    // And it counts as fetched: no retry until it expires.
    expect(staleKinds(data, data.source, now)).toEqual([]);
  });

  it('keeps older data when a refresh fails, and rejects only when there is nothing to show', async () => {
    const { client } = fakeClient();
    await loadReference({ client, now: clock });
    const failing = fakeClient().client;
    failing.campaigns.list = vi.fn(async () => {
      throw new ApiError('network', 'down');
    }) as unknown as ApiClient['campaigns']['list'];
    now += REFERENCE_MAX_AGE_MS;
    const data = await loadReference({ client: failing, now: clock });
    expect(data.campaigns).toEqual([{ id: 2, name: 'Spring' }]);

    fakeBrowser.reset();
    await saveSettings({ connection: { baseUrl: 'https://short.example', apiKey: 'key-1' } });
    await expect(loadReference({ client: failing, now: clock })).rejects.toMatchObject({ kind: 'network' });
    // What did arrive is kept for next time.
    expect((await referenceItem.getValue()).domains).toHaveLength(1);
  });

  it('never shows one connection the lists of another', async () => {
    const { client, calls } = fakeClient();
    await loadReference({ client, now: clock });
    await saveSettings({ connection: { baseUrl: 'https://short.example', apiKey: 'key-2' } });
    calls.length = 0;
    await loadReference({ client, now: clock });
    expect(calls).toHaveLength(7);
    expect(connectionSource({ baseUrl: 'https://a.example/', apiKey: 'k' })).toBe(connectionSource({ baseUrl: 'https://a.example', apiKey: 'k' }));
    expect(connectionSource({ baseUrl: 'https://a.example', apiKey: 'secret-key' })).not.toContain('secret');
  });

  it('invalidates chosen kinds, keeping what is shown until the next load', async () => {
    const { client, calls } = fakeClient();
    await loadReference({ client, now: clock });
    await invalidateReference(['channels']);
    expect((await referenceItem.getValue()).channels).toHaveLength(1);
    calls.length = 0;
    await loadReference({ client, now: clock });
    expect(calls).toEqual(['channels']);
  });

  it('stores the account from the options check so no second request is needed', async () => {
    const { client, calls } = fakeClient();
    await saveAccount(account, { now });
    await loadReference({ client, now: clock, only: ['account'] });
    expect(calls).toEqual([]);
    expect((await referenceItem.getValue()).account).toEqual(account);
  });

  it('shares one in-flight load between overlapping callers', async () => {
    const { client, calls } = fakeClient();
    await Promise.all([loadReference({ client, now: clock }), loadReference({ client, now: clock })]);
    expect(calls).toHaveLength(7);
  });

  it('tells watchers when any surface updates it', async () => {
    const seen: number[] = [];
    const stop = watchReference((data) => seen.push(data.campaigns.length));
    await loadReference({ client: fakeClient().client, now: clock });
    await referenceItem.setValue(EMPTY_REFERENCE);
    stop();
    expect(seen).toEqual([1, 0]);
  });
});
