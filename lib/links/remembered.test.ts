import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { forgetRemembered, rememberBody, rememberedBody, rememberedKey } from './remembered';

describe('the remembered bodies', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the last body per link and connection, drops one on delete, forgets the installation', async () => {
    await rememberBody('one', 'src', 7, { url: 'https://example.com/a', password: 'secret' });
    await rememberBody('one', 'src', 8, { url: 'https://example.com/b' });
    await rememberBody('one', 'src', 7, { url: 'https://example.com/a2', password: 'secret' });
    expect(await rememberedBody('one', 'src', 7)).toEqual({ url: 'https://example.com/a2', password: 'secret' });
    // Another address or key, or another installation: nothing remembered.
    expect(await rememberedBody('one', 'other', 7)).toBeNull();
    expect(await rememberedBody('two', 'src', 7)).toBeNull();
    await rememberBody('one', 'src', 8, null);
    expect(await rememberedBody('one', 'src', 8)).toBeNull();
    await forgetRemembered('one');
    expect(await browser.storage.local.get(rememberedKey('one'))).toEqual({});
  });

  it('reads entry by entry: a body that does not parse is dropped, never the rest', async () => {
    await browser.storage.local.set({
      [rememberedKey('one')]: { source: 'src', links: { 7: { url: 'not a url' }, 8: { url: 'https://example.com/b' }, x: { url: 'https://example.com/c' } } },
    });
    expect(await rememberedBody('one', 'src', 7)).toBeNull();
    expect(await rememberedBody('one', 'src', 8)).toEqual({ url: 'https://example.com/b' });
  });
});
