import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { connectionSource } from '@/lib/connection/source';
import { fail, listBody, phpJson } from '@/lib/api/test-utils';
import { TEST_INSTALLATION, testConnection } from '@/lib/connection/test-utils';
import { invalidateReference, loadReference, recordAreas, saveAccount, staleKinds, watchReference } from './cache';
import { REFERENCE_MAX_AGE_MS, referenceItem, EMPTY_REFERENCE, type Account } from './data';

const account = { id: 1, email: 'demo@example.com', username: 'demo', avatar: '', status: 'pro', expires: '', registered: '' } as Account;

const LISTS: Record<string, [key: string, items: unknown[]]> = {
  domains: ['domains', [{ id: 1, domain: 'https://brand.example', redirectroot: '', redirect404: '' }]],
  campaigns: ['campaigns', [{ id: 2, name: 'Spring', public: true, rotator: false, list: 'https://short.test/u/list' }]],
  channels: ['channels', [{ id: 3, name: 'News', description: '', color: '#000000', starred: false }]],
  pixels: ['pixels', [{ id: 4, type: 'gapixel', name: 'GA', tag: 'G-1', date: '2026-01-01 00:00:00' }]],
  overlay: ['overlay', [{ id: 5, type: 'message', name: 'CTA', date: '2026-01-01 00:00:00' }]],
  splash: ['splash', [{ id: 6, name: 'Hello', date: '2026-01-01 00:00:00' }]],
};
const KIND_OF_PATH: Record<string, string> = { overlay: 'overlays' };

/**
 * A service whose list endpoints answer one page: `forbidden` kinds refuse like a plan without
 * them, `down` kinds cannot be reached.
 */
function fakeService({ forbidden = [], keyRefused = [], down = [], apiKey }: { forbidden?: string[]; keyRefused?: string[]; down?: string[]; apiKey?: string } = {}) {
  const calls: string[] = [];
  const limits: (string | null)[] = [];
  const { connection } = testConnection((request) => {
    const path = request.url.pathname.replace(/^\/api\//, '');
    const kind = KIND_OF_PATH[path] ?? path;
    calls.push(kind);
    limits.push(request.url.searchParams.get('limit'));
    if (down.includes(kind)) throw new TypeError('Failed to fetch');
    if (forbidden.includes(kind)) return fail('You do not have permission to access this endpoint.', 403);
    if (keyRefused.includes(kind)) return { body: phpJson({ error: true, message: 'You do not have access to this endpoint with this API key.' }) };
    if (path === 'account') return { body: phpJson({ error: 0, data: account }) };
    const [key, items] = LISTS[path] ?? ['', []];
    return { body: listBody(key, items) };
  });
  const settings = { ...connection.settings, apiKey: apiKey ?? connection.settings.apiKey };
  return { connection: apiKey ? { ...connection, settings, source: connectionSource(settings) } : connection, calls, limits };
}

describe('reference cache', () => {
  let now = 1_700_000_000_000;
  const clock = () => now;

  beforeEach(() => {
    fakeBrowser.reset();
    now = 1_700_000_000_000;
  });

  it('fetches every list once with a generous page, then serves a fresh cache with zero requests', async () => {
    const { connection, calls, limits } = fakeService();
    const first = await loadReference(connection, { now: clock });
    expect(calls.sort()).toEqual(['account', 'campaigns', 'channels', 'domains', 'overlays', 'pixels', 'splash']);
    expect(first.campaigns).toMatchObject([{ id: 2, name: 'Spring' }]);
    expect(first.fetchedAt).toBe(now);
    expect(limits.filter((limit) => limit !== null)).toEqual(Array(6).fill('100'));

    calls.length = 0;
    now += REFERENCE_MAX_AGE_MS - 1;
    const again = await loadReference(connection, { now: clock });
    expect(calls).toEqual([]);
    expect(again.account).toMatchObject(account);
  });

  it('refetches after the expiry, and everything on force', async () => {
    const { connection, calls } = fakeService();
    await loadReference(connection, { now: clock });
    calls.length = 0;
    now += REFERENCE_MAX_AGE_MS;
    await loadReference(connection, { now: clock });
    expect(calls).toHaveLength(7);

    calls.length = 0;
    await loadReference(connection, { now: clock, force: true, only: ['campaigns'] });
    expect(calls).toEqual(['campaigns']);
  });

  it('caches a list the plan lacks as empty and unavailable, not as an error', async () => {
    const { connection } = fakeService({ forbidden: ['pixels', 'overlays'] });
    const data = await loadReference(connection, { now: clock });
    expect(data.pixels).toEqual([]);
    expect(data.unavailable.sort()).toEqual(['overlays', 'pixels']);
    expect(data.domains).toHaveLength(1);
    // And it counts as fetched: no retry until it expires.
    expect(staleKinds(data, data.source, now)).toEqual([]);
  });

  it('remembers whether the plan or the key closes a list, and forgets it once the list opens', async () => {
    const { connection } = fakeService({ forbidden: ['pixels'], keyRefused: ['campaigns'] });
    const data = await loadReference(connection, { now: clock });
    expect(data.unavailable.sort()).toEqual(['campaigns', 'pixels']);
    expect(data.refusedBy).toEqual({ pixels: 'plan', campaigns: 'key' });

    const reopened = await loadReference(fakeService().connection, { now: clock, force: true });
    expect(reopened.unavailable).toEqual([]);
    expect(reopened.refusedBy).toEqual({});
  });

  it('records what other requests learned, without a request of its own', async () => {
    const { connection, calls } = fakeService();
    await loadReference(connection, { now: clock });
    calls.length = 0;

    const closed = await recordAreas(
      connection,
      [
        { kind: 'campaigns', refusal: 'key' },
        { kind: 'domains', refusal: null },
      ],
      now,
    );
    expect(calls).toEqual([]);
    expect(closed).toMatchObject({ campaigns: [], unavailable: ['campaigns'], refusedBy: { campaigns: 'key' } });
    // An open kind that was not closed keeps its list and its age.
    expect(closed.domains).toHaveLength(1);
    expect(staleKinds(closed, closed.source, now)).toEqual([]);

    const reopened = await recordAreas(connection, [{ kind: 'campaigns', refusal: null }], now);
    expect(calls).toEqual([]);
    expect(reopened).toMatchObject({ unavailable: [], refusedBy: {} });
    // Found open, it has no list yet: the next load fetches it, and only it.
    expect(staleKinds(reopened, reopened.source, now)).toEqual(['campaigns']);
    await loadReference(connection, { now: clock });
    expect(calls).toEqual(['campaigns']);
  });

  it('records for its own connection only, starting afresh for another', async () => {
    await loadReference(fakeService().connection, { now: clock });
    const other = fakeService({ apiKey: 'key-2' });
    const data = await recordAreas(other.connection, [{ kind: 'pixels', refusal: 'plan' }], now);
    expect(other.calls).toEqual([]);
    expect(data).toMatchObject({ source: other.connection.source, unavailable: ['pixels'], domains: [] });
  });

  it('sends nothing into a window the meter knows is spent, and says how long to wait', async () => {
    const { connection, calls } = fakeService();
    connection.meter.record({ limit: 30, remaining: 0, resetAt: new Date(now + 13_000) });
    await expect(loadReference(connection, { now: clock })).rejects.toMatchObject({ kind: 'rate-limited', retryAfter: 13 });
    expect(calls).toEqual([]);
    now += 14_000;
    await loadReference(connection, { now: clock });
    expect(calls).toHaveLength(7);
  });

  it('keeps older data when a refresh fails, and rejects only when there is nothing to show', async () => {
    await loadReference(fakeService().connection, { now: clock });
    const failing = fakeService({ down: ['campaigns'] }).connection;
    now += REFERENCE_MAX_AGE_MS;
    const data = await loadReference(failing, { now: clock });
    expect(data.campaigns).toMatchObject([{ id: 2, name: 'Spring' }]);

    fakeBrowser.reset();
    await expect(loadReference(failing, { now: clock })).rejects.toMatchObject({ kind: 'network' });
    // What did arrive is kept for next time.
    expect((await referenceItem(TEST_INSTALLATION).getValue()).domains).toHaveLength(1);
  });

  it('never shows one connection the lists of another', async () => {
    await loadReference(fakeService().connection, { now: clock });
    const { connection, calls } = fakeService({ apiKey: 'key-2' });
    await loadReference(connection, { now: clock });
    expect(calls).toHaveLength(7);
    expect(connectionSource({ baseUrl: 'https://a.example/', apiKey: 'k' })).toBe(connectionSource({ baseUrl: 'https://a.example', apiKey: 'k' }));
    expect(connectionSource({ baseUrl: 'https://a.example', apiKey: 'secret-key' })).not.toContain('secret');
  });

  it("keeps each installation's lists apart, under its own key", async () => {
    await loadReference(fakeService().connection, { now: clock });
    expect(Object.keys(await fakeBrowser.storage.local.get(null))).toEqual(['reference:test']);
    // The same address and key under another installation still has nothing cached.
    const other = fakeService();
    await loadReference({ ...other.connection, id: 'other' }, { now: clock });
    expect(other.calls).toHaveLength(7);
    expect(Object.keys(await fakeBrowser.storage.local.get(null)).sort()).toEqual(['reference:other', 'reference:test']);
  });

  it('invalidates chosen kinds, keeping what is shown until the next load', async () => {
    const { connection, calls } = fakeService();
    await loadReference(connection, { now: clock });
    await invalidateReference(TEST_INSTALLATION, ['channels']);
    expect((await referenceItem(TEST_INSTALLATION).getValue()).channels).toHaveLength(1);
    calls.length = 0;
    await loadReference(connection, { now: clock });
    expect(calls).toEqual(['channels']);
  });

  it('stores the account from the options check so no second request is needed', async () => {
    const { connection, calls } = fakeService();
    await saveAccount(account, connection, now);
    await loadReference(connection, { now: clock, only: ['account'] });
    expect(calls).toEqual([]);
    expect((await referenceItem(TEST_INSTALLATION).getValue()).account).toEqual(account);
  });

  it('shares one in-flight load between overlapping callers', async () => {
    const { connection, calls } = fakeService();
    await Promise.all([loadReference(connection, { now: clock }), loadReference(connection, { now: clock })]);
    expect(calls).toHaveLength(7);
  });

  it('tells watchers when any surface updates it', async () => {
    const seen: number[] = [];
    const stop = watchReference(TEST_INSTALLATION, (data) => seen.push(data.campaigns.length));
    await loadReference(fakeService().connection, { now: clock });
    await referenceItem(TEST_INSTALLATION).setValue(EMPTY_REFERENCE);
    stop();
    expect(seen).toEqual([1, 0]);
  });
});
