import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { LinkInput } from '@/lib/api';
import { phpJson } from '@/lib/api/test-utils';
import { testConnection } from '@/lib/connection/test-utils';
import { compareKept, describeDrops, droppedByPlan, forgetPlanDrops, needsReadBack, notePlanDrops } from './plan-drops';
import { linksService } from './service';

const geo: LinkInput = { url: 'https://example.com', geotarget: [{ location: 'Germany', link: 'https://example.de' }] };
const details = (location: Record<string, string>, device: Record<string, string> | null = null, shorturl = 'https://s.test/x') => ({ location, device, shorturl });

describe('what a plan dropped', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each<[string, LinkInput, ReturnType<typeof details>, { dropped: string[]; kept: string[] }]>([
    ['a country kept', geo, details({ germany: 'https://example.de' }), { dropped: [], kept: ['geo'] }],
    ['a country dropped', geo, details({}), { dropped: ['geo'], kept: [] }],
    [
      'devices not reported (null): nothing said',
      { url: 'https://e.test', devicetarget: [{ device: 'iPhone', link: 'https://a.test' }] },
      details({}, null),
      { dropped: [], kept: [] },
    ],
    [
      'devices reported empty: dropped',
      { url: 'https://e.test', devicetarget: [{ device: 'iPhone', link: 'https://a.test' }] },
      details({}, {}),
      { dropped: ['device'], kept: [] },
    ],
    [
      'a branded domain fallen back to the default',
      { url: 'https://e.test', domain: 'https://go.brand.test' },
      details({}, null, 'https://s.test/x'),
      { dropped: ['domain'], kept: [] },
    ],
    ['nothing droppable sent', { url: 'https://e.test', password: 'x' }, details({}), { dropped: [], kept: [] }],
    [
      'targeting is one feature: a country dropped says the devices and languages sent went too, devices unreported',
      { ...geo, devicetarget: [{ device: 'iPhone', link: 'https://a.test' }], languagetarget: [{ language: 'fr', link: 'https://f.test' }] },
      details({}, null),
      { dropped: ['geo', 'device', 'language'], kept: [] },
    ],
    [
      'and a country kept says they were kept',
      { ...geo, devicetarget: [{ device: 'iPhone', link: 'https://a.test' }] },
      details({ germany: 'https://example.de' }, null),
      { dropped: [], kept: ['geo', 'device'] },
    ],
    [
      'languages alone: nothing a read can show',
      { url: 'https://e.test', languagetarget: [{ language: 'fr', link: 'https://f.test' }] },
      details({}, null),
      { dropped: [], kept: [] },
    ],
  ])('%s', (_name, sent, read, expected) => {
    expect(compareKept(sent, read)).toEqual(expected);
  });

  it('reads back only a body carrying what a read can check', () => {
    expect(needsReadBack(geo)).toBe(true);
    expect(needsReadBack({ url: 'https://e.test', campaign: 3, pixels: [1], type: 'frame' })).toBe(false);
  });

  it('remembers per installation and connection, targeting as a whole; a kept setting (plan upgraded) is taken off', async () => {
    const one = { id: 'one', source: 'a' };
    await notePlanDrops(one, { dropped: ['geo'], kept: [] });
    // The plan lacks targeting: the popup stops offering devices and languages too.
    expect(await droppedByPlan(one)).toEqual(['geo', 'device', 'language']);
    expect(await droppedByPlan({ id: 'one', source: 'b' })).toEqual([]);
    expect(await droppedByPlan({ id: 'two', source: 'a' })).toEqual([]);
    await notePlanDrops(one, { dropped: ['domain'], kept: [] });
    await notePlanDrops(one, { dropped: [], kept: ['device'] });
    expect(await droppedByPlan(one)).toEqual(['domain']);
    await notePlanDrops(one, { dropped: ['device'], kept: [] });
    await forgetPlanDrops('one');
    expect(await droppedByPlan(one)).toEqual([]);
    expect(describeDrops(['geo'])).toBe('Not included in your plan: country targeting. The service left it out without reporting an error.');
    expect(describeDrops(['geo', 'device'])).toBe('Not included in your plan: country targeting, device targeting. The service left them out without reporting an error.');
  });

  it('the service reads the link back once, only when asked and only for such a body', async () => {
    const { connection, requests } = testConnection((request) => {
      if (request.method === 'POST') return { body: phpJson({ error: 0, id: 9, shorturl: 'https://s.test/x' }) };
      return { body: phpJson({ error: 0, id: 9, details: { id: 9, shorturl: 'https://s.test/x', longurl: 'https://example.com', location: [], device: null }, data: {} }) };
    });
    const links = linksService(connection, async () => undefined);
    await expect(links.create(geo, { checkKept: true })).resolves.toMatchObject({ dropped: ['geo'] });
    await expect(links.create({ url: 'https://example.com/plain' }, { checkKept: true })).resolves.toMatchObject({ dropped: [] });
    await expect(links.create(geo)).resolves.toMatchObject({ dropped: [] });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['POST /api/url/add', 'GET /api/url/9', 'POST /api/url/add', 'POST /api/url/add']);
    expect(await droppedByPlan(connection)).toEqual(['geo', 'device', 'language']);
  });
});
