import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { fail } from '@/lib/api/test-utils';
import { loadReference } from './cache';
import { referenceItem } from './data';
import { AREAS, type Area } from './areas';
import { checkAndRecordAreas, checkAreas, findingsOf, type AreaCheck } from './check-areas';
import { clientOf } from '@/lib/connection/endpoints';
import { TEST_INSTALLATION, testConnection } from '@/lib/connection/test-utils';
import { areaOfRequest, areaService, type ClosedForm } from './test-utils';

type Expected = 'open' | 'plan' | 'key' | RegExp;

function stateOf(check: AreaCheck | undefined): Expected | string {
  if (!check) return 'missing';
  if (check.state === 'open') return 'open';
  if (check.state === 'closed') return check.by;
  if (check.state === 'absent') return 'absent';
  return `failed: ${(check.error as { kind?: string }).kind}`;
}

beforeEach(() => fakeBrowser.reset());

describe('checkAreas', () => {
  it.each<[string, { closed?: Partial<Record<Area, ClosedForm>>; down?: Area[] }, Partial<Record<Area, string>>]>([
    ['everything open', {}, {}],
    ['a plan without campaigns and channels', { closed: { campaigns: 'plan', channels: 'plan' } }, { campaigns: 'plan', channels: 'plan' }],
    ['a key limited by HTTP 403', { closed: { domains: 'key', pixels: 'key' } }, { domains: 'key', pixels: 'key' }],
    ['a key limited by error true', { closed: { links: 'key-200', account: 'key-200' } }, { links: 'key', account: 'key' }],
    ['both at once', { closed: { overlays: 'plan', splash: 'key' } }, { overlays: 'plan', splash: 'key' }],
    ['one area unreachable', { down: ['channels'] }, { channels: 'failed: network' }],
  ])('%s', async (_name, service, expected) => {
    const { connection, requests } = testConnection(areaService(service));
    const checks = await checkAreas(await clientOf(connection));

    expect(checks.map((check) => check.area)).toEqual([...AREAS]);
    for (const area of AREAS) expect(stateOf(checks.find((check) => check.area === area)), area).toBe(expected[area] ?? 'open');
    // Exactly one small request per area.
    expect(requests.map(areaOfRequest).sort()).toEqual([...AREAS].sort());
    for (const request of requests) if (request.url.pathname !== '/api/account') expect(request.url.searchParams.get('limit')).toBe('1');
  });

  it('keeps the account-level refusals as errors, never as a closed area', async () => {
    const { connection } = testConnection(() => fail('API service is disabled.', 403));
    const checks = await checkAreas(await clientOf(connection));
    expect(checks.every((check) => check.state === 'failed')).toBe(true);
    expect(stateOf(checks[0])).toBe('failed: auth');
  });
});

describe('findingsOf', () => {
  it('keeps what the cache can use: cached kinds that answered, open or closed', () => {
    const checks: AreaCheck[] = [
      { area: 'account', state: 'open' },
      { area: 'links', state: 'closed', by: 'key' },
      { area: 'campaigns', state: 'closed', by: 'plan' },
      { area: 'channels', state: 'failed', error: new Error('x') },
      { area: 'domains', state: 'open' },
    ];
    expect(findingsOf(checks)).toEqual([
      { kind: 'account', refusal: null },
      { kind: 'campaigns', refusal: 'plan' },
      { kind: 'domains', refusal: null },
    ]);
  });
});

describe('checkAndRecordAreas', () => {
  it('updates the cache from its own answers, with no request beyond one per area', async () => {
    const { connection, requests } = testConnection(areaService({ closed: { campaigns: 'key', pixels: 'plan' }, down: ['channels'] }));
    await checkAndRecordAreas(connection);
    expect(requests).toHaveLength(AREAS.length);

    const data = await referenceItem(TEST_INSTALLATION).getValue();
    expect(data.unavailable.sort()).toEqual(['campaigns', 'pixels']);
    expect(data.refusedBy).toEqual({ campaigns: 'key', pixels: 'plan' });
  });

  it('reopens a kind the cache held closed, so the next load fetches it', async () => {
    const closedFirst = testConnection(areaService({ closed: { campaigns: 'plan' } })).connection;
    await loadReference(closedFirst);
    expect((await referenceItem(TEST_INSTALLATION).getValue()).unavailable).toEqual(['campaigns']);

    const { connection, requests } = testConnection(areaService());
    await checkAndRecordAreas(connection);
    expect((await referenceItem(TEST_INSTALLATION).getValue()).unavailable).toEqual([]);
    requests.length = 0;
    await loadReference(connection);
    expect(requests.map(areaOfRequest)).toEqual(['campaigns']);
  });
});
