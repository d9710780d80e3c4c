import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client, type JsonResponse } from './http.ts';

const LINKS = 23;
let sandbox: Sandbox;
let api: ReturnType<typeof client>;
let everything: number[];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 100_000, seed: false });
  api = client(sandbox);
  for (let i = 0; i < LINKS; i++) await api.post('/api/url/add', { url: `https://example.com/page/${i}` });
  everything = ((await api.get('/api/urls?limit=1000')).body.data.urls as { id: number }[]).map((u) => u.id);
});
afterAll(() => sandbox.close());

describe('paging', () => {
  it('walking nextpage from page 1 visits every link once, for any page size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), async (limit) => {
        const seen: number[] = [];
        let page: number | null = 1;
        while (page !== null) {
          const res: JsonResponse = await api.get(`/api/urls?limit=${limit}&page=${page}`);
          const data = res.body.data;
          expect(data).toMatchObject({ result: LINKS, perpage: limit, currentpage: page, maxpage: Math.ceil(LINKS / limit) });
          expect(data.urls.length).toBeLessThanOrEqual(limit);
          seen.push(...(data.urls as { id: number }[]).map((u) => u.id));
          page = data.nextpage;
        }
        expect(seen).toEqual(everything);
      }),
      { numRuns: 15 },
    );
  });

  it('any page past the end is empty, with the true maxpage and no nextpage', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 50 }), async (limit, beyond) => {
        const maxpage = Math.ceil(LINKS / limit);
        const { data } = (await api.get(`/api/urls?limit=${limit}&page=${maxpage + beyond}`)).body;
        expect(data).toEqual({ result: LINKS, perpage: limit, currentpage: maxpage + beyond, nextpage: null, maxpage, urls: [] });
      }),
      { numRuns: 15 },
    );
  });
});
