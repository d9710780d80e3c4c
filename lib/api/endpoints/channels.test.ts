import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import { fail, fakeClient, listBody, ok, rejection } from '@/lib/api/test-utils';

describe('channels', () => {
  it('list: spec and field-notes values', async () => {
    const { api, last } = fakeClient(() => ({
      body: listBody(
        'channels',
        [
          { id: 1, name: 'Channel 1', description: 'Description of channel 1', color: '#000000', starred: true },
          { id: '2', name: 'Channel 2', description: null, color: '#FF0000', starred: '0' },
        ],
        { nextpage: 1 },
      ),
    }));
    const page = await api.channels.list({ page: 1 });
    expect(last().url.pathname).toBe('/api/channels');
    expect(last().url.search).toBe('?page=1');
    expect(page.items).toEqual([
      { id: 1, name: 'Channel 1', description: 'Description of channel 1', color: '#000000', starred: true },
      { id: 2, name: 'Channel 2', description: '', color: '#FF0000', starred: false },
    ]);
  });

  it('items: the channel items under "items"', async () => {
    const { api, last } = fakeClient(() => ({
      body: listBody('items', [
        { type: 'links', id: 1, title: 'Google', preview: 'https://google.com', link: 'https://go.gl/x', date: '2022-05-12' },
        { type: 'bio', id: '1', title: 'Bio Page', preview: 'https://domain.com/bio', link: 'https://domain.com/bio', date: '2022-06-01' },
      ]),
    }));
    const page = await api.channels.items(5, { limit: 2 });
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/api/channel/5');
    expect(last().url.search).toBe('?limit=2');
    expect(page.items[1]).toEqual({ type: 'bio', id: 1, title: 'Bio Page', preview: 'https://domain.com/bio', link: 'https://domain.com/bio', date: '2022-06-01' });
    expect(page.nextPage).toBeNull();
  });

  it('create: resolves the channel the server echoes', async () => {
    const { api, last } = fakeClient(() => ({ body: '{"error":0,"id":3,"name":"New Channel","description":"","color":"#000000","starred":false}' }));
    expect(await api.channels.create({ name: 'New Channel', color: '#000000', starred: false })).toEqual({
      id: 3,
      name: 'New Channel',
      description: '',
      color: '#000000',
      starred: false,
    });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/channel/add');
    expect(last().json).toEqual({ name: 'New Channel', color: '#000000', starred: false });
  });

  it('create: an id-only answer is completed from the request', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"id":"8"}' }));
    expect(await api.channels.create({ name: 'Work', description: 'd', color: '#fff', starred: true })).toEqual({
      id: 8,
      name: 'Work',
      description: 'd',
      color: '#fff',
      starred: true,
    });
  });

  it('create: a duplicate name rejects with the existing id', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":1,"message":"You already have a channel with that name.","id":4}' }));
    const error = (await rejection(api.channels.create({ name: 'Work' }))) as ApiError;
    expect(error.kind).toBe('rejected');
    expect(error.existingId).toBe(4);
  });

  it('update, remove, assign: paths, methods, bodies', async () => {
    const { api, requests } = fakeClient(() => ok('Done.'));
    await api.channels.update(3, { name: 'Renamed', starred: true });
    await api.channels.remove(3);
    expect(await api.channels.assign(3, 'qr', 11)).toEqual({ message: 'Done.' });
    expect(requests.map((request) => [request.method, request.url.pathname, request.json])).toEqual([
      ['PUT', '/api/channel/3/update', { name: 'Renamed', starred: true }],
      ['DELETE', '/api/channel/3/delete', undefined],
      ['POST', '/api/channel/3/assign/qr/11', undefined],
    ]);
  });

  it('assigning twice is rejected with the server message', async () => {
    const { api } = fakeClient(() => fail('This item is already added to the selected channel.'));
    const error = (await rejection(api.channels.assign(1, 'links', 2))) as ApiError;
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe('This item is already added to the selected channel.');
  });
});
