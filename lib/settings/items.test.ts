import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SETTINGS_V0 } from '@/lib/settings/examples/v0';
import { getSettings, isConfigured, resetSettings, saveSettings, watchSettings } from './items';
import { DEFAULT_SETTINGS, SETTINGS_VERSION } from './schema';

describe('settings items', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });

  it('falls back to the defaults when nothing is stored', async () => {
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
    expect(isConfigured(await getSettings())).toBe(false);
  });

  it('falls back to the defaults when the stored value does not parse', async () => {
    await fakeBrowser.storage.local.set({ settings: { theme: 'neon', autoCopy: 'yes' } });
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
    await fakeBrowser.storage.local.set({ settings: 'not an object' });
    expect(await getSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it.each([
    ['a bad theme', { theme: 'neon' }, { theme: 'system' }],
    [
      'a bad default campaign',
      { defaults: { domain: 'https://b.test', campaign: -3, channel: 4 } },
      { defaults: { ...DEFAULT_SETTINGS.defaults, domain: 'https://b.test', channel: 4 } },
    ],
    ['a bad API path', { connection: { baseUrl: 'https://s.test', apiKey: 'KEY', apiPath: 7 } }, {}],
    ['a whole bad defaults object', { defaults: 'oops' }, {}],
    ['bad extra parameters', { address: { dropTracking: true, extraParams: 'utm' } }, { address: { ...DEFAULT_SETTINGS.address, dropTracking: true } }],
  ])('one bad field (%s) costs that field only, never the key', async (_, stored, expected) => {
    const connection = { baseUrl: 'https://s.test', apiKey: 'KEY' };
    await fakeBrowser.storage.local.set({ settings: { connection, copyFormat: 'html', ...stored }, settings$: { v: SETTINGS_VERSION } });
    const settings = await getSettings();
    expect(settings.connection).toEqual(connection);
    expect(settings.copyFormat).toBe('html');
    expect(settings).toMatchObject(expected);
  });

  it('reads a pre-release v0 value through the migration chain', async () => {
    await fakeBrowser.storage.local.set({ settings: SETTINGS_V0 });
    const settings = await getSettings();
    expect(settings.connection).toEqual({ baseUrl: 'https://short.example', apiKey: 'k-0123456789abcdef' });
    expect(settings.copyFormat).toBe('markdown');
    expect(isConfigured(settings)).toBe(true);
  });

  it('merges defaults one level deep, and saves a connection whole', async () => {
    await saveSettings({ connection: { baseUrl: 'https://a.example', apiKey: 'key', apiPath: '/v2' } });
    await saveSettings({ defaults: { campaign: 7 } });
    await saveSettings({ copyFormat: 'html' });
    let saved = await getSettings();
    expect(saved.connection).toEqual({ baseUrl: 'https://a.example', apiKey: 'key', apiPath: '/v2' });
    expect(saved.defaults.campaign).toBe(7);
    expect(saved.copyFormat).toBe('html');
    // A cleared API path is gone, not kept from before.
    await saveSettings({ connection: { baseUrl: 'https://a.example', apiKey: 'key' } });
    saved = await getSettings();
    expect(saved.connection).toEqual({ baseUrl: 'https://a.example', apiKey: 'key' });
    expect(saved.defaults.campaign).toBe(7);
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

  it('trusts the stored version over the shape', async () => {
    // A flat object that says it is v1 is not migrated as v0: it parses as v1 and fails to defaults.
    await fakeBrowser.storage.local.set({ settings: SETTINGS_V0, settings$: { v: 1 } });
    expect((await getSettings()).connection).toEqual(DEFAULT_SETTINGS.connection);
  });

  it('stores the key in storage.local only', async () => {
    await saveSettings({ connection: { baseUrl: 'https://a.example', apiKey: 'secret-key' } });
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
});
