import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { phpJson } from '@/lib/api/test-utils';
import { TEST_INSTALLATION, testConnection } from '@/lib/connection/test-utils';
import { applyIndexNote } from '@/lib/history/own-changes';
import { readAllRecords } from '@/lib/history/link-records';
import { onMessage, removeAllListeners } from '@/lib/messaging';
import { deliverInProcess } from '@/lib/messaging/test-utils';
import { pageLinks } from './in-page';
import { workerLinks } from './in-worker';
import { rememberedOf } from './remembered';
import { linksService } from './service';

describe('the links service', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    removeAllListeners();
  });

  it('sends each change once through lib/api and keeps the local index in step', async () => {
    const { connection, requests } = testConnection((request) => {
      if (request.method === 'POST') return { body: phpJson({ error: 0, id: 7, shorturl: 'https://s.test/spring' }) };
      if (request.method === 'PUT') return { body: phpJson({ error: 0, id: 7, shorturl: 'https://s.test/summer' }) };
      return { body: phpJson({ error: 0, message: 'Link has been successfully deleted.' }) };
    });
    // The pages' whole service, noting straight into the index as the worker does.
    const links = linksService(connection, (note) => applyIndexNote(connection.id, connection.source, note));
    const index = async () => ({ links: await readAllRecords(TEST_INSTALLATION) });

    await expect(links.create({ url: 'https://example.com/sale', custom: 'spring', metatitle: 'Sale' })).resolves.toEqual({
      id: 7,
      shorturl: 'https://s.test/spring',
      dropped: [],
    });
    expect((await index()).links).toMatchObject([{ id: 7, alias: 'spring', title: 'Sale', longurl: 'https://example.com/sale' }]);

    expect(await rememberedOf(connection, 7)).toEqual({ url: 'https://example.com/sale', custom: 'spring', metatitle: 'Sale' });

    await links.update(
      7,
      { reported: { shorturl: 'https://short.test/spring', longurl: 'https://example.com/sale' }, remembered: await rememberedOf(connection, 7) },
      { custom: 'summer' },
    );
    expect((await index()).links).toMatchObject([{ id: 7, alias: 'summer', shorturl: 'https://s.test/summer', title: 'Sale' }]);
    // The whole body went, and is what Trim now remembers.
    expect(requests[1]?.json).toEqual({ url: 'https://example.com/sale', custom: 'summer', metatitle: 'Sale' });
    expect(await rememberedOf(connection, 7)).toEqual({ url: 'https://example.com/sale', custom: 'summer', metatitle: 'Sale' });

    await expect(links.remove(7)).resolves.toEqual({ message: 'Link has been successfully deleted.' });
    expect((await index()).links).toEqual([]);
    expect(await rememberedOf(connection, 7)).toBeNull();
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(['POST /api/url/add', 'PUT /api/url/7/update', 'DELETE /api/url/7/delete']);
  });

  it('leaves the index alone when the service refuses', async () => {
    const { connection } = testConnection(() => ({ body: phpJson({ error: 1, message: 'That alias is taken. Please choose another one.' }) }));
    await expect(workerLinks(connection).create({ url: 'https://example.com', custom: 'taken' })).rejects.toMatchObject({ kind: 'rejected' });
    expect(await readAllRecords(TEST_INSTALLATION)).toEqual([]);
  });

  it("in a page, sends each note to the worker, the index's one writer", async () => {
    const { connection } = testConnection(() => ({ body: phpJson({ error: 0, id: 8, shorturl: 'https://s.test/page' }) }));
    deliverInProcess();
    const notes: unknown[] = [];
    onMessage('history:note', async ({ note }) => {
      notes.push(note);
      await applyIndexNote(connection.id, connection.source, note);
    });
    await pageLinks(connection).create({ url: 'https://example.com/page' });
    expect(notes).toMatchObject([{ kind: 'created', made: { id: 8, shorturl: 'https://s.test/page' }, sent: { url: 'https://example.com/page' } }]);
    expect(await readAllRecords(TEST_INSTALLATION)).toMatchObject([{ id: 8, alias: 'page' }]);
  });

  it('adds a link to a campaign and a channel, and what Trim remembers of it learns both', async () => {
    const { connection, requests } = testConnection((request) => {
      if (request.url.pathname === '/api/url/add') return { body: phpJson({ error: 0, id: 7, shorturl: 'https://short.test/a' }) };
      return { body: phpJson({ error: 0, message: 'Added.' }) };
    });
    const links = linksService(connection, async () => undefined);
    await links.create({ url: 'https://example.com/a' });
    await expect(links.assign({ kind: 'campaign', id: 3 }, 7)).resolves.toEqual({ message: 'Added.' });
    await links.assign({ kind: 'channel', id: 5 }, 7);
    // A link Trim does not remember: sent, nothing kept.
    await links.assign({ kind: 'channel', id: 5 }, 8);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /api/url/add',
      'POST /api/campaign/3/assign/7',
      'POST /api/channel/5/assign/links/7',
      'POST /api/channel/5/assign/links/8',
    ]);
    expect(await rememberedOf(connection, 7)).toEqual({ url: 'https://example.com/a', campaign: 3, channel: 5 });
    expect(await rememberedOf(connection, 8)).toBeNull();
  });

  it('recalls what it sent until the service reports the link changed elsewhere; a read after its own write is the new baseline', async () => {
    const details = {
      id: 7,
      shorturl: 'https://short.test/a',
      longurl: 'https://example.com/a',
      title: 'A',
      description: '',
      location: {},
      device: null,
      expiry: '2031-01-01 10:00:00',
      date: '',
      stats: {} as never,
    };
    const { connection } = testConnection(() => ({ body: phpJson({ error: 0, id: 7, shorturl: 'https://short.test/a' }) }));
    const links = linksService(connection, async () => undefined);
    const sent = { url: 'https://example.com/a', password: 'secret', expiry: '2031-01-01 10:00:00' };
    await links.create(sent);
    await expect(links.recall(7, details)).resolves.toEqual({ body: sent, stale: false });
    // The service fetched another title, which Trim could not foresee: once read after its write, that is the baseline.
    await links.settled(7, { ...details, title: 'Page A' });
    await expect(links.recall(7, { ...details, title: 'Page A' })).resolves.toMatchObject({ stale: false });
    await expect(links.recall(7, { ...details, title: 'Renamed on the service' })).resolves.toEqual({ body: null, stale: true });
    expect(await rememberedOf(connection, 7)).toBeNull();
  });
});
