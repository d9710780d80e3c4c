import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import type { ApiClient } from './index';
import { accountSchema } from '@/lib/api/schemas/account';
import { campaignSchema } from '@/lib/api/schemas/campaign';
import { listPageSchema } from '@/lib/api/schemas/envelope';
import { linkResultSchema, linkSchema } from '@/lib/api/schemas/link';
import { linkDetailsSchema } from '@/lib/api/schemas/link-details';
import { BASE, KEY, fakeClient, type Reply } from './test-utils';

const RUNS = { numRuns: 200 };

/** Every call of the public face, with plausible arguments. */
const CALLS: [string, (api: ApiClient) => Promise<unknown>][] = [
  ['account.get', (api) => api.account.get()],
  ['account.update', (api) => api.account.update({ email: 'a@b.test' })],
  ['links.list', (api) => api.links.list({ limit: 5 })],
  ['links.get', (api) => api.links.get(1)],
  ['links.findByShort', (api) => api.links.findByShort(`${BASE}/abc`)],
  ['links.create', (api) => api.links.create({ url: 'https://a.test' })],
  ['links.update', (api) => api.links.update(1, { custom: 'x' })],
  ['links.remove', (api) => api.links.remove(1)],
  ['campaigns.list', (api) => api.campaigns.list()],
  ['campaigns.create', (api) => api.campaigns.create({ name: 'c' })],
  ['campaigns.update', (api) => api.campaigns.update(1, { name: 'c' })],
  ['campaigns.remove', (api) => api.campaigns.remove(1)],
  ['campaigns.assignLink', (api) => api.campaigns.assignLink(1, 2)],
  ['channels.list', (api) => api.channels.list()],
  ['channels.items', (api) => api.channels.items(1)],
  ['channels.create', (api) => api.channels.create({ name: 'c' })],
  ['channels.update', (api) => api.channels.update(1, { name: 'c' })],
  ['channels.remove', (api) => api.channels.remove(1)],
  ['channels.assign', (api) => api.channels.assign(1, 'links', 2)],
  ['domains.list', (api) => api.domains.list()],
  ['domains.create', (api) => api.domains.create({ domain: 'https://d.test' })],
  ['domains.update', (api) => api.domains.update(1, {})],
  ['domains.remove', (api) => api.domains.remove(1)],
  ['files.list', (api) => api.files.list()],
  ['files.upload', (api) => api.files.upload('a.txt', new Uint8Array([1]))],
  ['overlays.list', (api) => api.overlays.list()],
  ['splash.list', (api) => api.splash.list()],
  ['pixels.list', (api) => api.pixels.list()],
  ['pixels.create', (api) => api.pixels.create({ type: 'bing', name: 'n', tag: 't' })],
  ['pixels.update', (api) => api.pixels.update(1, { tag: 't' })],
  ['pixels.remove', (api) => api.pixels.remove(1)],
];

/** Valid answers of several endpoints, to garble. */
const SAMPLES = [
  '{"error":"0","data":{"result":1,"perpage":15,"currentpage":1,"nextpage":null,"maxpage":1,"urls":[{"id":1,"alias":"a","shorturl":"https:\\/\\/s.test\\/a","longurl":"https:\\/\\/a.test","clicks":"3","title":"","description":"","date":"2026-01-01 00:00:00"}]}}',
  '{"error":0,"id":1,"details":{"id":1,"shorturl":"https://s.test/a","longurl":"https://a.test","location":[],"device":{"iPhone":"https://x.test"},"expiry":null},"data":{"clicks":1,"topCountries":{"Canada":1},"socialCount":[]}}',
  '{"error":0,"id":3,"shorturl":"https:\\/\\/s.test\\/x"}',
  '{"error":0,"id":3,"campaign":"N","public":"1","rotator":false,"list":"https://s.test/l"}',
  '{"error":0,"data":{"id":1,"email":"a@b.test","planid":"2"}}',
  '{"error":0,"result":1,"perpage":15,"currentpage":1,"nextpage":null,"maxpage":1,"list":[{"id":1,"name":"f","downloads":"1","shorturl":"https://s.test/f"}]}',
  '{"error":429,"message":"Too Many API Requests.","Retry-After":30}',
  '{"error":1,"message":"Link does not exist."}',
  '<!DOCTYPE html><html><body><h1>Not Found</h1></body></html>',
];

const garbled = fc.oneof(
  fc.tuple(fc.constantFrom(...SAMPLES), fc.nat(), fc.nat()).map(([text, a, b]) => text.slice(0, a % (text.length + 1)) + text.slice(b % (text.length + 1))),
  fc.tuple(fc.constantFrom(...SAMPLES), fc.nat(), fc.string()).map(([text, at, insert]) => {
    const cut = at % (text.length + 1);
    return text.slice(0, cut) + insert + text.slice(cut);
  }),
);

const errorFlags = fc.constantFrom<unknown>(0, '0', 1, '1', true, false, null, 429, '429', 'error', 2, -1);
const shapedJson = fc
  .record(
    {
      error: errorFlags,
      message: fc.oneof(fc.string(), fc.constantFrom('Link does not exist.', 'Too Many API Requests.', 'A valid API key is required to use this service.')),
      id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
      shorturl: fc.oneof(fc.webUrl(), fc.string()),
      data: fc.oneof(fc.jsonValue(), fc.record({ urls: fc.array(fc.jsonValue(), { maxLength: 3 }), result: fc.jsonValue() })),
      details: fc.jsonValue(),
      list: fc.jsonValue(),
      'Retry-After': fc.jsonValue(),
    },
    { requiredKeys: [] },
  )
  .map((value) => JSON.stringify(value));

const bodies = fc.oneof(
  fc.string(),
  fc.jsonValue().map((value) => JSON.stringify(value)),
  shapedJson,
  garbled,
);

const headerValue = fc.oneof(
  fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
  fc.string({ unit: 'grapheme-ascii', maxLength: 20 }).map((text) => text.replace(/[\r\n\0]/g, '')),
  fc.date({ noInvalidDate: true }).map((date) => date.toUTCString()),
);
const headers = fc.dictionary(fc.constantFrom('X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'Retry-After', 'Location', 'Content-Type'), headerValue);
const statuses = fc.oneof(fc.constantFrom(200, 200, 200, 301, 302, 401, 403, 404, 405, 429, 500, 502), fc.integer({ min: 200, max: 599 }));
// Whole answers too: a garbled one is almost never a value, and the value half must run.
const replies = fc.oneof(fc.record({ status: statuses, body: bodies, headers }), fc.record({ status: fc.constant(200), body: fc.constantFrom(...SAMPLES), headers }));

async function settle(call: (api: ApiClient) => Promise<unknown>, reply: Reply) {
  const { api } = fakeClient(() => reply);
  try {
    await call(api);
    return null;
  } catch (error) {
    return error;
  }
}

describe('only ever a value or an ApiError', () => {
  it('for arbitrary statuses, headers and (garbled) bodies on every endpoint', async () => {
    let values = 0;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), replies, async ([, call], reply) => {
        const error = await settle(call, reply);
        if (error === null) values += 1;
        else {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).message).not.toContain(KEY);
          expect(typeof (error as ApiError).message).toBe('string');
        }
      }),
      RUNS,
    );
    expect(values).toBeGreaterThan(0);
  });

  it('when fetch throws anything at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLS), fc.anything(), async ([, call], thrown) => {
        const { api } = fakeClient(() => {
          throw thrown;
        });
        const error = await call(api).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(error).toBeInstanceOf(ApiError);
        expect((error as ApiError).kind).toBe('network');
      }),
      { numRuns: 50 },
    );
  });

  it('a rate-limit refusal always carries retryAfter and resetAt', async () => {
    await fc.assert(
      fc.asyncProperty(headers, fc.jsonValue(), async (sent, retryAfter) => {
        const body = JSON.stringify({ error: 429, message: 'Too Many API Requests.', 'Retry-After': retryAfter });
        const error = (await settle((api) => api.account.get(), { status: 200, body, headers: sent })) as ApiError;
        expect(error.kind).toBe('rate-limited');
        expect(Number.isFinite(error.retryAfter)).toBe(true);
        expect(error.resetAt).toBeInstanceOf(Date);
      }),
      RUNS,
    );
  });
});

describe('schemas never throw', () => {
  const schemas = [
    accountSchema,
    campaignSchema,
    linkSchema,
    linkResultSchema,
    linkDetailsSchema,
    listPageSchema(['urls'], linkSchema),
    listPageSchema(['cta', 'overlay'], campaignSchema),
  ];
  it('on any JSON value', () => {
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.jsonValue(), (schema, value) => {
        expect(() => schema.safeParse(value)).not.toThrow();
      }),
      RUNS,
    );
  });
});
