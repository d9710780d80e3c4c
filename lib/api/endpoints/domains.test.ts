import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import { fail, fakeClient, listBody, ok, rejection } from '@/lib/api/test-utils';

describe('domains', () => {
  it('list', async () => {
    const { api, last } = fakeClient(() => ({
      body: listBody(
        'domains',
        [
          { id: 1, domain: 'https://domain1.com', redirectroot: 'https://rootdomain.com', redirect404: 'https://rootdomain.com/404' },
          { id: '2', domain: 'https://domain2.com', redirectroot: null },
        ],
        { nextpage: 1 },
      ),
    }));
    const page = await api.domains.list();
    expect(last().url.pathname).toBe('/api/domains');
    expect(page.items).toEqual([
      { id: 1, domain: 'https://domain1.com', redirectroot: 'https://rootdomain.com', redirect404: 'https://rootdomain.com/404' },
      { id: 2, domain: 'https://domain2.com', redirectroot: '', redirect404: '' },
    ]);
  });

  it.each(['{"error":0,"id":1}', '{"error":"0","id":"1"}'])('create resolves { id } from %s', async (text) => {
    const { api, last } = fakeClient(() => ({ body: text }));
    expect(await api.domains.create({ domain: 'https://domain1.com', redirectroot: 'https://rootdomain.com' })).toEqual({ id: 1 });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/domain/add');
    expect(last().json).toEqual({ domain: 'https://domain1.com', redirectroot: 'https://rootdomain.com' });
  });

  it('create without an id in the answer is a bad response', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0}' }));
    expect(((await rejection(api.domains.create({ domain: 'https://d.test' }))) as ApiError).kind).toBe('bad-response');
  });

  it('update and remove', async () => {
    const { api, requests } = fakeClient((request) => (request.method === 'PUT' ? ok('Domain has been updated successfully.') : ok('Domain has been deleted successfully.')));
    expect(await api.domains.update(1, { redirect404: 'https://rootdomain.com/404' })).toEqual({ message: 'Domain has been updated successfully.' });
    expect(await api.domains.remove(1)).toEqual({ message: 'Domain has been deleted successfully.' });
    expect(requests.map((request) => [request.method, request.url.pathname, request.json])).toEqual([
      ['PUT', '/api/domain/1/update', { redirect404: 'https://rootdomain.com/404' }],
      ['DELETE', '/api/domain/1/delete', undefined],
    ]);
  });

  it.each([
    ['Domain not found. Please try again.', 200, 'not-found', 'no-record'],
    ['You do not have permission to access this endpoint.', 403, 'forbidden', 'server-message'],
  ] as const)('"%s" → %s', async (message, status, kind, code) => {
    const { api } = fakeClient(() => fail(message, status));
    const error = (await rejection(api.domains.remove(9))) as ApiError;
    expect([error.kind, error.code]).toEqual([kind, code]);
  });

  it.each([
    ['its message', () => fail('Domain not found. Please try again.')],
    ["7.6: the web server's 404 page", () => ({ status: 404, body: '<!doctype html><h1>404 Not Found</h1>' })],
  ])('a domain deleted elsewhere, updated or removed (%s), is gone: never a bad address', async (_name, answer) => {
    const { api } = fakeClient(answer);
    for (const request of [() => api.domains.update(9, { redirectroot: 'https://a.test' }), () => api.domains.remove(9)]) {
      const error = (await rejection(request())) as ApiError;
      expect([error.kind, error.code, error.params]).toEqual(['not-found', 'no-record', { what: 'domain', id: 9 }]);
    }
  });

  it("a 404 page for the list is still no such service: only a record's own route says the record is gone", async () => {
    const { api } = fakeClient(() => ({ status: 404, body: '<!doctype html><h1>404 Not Found</h1>' }));
    expect(((await rejection(api.domains.list())) as ApiError).code).toBe('no-service');
  });
});
