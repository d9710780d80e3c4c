import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { EMPTY_REFERENCE, type ReferenceData } from '@/lib/reference/data';
import { closedAreas, closedBy, listOfNames, type AreaEvidence } from './areas';

const SOURCE = 'https://short.test#abc';
const cache = (patch: Partial<ReferenceData>): ReferenceData => ({ ...EMPTY_REFERENCE, source: SOURCE, ...patch });
const closedCampaigns = cache({ unavailable: ['campaigns'], refusedBy: { campaigns: 'key' } });

const planRefusal = new ApiError('forbidden', 'server-message', 'x', { status: 403, refusedBy: 'plan' });
const keyRefusal = new ApiError('forbidden', 'server-message', 'x', { status: 403, refusedBy: 'key' });
const badKey = new ApiError('auth', 'key-refused', 'A valid API key is required to use this service.', { status: 403 });

describe('closedBy', () => {
  it.each<[string, Partial<AreaEvidence>, ReturnType<typeof closedBy>]>([
    ['nothing known yet', {}, null],
    ['the cache says so, before any answer', { reference: closedCampaigns }, 'key'],
    ['the cache of another connection', { reference: { ...closedCampaigns, source: 'https://other.test#1' } }, null],
    ['older cache data without a reason: the plan', { reference: cache({ unavailable: ['campaigns'] }) }, 'plan'],
    ['the own answer succeeded, whatever the cache says', { reference: closedCampaigns, loaded: true }, null],
    ['the own answer: the plan', { error: planRefusal }, 'plan'],
    ['the own answer: the key, over a cache that knew nothing', { error: keyRefusal }, 'key'],
    ['the own answer wins over the cache', { error: planRefusal, reference: closedCampaigns }, 'plan'],
    ['a bad key is an error, not a closed area', { error: badKey, reference: closedCampaigns }, null],
    ['a network failure too', { error: new ApiError('network', 'unreachable', 'x') }, null],
  ])('%s', (_name, evidence, expected) => {
    expect(closedBy('campaigns', { error: null, loaded: false, reference: EMPTY_REFERENCE, source: SOURCE, ...evidence })).toBe(expected);
  });

  it('never takes links from the cache, which holds no such list', () => {
    expect(closedBy('links', { error: null, loaded: false, reference: cache({ unavailable: ['campaigns'] }), source: SOURCE })).toBeNull();
    expect(closedBy('links', { error: keyRefusal, loaded: false, reference: EMPTY_REFERENCE, source: SOURCE })).toBe('key');
  });
});

describe('closedAreas', () => {
  it('lists the asked areas the cache holds closed, with what closes them', () => {
    const reference = cache({ unavailable: ['domains', 'channels', 'pixels'], refusedBy: { channels: 'key' } });
    expect(closedAreas(reference, ['domains', 'campaigns', 'channels'], SOURCE)).toEqual([
      { area: 'domains', by: 'plan' },
      { area: 'channels', by: 'key' },
    ]);
    expect(closedAreas(reference, ['domains'], 'https://other.test#1')).toEqual([]);
  });
});

describe('listOfNames', () => {
  it.each<[Parameters<typeof listOfNames>[0], string]>([
    [[], ''],
    [['campaigns'], 'campaigns'],
    [['domains', 'channels'], 'branded domains and channels'],
    [['domains', 'campaigns', 'overlays'], 'branded domains, campaigns, and CTA overlays'],
  ])('%j → %s', (areas, expected) => {
    expect(listOfNames(areas)).toBe(expected);
  });
});
