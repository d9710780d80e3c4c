import { describe, expect, it } from 'vitest';
import type { ApiError } from '../errors';
import { fakeClient, phpJson, rejection } from '../test-utils';

const FILE = { id: 1, name: 'My Photo', downloads: 10, shorturl: 'https://domain.com/Ab1cD', date: '2022-08-09 17:00:00' };

describe('files', () => {
  it('list: top-level paging and "list", no data wrapper', async () => {
    const { api, last } = fakeClient(() => ({
      body: phpJson({ error: 0, result: 1, perpage: 15, currentpage: 1, nextpage: null, maxpage: 1, list: [FILE] }),
    }));
    const page = await api.files.list({ name: 'photo', limit: 15, page: 1 });
    expect(last().url.pathname).toBe('/api/files');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ name: 'photo', limit: '15', page: '1' });
    expect(page).toEqual({ items: [FILE], total: 1, page: 1, perPage: 15, nextPage: null, maxPage: 1 });
  });

  it('list: also accepts a data wrapper and string numbers', async () => {
    const { api } = fakeClient(() => ({
      body: '{"error":"0","data":{"result":"1","perpage":"15","currentpage":"2","nextpage":"3","maxpage":"4","list":[{"id":"1","name":"a.pdf","downloads":"2","shorturl":"https://s.test/a","date":"2026-01-01 00:00:00"}]}}',
    }));
    expect(await api.files.list()).toEqual({
      items: [{ id: 1, name: 'a.pdf', downloads: 2, shorturl: 'https://s.test/a', date: '2026-01-01 00:00:00' }],
      total: 1,
      page: 2,
      perPage: 15,
      nextPage: 3,
      maxPage: 4,
    });
  });

  it.each([
    ['Blob', () => new Blob([new Uint8Array([137, 80, 78, 71])])],
    ['ArrayBuffer', () => new Uint8Array([137, 80, 78, 71]).buffer],
    ['Uint8Array', () => new Uint8Array([137, 80, 78, 71])],
  ])('upload: raw %s body, encoded filename, options as query', async (_name, data) => {
    const { api, last } = fakeClient(() => ({ body: '{"error":0,"id":1,"shorturl":"https:\\/\\/domain.com\\/Ab1cD"}' }));
    const bytes = data();
    const result = await api.files.upload('my photo #1.png', bytes, { name: 'My Photo', custom: 'photo', expiry: '2027-01-31', maxdownloads: 5 });
    expect(result).toEqual({ id: 1, shorturl: 'https://domain.com/Ab1cD' });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/files/upload/my%20photo%20%231.png');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ name: 'My Photo', custom: 'photo', expiry: '2027-01-31', maxdownloads: '5' });
    expect(last().headers.get('Content-Type')).toBe('application/octet-stream');
    expect(last().body).toBe(bytes);
  });

  it('upload: a filename cannot escape its path segment', async () => {
    const { api, last } = fakeClient(() => ({ body: '{"error":0,"id":1,"shorturl":"https://d.test/x"}' }));
    await api.files.upload('../../account?x=1', new Uint8Array([1]));
    expect(last().url.pathname).toBe('/api/files/upload/..%2F..%2Faccount%3Fx%3D1');
    expect(last().url.search).toBe('');
  });

  it('upload: an answer without a short URL is a bad response', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"id":1}' }));
    expect(((await rejection(api.files.upload('a.txt', new Uint8Array([1])))) as ApiError).kind).toBe('bad-response');
  });
});
