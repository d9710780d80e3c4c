import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { getSettings } from './items';
import { SETTINGS_VERSION } from './schema';
import { followSyncedPreferences, preferencesSettled, savePreferences } from './synced';

const installation = { id: 'first', name: 'Work', connection: { baseUrl: 'https://secret-host.example', apiKey: 'secret-key' } };
const seed = () => fakeBrowser.storage.local.set({ settings: { installations: [installation], clickHistory: true }, settings$: { v: SETTINGS_VERSION } });
const synced = async () => (await fakeBrowser.storage.sync.get('preferences')).preferences as { v: number; preferences: Record<string, unknown> } | undefined;

describe('synced preferences', () => {
  beforeEach(async () => {
    fakeBrowser.reset();
    await seed();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('hands only the shareable preferences to storage.sync: never an address, a key, an installation or click history', async () => {
    await savePreferences({ theme: 'dark', copyFormat: 'markdown', address: { dropTracking: true, extraParams: ['ref'], preferCanonical: false } });
    const stored = await synced();
    expect(stored?.v).toBe(1);
    expect(Object.keys(stored?.preferences ?? {}).sort()).toEqual(['address', 'autoCopy', 'copyFormat', 'oneClick', 'theme']);
    expect(stored?.preferences).toMatchObject({ theme: 'dark', copyFormat: 'markdown', address: { extraParams: ['ref'] } });
    const everything = JSON.stringify(await fakeBrowser.storage.sync.get(null));
    for (const secret of ['secret-key', 'secret-host', 'installations', 'clickHistory', 'Work']) expect(everything).not.toContain(secret);
  });

  it('saves on this browser when sync refuses', async () => {
    vi.spyOn(fakeBrowser.storage.sync, 'set').mockRejectedValue(new Error('QUOTA_BYTES_PER_ITEM quota exceeded'));
    await savePreferences({ theme: 'light' });
    expect((await getSettings()).theme).toBe('light');
  });

  it("adopts another browser's preferences, keeping this one's installations and click history, then follows later changes", async () => {
    await fakeBrowser.storage.sync.set({
      preferences: {
        v: 1,
        preferences: { autoCopy: false, copyFormat: 'html', theme: 'dark', oneClick: true, address: { dropTracking: true, extraParams: [], preferCanonical: true } },
      },
    });
    const stop = followSyncedPreferences();
    await vi.waitFor(async () => expect((await getSettings()).theme).toBe('dark'));
    const settings = await getSettings();
    expect(settings).toMatchObject({ autoCopy: false, copyFormat: 'html', oneClick: true, clickHistory: true, address: { preferCanonical: true } });
    expect(settings.installations[0]?.connection.apiKey).toBe('secret-key');
    await fakeBrowser.storage.sync.set({ preferences: { v: 1, preferences: { ...(await synced())?.preferences, theme: 'light' } } });
    await vi.waitFor(async () => expect((await getSettings()).theme).toBe('light'));
    stop();
  });

  it("offers this browser's preferences when none are synced, and ignores a shape it does not know", async () => {
    await savePreferences({ theme: 'dark' });
    await fakeBrowser.storage.sync.clear();
    const stop = followSyncedPreferences();
    await vi.waitFor(async () => expect((await synced())?.preferences).toMatchObject({ theme: 'dark' }));
    await fakeBrowser.storage.sync.set({ preferences: { v: 2, somethingElse: true } });
    await preferencesSettled();
    expect((await getSettings()).theme).toBe('dark');
    stop();
  });

  it('keeps a choice made while the opening still reads what was synced', async () => {
    await fakeBrowser.storage.sync.set({
      preferences: {
        v: 1,
        preferences: { autoCopy: true, copyFormat: 'plain', theme: 'system', oneClick: false, address: { dropTracking: false, extraParams: [], preferCanonical: false } },
      },
    });
    // storage.sync answers the opening's read only after the user has chosen Dark.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const read = fakeBrowser.storage.sync.get.bind(fakeBrowser.storage.sync);
    vi.spyOn(fakeBrowser.storage.sync, 'get').mockImplementationOnce(async (keys) => {
      const value = await read(keys);
      await held;
      return value;
    });
    const stop = followSyncedPreferences();
    await savePreferences({ theme: 'dark' });
    answer();
    await preferencesSettled();
    expect((await getSettings()).theme).toBe('dark');
    expect((await synced())?.preferences).toMatchObject({ theme: 'dark' });
    stop();
  });

  it('never adopts its own write coming back after a newer choice', async () => {
    const stop = followSyncedPreferences();
    await savePreferences({ theme: 'dark' });
    const own = await synced();
    await savePreferences({ theme: 'light' });
    // The first save's change arrives late, after the second.
    await fakeBrowser.storage.sync.set({ preferences: own });
    await preferencesSettled();
    expect((await getSettings()).theme).toBe('light');
    stop();
  });
});
