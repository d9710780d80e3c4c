import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client, type JsonResponse } from './http.ts';

// `lastNextPage: 'current'` answers like servers that copy the vendor's documentation example:
// on the last page of every list, and past it, `nextpage` is the current page again.

/** Every list endpoint, and where its paging sits: under `data`, or at the top level (files). */
function lists(sandbox: Sandbox): [string, (body: JsonResponse['body']) => Record<string, unknown>][] {
  const inData = (body: JsonResponse['body']) => body.data;
  const { channels, channelItems } = sandbox.store.state;
  const channel = channels.find((ch) => channelItems.some((item) => item.channelId === ch.id))!;
  return [
    ['/api/urls', inData],
    ['/api/domains', inData],
    ['/api/overlay', inData],
    ['/api/campaigns', inData],
    ['/api/channels', inData],
    [`/api/channel/${channel.id}`, inData],
    ['/api/splash', inData],
    ['/api/pixels', inData],
    ['/api/files', (body) => body],
  ];
}

describe.each(['spec', 'field'] as const)("lastNextPage 'current', %s flavor", (flavor) => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, flavor, lastNextPage: 'current', rateLimit: 100_000 });
  });
  afterAll(() => sandbox.close());

  it('sends the next page before the last page, and the current page on the last page and past it, on every list', async () => {
    const api = client(sandbox);
    for (const [path, paging] of lists(sandbox)) {
      const first = paging((await api.get(`${path}?limit=1`)).body);
      const maxpage = first.maxpage as number;
      expect(maxpage, path).toBeGreaterThan(0);
      for (let page = 1; page <= maxpage + 1; page += 1) {
        const answer = paging((await api.get(`${path}?limit=1&page=${page}`)).body);
        expect(answer, `${path} page ${page}`).toMatchObject({ currentpage: page, maxpage, nextpage: page < maxpage ? page + 1 : page });
      }
    }
  });

  it('sends the current page on an empty list too', async () => {
    const { apiKey } = sandbox.addUser();
    const answer = (await client(sandbox, apiKey).get('/api/urls')).body.data;
    expect(answer).toMatchObject({ result: 0, currentpage: 1, maxpage: 0, nextpage: 1, urls: [] });
  });
});

describe('by default', () => {
  it('sends null on the last page, as real servers do', async () => {
    const sandbox = await startSandbox({ port: 0 });
    try {
      const api = client(sandbox);
      for (const [path, paging] of lists(sandbox)) {
        const last = paging((await api.get(`${path}?limit=1`)).body).maxpage as number;
        expect(paging((await api.get(`${path}?limit=1&page=${last}`)).body).nextpage, path).toBeNull();
      }
    } finally {
      await sandbox.close();
    }
  });
});
