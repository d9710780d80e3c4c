import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { applyDefault } from './default-rule';
import { defaultTemplate, withDefaultTemplate } from './default-template';
import { EMPTY_UTM, type UtmTemplate } from './template';

const LAUNCH: UtmTemplate = { id: 'launch', name: 'Launch', values: { ...EMPTY_UTM, source: 'twitter', campaign: '{domain}', content: '{title}' } };

describe('the default template', () => {
  beforeEach(() => fakeBrowser.reset());

  it.each([
    [
      'an address without tags gets the template’s',
      'https://www.example.com/a?id=1#top',
      'https://www.example.com/a?id=1&utm_source=twitter&utm_campaign=example.com&utm_content=Sale#top',
    ],
    ['one with a tag of its own keeps exactly its own', 'https://example.com/a?utm_medium=mail', null],
    ['an empty tag is no tag', 'https://example.com/a?utm_source=', 'https://example.com/a?utm_source=twitter&utm_campaign=example.com&utm_content=Sale'],
  ])('%s', (_, url, expected) => {
    expect(applyDefault(url, LAUNCH, 'Sale')).toBe(expected);
  });

  it("is read from this browser's copy, or from sync when another browser changed or deleted it since", async () => {
    expect(await defaultTemplate('first')).toBeNull();
    await fakeBrowser.storage.local.set({ utmTemplates: { templates: [LAUNCH], defaults: { first: 'launch' } } });
    expect(await defaultTemplate('first')).toEqual(LAUNCH);
    expect(await defaultTemplate('other')).toBeNull();
    await fakeBrowser.storage.sync.set({ 'utmt:launch': { name: 'Launch', values: { ...EMPTY_UTM, source: 'mastodon' }, at: 5 } });
    expect((await withDefaultTemplate('https://example.com/', 'first')).url).toBe('https://example.com/?utm_source=mastodon');
    await fakeBrowser.storage.sync.set({ 'utmt:launch': { at: 6, gone: true } });
    expect(await withDefaultTemplate('https://example.com/', 'first')).toEqual({ url: 'https://example.com/', applied: null });
  });
});
