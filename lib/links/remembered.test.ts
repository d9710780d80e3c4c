import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { carryOverRemembered, countRemembered, forgetRemembered, noteSeen, oldRememberedKey, recallBody, rememberedBody, rememberLink, reviseBody } from './remembered';
import { expectedSeen, seenOf } from './seen';

const body = (url: string, extra: object = {}) => ({ body: { url, ...extra }, seen: null });

describe('the remembered bodies', () => {
  beforeEach(() => fakeBrowser.reset());

  it('keeps the last body per link and connection, drops one on delete, forgets the installation', async () => {
    await rememberLink('one', 'src', 7, body('https://example.com/a', { password: 'secret' }));
    await rememberLink('one', 'src', 8, body('https://example.com/b'));
    await rememberLink('one', 'src', 7, body('https://example.com/a2', { password: 'secret' }));
    expect(await rememberedBody('one', 'src', 7)).toEqual({ url: 'https://example.com/a2', password: 'secret' });
    // Another address or key, or another installation: nothing remembered.
    expect(await rememberedBody('one', 'other', 7)).toBeNull();
    expect(await rememberedBody('two', 'src', 7)).toBeNull();
    await rememberLink('one', 'src', 8, null);
    expect(await rememberedBody('one', 'src', 8)).toBeNull();
    await rememberLink('two', 'src', 7, body('https://example.com/two'));
    await forgetRemembered('one');
    expect(await rememberedBody('one', 'src', 7)).toBeNull();
    expect(await countRemembered('one')).toBe(0);
    expect(await rememberedBody('two', 'src', 7)).toEqual({ url: 'https://example.com/two' });
  });

  it('carries an older version’s value over once, entry by entry: a body that does not parse is dropped, never the rest; a bare body (before snapshots) still reads', async () => {
    await rememberLink('one', 'src', 10, body('https://example.com/written-since-the-update'));
    await browser.storage.local.set({
      [oldRememberedKey('one')]: {
        source: 'src',
        links: {
          7: { url: 'not a url' },
          8: { url: 'https://example.com/b', password: 'kept before snapshots' },
          9: { body: { url: 'https://example.com/c' }, seen: { short: 's.test/c', expiry: null, location: { germany: 'https://e.de' }, title: 7 } },
          10: { url: 'https://example.com/older' },
          x: { url: 'https://example.com/c' },
        },
      },
    });
    await carryOverRemembered('one');
    expect(await browser.storage.local.get(oldRememberedKey('one'))).toEqual({});
    expect(await countRemembered('one')).toBe(3);
    // What Trim wrote since the update is newer than what the old value held.
    expect(await rememberedBody('one', 'src', 10)).toEqual({ url: 'https://example.com/written-since-the-update' });
    expect(await rememberedBody('one', 'src', 7)).toBeNull();
    expect(await rememberedBody('one', 'src', 8)).toEqual({ url: 'https://example.com/b', password: 'kept before snapshots' });
    // Without a snapshot, nothing can show it out of date: kept as today's version kept it.
    expect(await recallBody('one', 'src', 8, { shorturl: 'https://s.test/b', longurl: 'https://example.com/moved', expiry: '2031-01-01 00:00:00' })).toEqual({
      body: { url: 'https://example.com/b', password: 'kept before snapshots' },
      stale: false,
    });
    // A field of the wrong type is left out of the snapshot, never the body.
    expect(await recallBody('one', 'src', 9, { shorturl: 'https://s.test/c', longurl: 'https://example.com/c', title: 'Any title' })).toMatchObject({ stale: false });
  });

  it('drops a body when what the service reports differs from what it reported after Trim wrote it', async () => {
    const sent = { url: 'https://example.com/sale', password: 'secret', type: 'frame', expiry: '2031-05-06 07:08:00' };
    await rememberLink('one', 'src', 7, { body: sent, seen: expectedSeen(sent, 'https://s.test/sale', { description: '' }) });
    const report = {
      shorturl: 'https://s.test/sale',
      longurl: 'https://example.com/sale',
      title: 'Sale',
      description: '',
      expiry: '2031-05-06 07:08:00',
      location: {},
      device: null,
    };
    // The same report (a title Trim could not foresee, devices not reported): kept.
    expect(await recallBody('one', 'src', 7, report)).toEqual({ body: sent, stale: false });
    // A list item carries no expiry: nothing to compare there.
    expect(await recallBody('one', 'src', 7, { shorturl: 'https://s.test/sale', longurl: 'https://example.com/sale', title: 'Sale', description: '' })).toMatchObject({
      stale: false,
    });
    // A full write elsewhere cleared the expiry: out of date, dropped for good.
    expect(await recallBody('one', 'src', 7, { ...report, expiry: null })).toEqual({ body: null, stale: true });
    expect(await rememberedBody('one', 'src', 7)).toBeNull();
    expect(await recallBody('one', 'src', 7, report)).toEqual({ body: null, stale: false });
  });

  it('a read right after the write replaces what was foreseen; an assignment is kept in the body', async () => {
    const sent = { url: 'https://example.com/a' };
    await rememberLink('one', 'src', 7, { body: sent, seen: expectedSeen(sent, 'https://s.test/a', { description: '' }) });
    const read = {
      shorturl: 'https://s.test/a',
      longurl: 'https://example.com/a',
      title: 'Page A',
      description: 'Fetched by the service',
      expiry: null,
      location: {},
      device: null,
    };
    await noteSeen('one', 'src', 7, seenOf(read));
    expect(await recallBody('one', 'src', 7, read)).toMatchObject({ stale: false });
    expect(await recallBody('one', 'src', 7, { ...read, title: 'Renamed elsewhere' })).toMatchObject({ stale: true });

    await rememberLink('one', 'src', 8, { body: sent, seen: null });
    await reviseBody('one', 'src', 8, { campaign: 3 });
    await reviseBody('one', 'src', 8, { channel: 5 });
    expect(await rememberedBody('one', 'src', 8)).toEqual({ url: 'https://example.com/a', campaign: 3, channel: 5 });
    // Nothing remembered: nothing to revise or note.
    await reviseBody('one', 'src', 9, { campaign: 3 });
    await noteSeen('one', 'src', 9, seenOf(read));
    expect(await rememberedBody('one', 'src', 9)).toBeNull();
  });
});
