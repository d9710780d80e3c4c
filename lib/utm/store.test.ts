import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { syncTemplates, templatesKeptHere, utmTemplatesItem } from './store';
import { NO_UTM_TEMPLATES, type UtmTemplate, type UtmTemplates } from './template';

// The templates as two browsers keep them: one storage.sync item each, the whole set in
// storage.local, merged on every read, and only the user's own change written.

const one = (name: string, campaign = 'spring'): UtmTemplate => ({ id: `t-${name}`, name, values: { source: 'news', medium: 'email', campaign, term: '', content: '' } });
const names = async () => (await utmTemplatesItem.getValue()).templates.map((template) => template.name);
const synced = async () => fakeBrowser.storage.sync.get(null);
const add = (template: UtmTemplate) => utmTemplatesItem.update((state) => ({ ...state, templates: [...state.templates, template] }));
/** What another browser's Trim writes to sync for a template it made, changed or deleted at `at`. */
const elsewhere = (template: UtmTemplate, at: number) => fakeBrowser.storage.sync.set({ [`utmt:${template.id}`]: { name: template.name, values: template.values, at } });
const deletedElsewhere = (id: string, at: number) => fakeBrowser.storage.sync.set({ [`utmt:${id}`]: { at, gone: true } });

describe('utmTemplatesItem', () => {
  beforeEach(() => {
    fakeBrowser.reset();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps each template in its own sync item and the whole set here; the defaults stay on this browser', async () => {
    const set: UtmTemplates = { templates: [one('Newsletter'), one('Ads')], defaults: { first: 't-Newsletter' } };
    await utmTemplatesItem.setValue(set);
    expect(await utmTemplatesItem.getValue()).toEqual(set);
    const area = await synced();
    expect(Object.keys(area).sort()).toEqual(['utmt:t-Ads', 'utmt:t-Newsletter']);
    expect(area['utmt:t-Ads']).toMatchObject({ name: 'Ads', values: one('Ads').values });
    expect(JSON.stringify(area)).not.toContain('first');
    expect((await fakeBrowser.storage.local.get('utmTemplates')).utmTemplates).toMatchObject({ defaults: { first: 't-Newsletter' } });
    expect(await templatesKeptHere()).toEqual({});
  });

  it('a template too big for one sync item stays here and says so; the others sync; smaller, it follows', async () => {
    await add(one('Newsletter'));
    await add(one('Huge', 'x'.repeat(9_000)));
    expect(await names()).toEqual(['Newsletter', 'Huge']);
    expect(await templatesKeptHere()).toEqual({ 't-Huge': 'too-big' });
    expect(Object.keys(await synced())).toEqual(['utmt:t-Newsletter']);
    await utmTemplatesItem.update((state) => ({ ...state, templates: state.templates.map((template) => (template.name === 'Huge' ? one('Huge', 'short') : template)) }));
    expect(await templatesKeptHere()).toEqual({});
    expect(Object.keys(await synced()).sort()).toEqual(['utmt:t-Huge', 'utmt:t-Newsletter']);
  });

  it('150 templates fit in sync; past its item count the rest stays here, said to be for a full sync', async () => {
    const many = Array.from({ length: 150 }, (_, i) => one(`T${i}`));
    await utmTemplatesItem.setValue({ templates: many, defaults: {} });
    expect(Object.keys(await synced())).toHaveLength(150);
    expect(await templatesKeptHere()).toEqual({});
    const more = Array.from({ length: 400 }, (_, i) => one(`U${i}`));
    await utmTemplatesItem.update((state) => ({ ...state, templates: [...state.templates, ...more] }));
    expect((await utmTemplatesItem.getValue()).templates).toHaveLength(550);
    const kept = await templatesKeptHere();
    expect(Object.keys(await synced()).length + Object.keys(kept).length).toBe(550);
    expect(Object.keys(await synced()).length).toBeLessThanOrEqual(512);
    expect(new Set(Object.values(kept))).toEqual(new Set(['full']));
  });

  it('keeps the set here when sync refuses, and tells a quota from sync being unavailable', async () => {
    const set = vi.spyOn(fakeBrowser.storage.sync, 'set').mockRejectedValue(new Error('Sync is not available'));
    await add(one('Newsletter'));
    expect(await names()).toEqual(['Newsletter']);
    expect(await templatesKeptHere()).toEqual({ 't-Newsletter': 'unavailable' });
    set.mockRejectedValue(new Error('QUOTA_BYTES quota exceeded'));
    await add(one('Ads'));
    expect(await templatesKeptHere()).toEqual({ 't-Newsletter': 'full', 't-Ads': 'full' });
    set.mockRestore();
    await syncTemplates();
    expect(await templatesKeptHere()).toEqual({});
    expect(Object.keys(await synced()).sort()).toEqual(['utmt:t-Ads', 'utmt:t-Newsletter']);
  });

  it("merges another browser's templates; a save here writes only its own change and deletes nothing of theirs", async () => {
    await add(one('Mine'));
    await elsewhere(one('Theirs'), Date.now());
    expect((await names()).sort()).toEqual(['Mine', 'Theirs']);
    const before = await synced();
    await add(one('Mine too'));
    const after = await synced();
    expect(after['utmt:t-Theirs']).toEqual(before['utmt:t-Theirs']);
    expect((await names()).sort()).toEqual(['Mine', 'Mine too', 'Theirs']);
    // Their template is kept here too: it stays should sync be cleared.
    await fakeBrowser.storage.sync.clear();
    expect((await names()).sort()).toEqual(['Mine', 'Mine too', 'Theirs']);
    await syncTemplates();
    expect(Object.keys(await synced()).sort()).toEqual(['utmt:t-Mine', 'utmt:t-Mine too', 'utmt:t-Theirs']);
  });

  it('a deletion made elsewhere deletes that template here, and a later save here does not bring it back; one made before an edit here does not delete it', async () => {
    await utmTemplatesItem.setValue({ templates: [one('Keep'), one('Drop'), one('Edited')], defaults: { first: 't-Drop' } });
    await deletedElsewhere('t-Drop', Date.now() + 1_000);
    expect(await names()).toEqual(['Keep', 'Edited']);
    await add(one('New'));
    expect(await names()).toEqual(['Keep', 'Edited', 'New']);
    expect((await synced())['utmt:t-Drop']).toMatchObject({ gone: true });
    // An older deletion loses to the later edit.
    await deletedElsewhere('t-Edited', 1);
    expect(await names()).toEqual(['Keep', 'Edited', 'New']);
  });

  it('a deletion here is written as a record of its own, so other browsers drop it too', async () => {
    await utmTemplatesItem.setValue({ templates: [one('Keep'), one('Drop')], defaults: {} });
    await utmTemplatesItem.update((state) => ({ ...state, templates: state.templates.filter((template) => template.name !== 'Drop') }));
    const area = await synced();
    expect(area['utmt:t-Drop']).toMatchObject({ gone: true });
    expect(area['utmt:t-Keep']).toMatchObject({ name: 'Keep' });
    // The same record an older copy still holds does not bring it back.
    await fakeBrowser.storage.local.set({ utmTemplates: { templates: [one('Keep'), one('Drop')], defaults: {}, savedAt: 1 } });
    expect(await names()).toEqual(['Keep']);
  });

  it('moves the shape of earlier versions once, losing nothing: the one sync item and this browser’s copy', async () => {
    const local = Array.from({ length: 121 }, (_, i) => one(`L${i}`));
    const theirs = [one('S1'), one('S2'), one('L0', 'changed there')];
    await fakeBrowser.storage.local.set({ utmTemplates: { templates: local, defaults: { first: 't-L3' }, savedAt: 1_000, where: 'local-too-big' } });
    await fakeBrowser.storage.sync.set({ utmTemplates: { templates: theirs, defaults: {}, savedAt: 2_000, where: 'sync' } });
    const read = await utmTemplatesItem.getValue();
    expect(read.templates).toHaveLength(123);
    expect(read.templates.find((template) => template.id === 't-L0')?.values.campaign).toBe('changed there');
    expect(read.defaults).toEqual({ first: 't-L3' });
    await syncTemplates();
    const area = await synced();
    expect(area['utmTemplates']).toBeUndefined();
    expect(Object.keys(area).filter((key) => key.startsWith('utmt:'))).toHaveLength(123);
    expect((await utmTemplatesItem.getValue()).templates).toHaveLength(123);
  });

  it('reads a set seeded in storage.local without stamps, and removes everything', async () => {
    const small: UtmTemplates = { templates: [one('Newsletter')], defaults: { first: 't-Newsletter' } };
    await fakeBrowser.storage.local.set({ utmTemplates: small });
    expect(await utmTemplatesItem.getValue()).toEqual(small);
    await syncTemplates();
    await utmTemplatesItem.removeValue();
    expect(await utmTemplatesItem.getValue()).toEqual(NO_UTM_TEMPLATES);
    expect(await synced()).toEqual({});
  });

  it('tells watchers once per save, and of a change another browser synced', async () => {
    const seen: string[][] = [];
    const stop = utmTemplatesItem.watch((value) => seen.push(value.templates.map((template) => template.name)));
    await add(one('Newsletter'));
    await vi.waitFor(() => expect(seen).toEqual([['Newsletter']]));
    await elsewhere(one('Elsewhere'), Date.now());
    await vi.waitFor(() => expect(seen).toEqual([['Newsletter'], ['Newsletter', 'Elsewhere']]));
    stop();
  });
});
