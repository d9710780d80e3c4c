import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { utmTemplatesItem, utmTemplatesWhere } from './store';
import { NO_UTM_TEMPLATES, type UtmTemplates } from './template';

const one = (name: string, campaign = 'spring'): UtmTemplates['templates'][number] => ({
  id: name,
  name,
  values: { source: 'news', medium: 'email', campaign, term: '', content: '' },
});
const small: UtmTemplates = { templates: [one('Newsletter')], defaults: { first: 'Newsletter' } };
// Well over 8,192 bytes: one template whose campaign alone is 9,000 characters.
const big: UtmTemplates = { templates: [one('Huge', 'x'.repeat(9_000))], defaults: {} };

describe('utmTemplatesItem', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps a set that fits in storage.sync, with a copy on this browser', async () => {
    await utmTemplatesItem.setValue(small);
    expect(await utmTemplatesItem.getValue()).toEqual(small);
    expect(await utmTemplatesWhere()).toBe('sync');
    const { utmTemplates } = await fakeBrowser.storage.sync.get('utmTemplates');
    expect(utmTemplates).toMatchObject(small);
    expect((await fakeBrowser.storage.local.get('utmTemplates')).utmTemplates).toMatchObject(small);
  });

  it('keeps a set too big to sync on this browser only, says so, and the last synced set stays behind', async () => {
    await utmTemplatesItem.setValue(small);
    await utmTemplatesItem.update((state) => ({ ...state, templates: [...state.templates, ...big.templates] }));
    expect((await utmTemplatesItem.getValue()).templates.map((template) => template.name)).toEqual(['Newsletter', 'Huge']);
    expect(await utmTemplatesWhere()).toBe('local-too-big');
    expect((await fakeBrowser.storage.sync.get('utmTemplates')).utmTemplates).toMatchObject(small);
    // Smaller again, it follows the user once more.
    await utmTemplatesItem.update((state) => ({ ...state, templates: state.templates.slice(0, 1) }));
    expect(await utmTemplatesWhere()).toBe('sync');
  });

  it('keeps the set on this browser when sync throws, and tells a quota error from sync being unavailable', async () => {
    const set = vi.spyOn(fakeBrowser.storage.sync, 'set').mockRejectedValue(new Error('Sync is not available'));
    await utmTemplatesItem.setValue(small);
    expect(await utmTemplatesItem.getValue()).toEqual(small);
    expect(await utmTemplatesWhere()).toBe('local-unavailable');
    set.mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    await utmTemplatesItem.update((state) => ({ ...state, defaults: {} }));
    expect(await utmTemplatesWhere()).toBe('local-too-big');
    expect(await utmTemplatesItem.getValue()).toEqual({ ...small, defaults: {} });
  });

  it('reads the newer of the two copies: another browser synced a later set', async () => {
    await utmTemplatesItem.setValue(small);
    const later = { templates: [one('Later')], defaults: {}, savedAt: Date.now() + 60_000 };
    await fakeBrowser.storage.sync.set({ utmTemplates: later });
    expect(await utmTemplatesItem.getValue()).toEqual({ templates: later.templates, defaults: {} });
    const older = { templates: [one('Older')], defaults: {}, savedAt: 1 };
    await fakeBrowser.storage.sync.set({ utmTemplates: older });
    expect(await utmTemplatesItem.getValue()).toEqual(small);
  });

  it('reads a set seeded in storage.local without a stamp', async () => {
    await fakeBrowser.storage.local.set({ utmTemplates: small });
    expect(await utmTemplatesItem.getValue()).toEqual(small);
    await utmTemplatesItem.removeValue();
    expect(await utmTemplatesItem.getValue()).toEqual(NO_UTM_TEMPLATES);
  });

  it('tells watchers once per save, whichever copy changed', async () => {
    const seen: string[][] = [];
    const stop = utmTemplatesItem.watch((value) => seen.push(value.templates.map((template) => template.name)));
    await utmTemplatesItem.setValue(small);
    await vi.waitFor(() => expect(seen).toEqual([['Newsletter']]));
    await fakeBrowser.storage.sync.set({ utmTemplates: { templates: [one('Elsewhere')], defaults: {}, savedAt: Date.now() + 1_000 } });
    await vi.waitFor(() => expect(seen).toEqual([['Newsletter'], ['Elsewhere']]));
    stop();
  });
});
