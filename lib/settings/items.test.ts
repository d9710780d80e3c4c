import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SETTINGS_V0 } from '@/lib/settings/examples/v0';
import { SETTINGS_V1 } from '@/lib/settings/examples/v1';
import { getSettings, isConfigured, resetSettings, saveSettings, upgradeStoredSettings, watchSettings } from './items';
import { DEFAULT_SETTINGS, DEFAULT_SHORTEN_DEFAULTS, SETTINGS_VERSION } from './schema';

describe('settings items', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('falls back to the defaults when nothing is stored', async () => {
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
    expect((await getSettings()).installations).toEqual([]);
  });

  it('falls back to the defaults when the stored value does not parse', async () => {
    await fakeBrowser.storage.local.set({ settings: { theme: 'neon', autoCopy: 'yes' } });
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
    await fakeBrowser.storage.local.set({ settings: 'not an object' });
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
  });

  const one = (patch: Record<string, unknown> = {}) => ({ id: 'first', name: 'Work', connection: { baseUrl: 'https://s.test', apiKey: 'KEY' }, ...patch });

  it.each([
    ['a bad theme', { theme: 'neon' }, { theme: 'system' }],
    [
      'a bad default campaign',
      { installations: [one({ defaults: { domain: 'https://b.test', campaign: -3, channel: 4 } })] },
      { installations: [{ ...one(), defaults: { ...DEFAULT_SHORTEN_DEFAULTS, domain: 'https://b.test', channel: 4 } }] },
    ],
    ['a bad API path', { installations: [one({ connection: { baseUrl: 'https://s.test', apiKey: 'KEY', apiPath: 7 } })] }, {}],
    ['a whole bad defaults object', { installations: [one({ defaults: 'oops' })] }, {}],
    ['a bad name', { installations: [one({ name: 42 })] }, { installations: [{ ...one(), name: '', defaults: DEFAULT_SHORTEN_DEFAULTS }] }],
    ['bad extra parameters', { address: { dropTracking: true, extraParams: 'utm' } }, { address: { ...DEFAULT_SETTINGS.address, dropTracking: true } }],
    ['installations that is not a list', { installations: 'oops', theme: 'dark' }, { installations: [], theme: 'dark' }],
  ])('one bad field (%s) costs that field only, never a key', async (name, stored, expected) => {
    await fakeBrowser.storage.local.set({ settings: { installations: [one()], copyFormat: 'html', ...stored }, settings$: { v: SETTINGS_VERSION } });
    const settings = await getSettings();
    if (name !== 'installations that is not a list') expect(settings.installations[0]?.connection).toEqual({ baseUrl: 'https://s.test', apiKey: 'KEY' });
    expect(settings.copyFormat).toBe('html');
    expect(settings).toMatchObject(expected);
  });

  it("drops a corrupt installation and keeps every other one's key", async () => {
    const second = { id: 'i-2', name: 'Personal', connection: { baseUrl: 'https://p.test', apiKey: 'KEY-2' } };
    await fakeBrowser.storage.local.set({
      settings: { installations: [one(), null, { name: 'no id', connection: { apiKey: 'lost' } }, 'junk', second, { ...second, name: 'twin id' }] },
      settings$: { v: 2 },
    });
    const { installations } = await getSettings();
    expect(installations.map((i) => [i.id, i.connection.apiKey])).toEqual([
      ['first', 'KEY'],
      ['i-2', 'KEY-2'],
    ]);
  });

  it('reads a pre-release v0 value through the migration chain', async () => {
    await fakeBrowser.storage.local.set({ settings: SETTINGS_V0 });
    const settings = await getSettings();
    expect(settings.installations).toEqual([
      { id: 'first', name: 'short.example', connection: { baseUrl: 'https://short.example', apiKey: 'k-0123456789abcdef' }, defaults: DEFAULT_SHORTEN_DEFAULTS },
    ]);
    expect(settings.copyFormat).toBe('markdown');
    expect(isConfigured(settings.installations[0] ?? null)).toBe(true);
  });

  it('reads a v1 value, stored with its version, as its first installation', async () => {
    await fakeBrowser.storage.local.set({ settings: SETTINGS_V1, settings$: { v: 1 } });
    const settings = await getSettings();
    expect(settings.installations[0]).toMatchObject({ id: 'first', connection: SETTINGS_V1.connection, defaults: SETTINGS_V1.defaults });
    expect(settings.defaultInstallation).toBe('first');
  });

  it('saves preferences without touching the installations', async () => {
    await fakeBrowser.storage.local.set({ settings: { installations: [one()] }, settings$: { v: 2 } });
    await saveSettings({ copyFormat: 'html' });
    const saved = await getSettings();
    expect(saved.copyFormat).toBe('html');
    expect(saved.installations[0]?.connection.apiKey).toBe('KEY');
  });

  it('keeps both of two saves started together', async () => {
    await Promise.all([saveSettings({ theme: 'dark' }), saveSettings({ autoCopy: false })]);
    const saved = await getSettings();
    expect(saved.theme).toBe('dark');
    expect(saved.autoCopy).toBe(false);
  });

  it('stores the current version beside the value, read back in one call', async () => {
    await saveSettings({ theme: 'dark' });
    expect(await fakeBrowser.storage.local.get('settings$')).toEqual({ settings$: { v: SETTINGS_VERSION } });
  });

  it('reads the shape over a stored version that does not match it, so the key is migrated rather than dropped', async () => {
    await fakeBrowser.storage.local.set({ settings: SETTINGS_V0, settings$: { v: 2 } });
    expect((await getSettings()).installations[0]?.connection.apiKey).toBe('k-0123456789abcdef');
  });

  it('stores the key in storage.local only', async () => {
    await fakeBrowser.storage.local.set({ settings: { installations: [one({ connection: { baseUrl: 'https://a.example', apiKey: 'secret-key' } })] } });
    await saveSettings({ theme: 'dark' });
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).toContain('secret-key');
    expect(JSON.stringify(await fakeBrowser.storage.sync.get(null))).not.toContain('secret-key');
  });

  it('resets to the defaults', async () => {
    await saveSettings({ theme: 'dark' });
    await resetSettings();
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(await fakeBrowser.storage.local.get(null)).toEqual({});
  });

  it('tells watchers about changes with validated settings', async () => {
    const seen: string[] = [];
    const stop = watchSettings((settings) => seen.push(settings.theme));
    await saveSettings({ theme: 'light' });
    await fakeBrowser.storage.local.set({ settings: { theme: 42 } });
    stop();
    await saveSettings({ theme: 'dark' });
    expect(seen).toEqual(['light', 'system']);
  });

  it('an update writes older settings back once in the current shape and drops the keys v1 kept', async () => {
    await fakeBrowser.storage.local.set({ settings: SETTINGS_V1, reference: { domains: [] }, rateLimit: { limit: 5 }, queue: { items: [] } });
    const migrated = await getSettings();
    await upgradeStoredSettings();
    expect(await fakeBrowser.storage.local.get(null)).toEqual({ settings: migrated, settings$: { v: SETTINGS_VERSION }, queue: { items: [] } });
    await upgradeStoredSettings();
    expect(await getSettings()).toEqual(migrated);
  });
});
