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
    ['Domain not found. Please try again.', 200, 'not-found'],
    ['You do not have permission to access this endpoint.', 403, 'forbidden'],
  ] as const)('"%s" → %s', async (message, status, kind) => {
    const { api } = fakeClient(() => fail(message, status));
    expect(((await rejection(api.domains.remove(9))) as ApiError).kind).toBe(kind);
  });
});
