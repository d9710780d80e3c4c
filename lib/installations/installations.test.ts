import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getSettings } from '@/lib/settings/items';
import { DEFAULT_SETTINGS, DEFAULT_SHORTEN_DEFAULTS, type Installation } from '@/lib/settings/schema';
import {
  chosenInstallation,
  defaultFirst,
  defaultInstallation,
  NO_INSTALLATION,
  saveInstallation,
  saveInstallationDefaults,
  setDefaultInstallation,
  withoutInstallation,
} from './installations';
import { validateInstallation } from './validate';

const one = (id: string, name = id, baseUrl = `https://${id}.example`, apiKey = `${id}-key`): Installation => ({
  id,
  name,
  connection: { baseUrl, apiKey },
  defaults: DEFAULT_SHORTEN_DEFAULTS,
});
const settingsWith = (installations: Installation[], defaultId = '') => ({ ...DEFAULT_SETTINGS, installations, defaultInstallation: defaultId });

describe('which installation a surface works with', () => {
  const [a, b, c] = [one('a'), one('b'), one('c')];
  it.each([
    ['none', settingsWith([]), null, NO_INSTALLATION],
    ['the default one when nothing is chosen', settingsWith([a, b], 'b'), null, b],
    ['the chosen one', settingsWith([a, b], 'b'), 'a', a],
    ['the default one when the chosen one is gone', settingsWith([a, b], 'b'), 'removed', b],
    ['the first one when the default is unknown', settingsWith([a, b], 'gone'), '', a],
  ])('%s', (_, settings, id, expected) => {
    expect(chosenInstallation(settings, id)).toBe(expected);
  });

  it('lists the default one first, the rest in the order the user added them', () => {
    expect(defaultFirst(settingsWith([a, b, c], 'b')).map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(defaultFirst(settingsWith([]))).toEqual([]);
  });

  it('passes the default to the first one left when the default is removed', () => {
    expect(withoutInstallation(settingsWith([a, b, c], 'a'), 'a')).toMatchObject({ installations: [b, c], defaultInstallation: 'b' });
    expect(withoutInstallation(settingsWith([a, b], 'b'), 'a')).toMatchObject({ installations: [b], defaultInstallation: 'b' });
    expect(withoutInstallation(settingsWith([a], 'a'), 'a')).toMatchObject({ installations: [], defaultInstallation: '' });
  });
});

describe('changing the list', () => {
  beforeEach(() => fakeBrowser.reset());

  it('makes the first saved installation the default, replaces one saved again, and keeps the others', async () => {
    await saveInstallation(one('a'));
    await saveInstallation(one('b'));
    await saveInstallation({ ...one('a'), name: 'Renamed', connection: { baseUrl: 'https://a.example', apiKey: 'new-key' } });
    const settings = await getSettings();
    expect(settings.installations.map((x) => [x.id, x.name, x.connection.apiKey])).toEqual([
      ['a', 'Renamed', 'new-key'],
      ['b', 'b', 'b-key'],
    ]);
    expect(defaultInstallation(settings).id).toBe('a');
  });

  it("changes one installation's defaults and the default installation, nothing else", async () => {
    await Promise.all([saveInstallation(one('a')), saveInstallation(one('b'))]);
    await Promise.all([saveInstallationDefaults('b', { campaign: 3 }), setDefaultInstallation('b'), setDefaultInstallation('unknown')]);
    const settings = await getSettings();
    expect(settings.installations[1]?.defaults).toEqual({ ...DEFAULT_SHORTEN_DEFAULTS, campaign: 3 });
    expect(settings.installations[0]?.defaults).toEqual(DEFAULT_SHORTEN_DEFAULTS);
    expect(settings.defaultInstallation).toBe('b');
  });
});

describe('validateInstallation', () => {
  const work = one('work', 'Work', 'https://short.example', 'k1');
  const values = (change: Partial<{ name: string; baseUrl: string; apiKey: string }>) => ({ name: 'Home', baseUrl: 'https://short.example', apiKey: 'k2', ...change });

  it.each([
    ['a blank name', values({ name: '  ' }), 'name', /Give this installation a name/],
    ['a name over 40 characters', values({ name: 'x'.repeat(41) }), 'name', /40 characters/],
    ['a name another has, in other case and spacing', values({ name: '  work ' }), 'name', /“Work” is already the name/],
    ['the same address and key', values({ baseUrl: 'https://short.example/', apiKey: 'k1' }), 'apiKey', /already saved as “Work”/],
    ['a bad address', values({ baseUrl: 'short.example' }), 'baseUrl', /https:\/\//],
  ])('%s → %s', (_, input, field, message) => {
    const result = validateInstallation(input, 'new', [work]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toMatch(message);
  });

  it('accepts a second account on the same service, and an installation saved again unchanged', () => {
    expect(validateInstallation(values({}), 'new', [work])).toEqual({ ok: true, value: { name: 'Home', connection: { baseUrl: 'https://short.example', apiKey: 'k2' } } });
    expect(validateInstallation({ name: 'Work', baseUrl: 'https://short.example', apiKey: 'k1' }, 'work', [work]).ok).toBe(true);
  });

  it('reports a name and a field problem together', () => {
    const result = validateInstallation(values({ name: 'Work', apiKey: '' }), 'new', [work]);
    expect(result.ok ? {} : Object.keys(result.errors).sort()).toEqual(['apiKey', 'name']);
  });
});
