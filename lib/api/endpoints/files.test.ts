import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import { fakeClient, KEY, phpJson, rejection, type Responder } from '@/lib/api/test-utils';

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
});

describe('files.upload', () => {
  function client(respond: Responder) {
    const { api, last } = fakeClient(respond);
    return { upload: api.files.upload, last };
  }

  it.each([
    ['Blob', () => new Blob([new Uint8Array([137, 80, 78, 71])])],
    ['ArrayBuffer', () => new Uint8Array([137, 80, 78, 71]).buffer],
    ['Uint8Array', () => new Uint8Array([137, 80, 78, 71])],
  ])('raw %s body, encoded filename, options as query', async (_name, data) => {
    const { upload, last } = client(() => ({ body: '{"error":0,"id":1,"shorturl":"https:\\/\\/domain.com\\/Ab1cD"}' }));
    const bytes = data();
    const result = await upload('my photo #1.png', bytes, { name: 'My Photo', custom: 'photo', expiry: '2027-01-31', maxdownloads: 5 });
    expect(result).toEqual({ id: 1, shorturl: 'https://domain.com/Ab1cD' });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/files/upload/my%20photo%20%231.png');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ name: 'My Photo', custom: 'photo', expiry: '2027-01-31', maxdownloads: '5' });
    expect(last().headers.get('Authorization')).toBe(`Bearer ${KEY}`);
    expect(last().headers.get('Content-Type')).toBe('application/octet-stream');
    expect(last().body).toBe(bytes);
    // Through fetch, which leaves a redirect unfollowed (transport.ts).
    expect(last().redirect).toBe('manual');
  });

  it('a filename cannot escape its path segment', async () => {
    const { upload, last } = client(() => ({ body: '{"error":0,"id":1,"shorturl":"https://d.test/x"}' }));
    await upload('../../account?x=1', new Uint8Array([1]));
    expect(last().url.pathname).toBe('/api/files/upload/..%2F..%2Faccount%3Fx%3D1');
    expect(last().url.search).toBe('');
  });

  it('an answer without a short URL is a bad response', async () => {
    const { upload } = client(() => ({ body: '{"error":0,"id":1}' }));
    expect(((await rejection(upload('a.txt', new Uint8Array([1])))) as ApiError).kind).toBe('bad-response');
  });

  it("a refusal keeps the server's message", async () => {
    const { upload } = client(() => ({ body: '{"error":1,"message":"That alias is taken. Please choose another one."}' }));
    await expect(upload('a.txt', new Uint8Array([1]), { custom: 'docs' })).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'That alias is taken. Please choose another one.',
    });
  });
});
