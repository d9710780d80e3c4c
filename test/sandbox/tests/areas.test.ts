import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

const PLAN_REFUSAL = { error: 1, message: 'You do not have permission to access this endpoint.' };
const KEY_REFUSAL = { error: 1, message: 'You do not have access to this endpoint with this API key.' };
const KEY_REFUSAL_TRUE = { error: true, message: 'You do not have access to this endpoint with this API key.' };

/** One request per area, as Trim's check makes them. */
const LIST_OF: Record<string, string> = {
  account: '/api/account',
  links: '/api/urls?limit=1',
  files: '/api/files?limit=1',
  domains: '/api/domains?limit=1',
  campaigns: '/api/campaigns?limit=1',
  channels: '/api/channels?limit=1',
  pixels: '/api/pixels?limit=1',
  overlays: '/api/overlay?limit=1',
  splash: '/api/splash?limit=1',
};

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

/** Each area's answer for a key: 'open', or the refusal's status and body. */
async function answers(apiKey: string): Promise<Record<string, unknown>> {
  const api = client(sandbox, apiKey);
  const entries = await Promise.all(
    Object.entries(LIST_OF).map(async ([area, path]) => {
      const res = await api.get(path);
      const open = res.status === 200 && (res.body.error === 0 || res.body.error === '0');
      return [area, open ? 'open' : { status: res.status, body: res.body }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const everyArea = (answer: unknown, except: Record<string, unknown> = {}) => Object.fromEntries(Object.keys(LIST_OF).map((area) => [area, area in except ? except[area] : answer]));

describe('plans that lack features', () => {
  it.each<[string, Parameters<Sandbox['addUser']>[0], Record<string, unknown>]>([
    ['a pro plan opens everything', { plan: 'pro' }, everyArea('open')],
    [
      'a free plan lacks every feature, not account, links or files',
      { plan: 'free' },
      everyArea({ status: 403, body: PLAN_REFUSAL }, { account: 'open', links: 'open', files: 'open' }),
    ],
    [
      'a plan lacking campaigns and channels only',
      { plan: 'basic', lacks: ['campaigns', 'channels'] },
      everyArea('open', { campaigns: { status: 403, body: PLAN_REFUSAL }, channels: { status: 403, body: PLAN_REFUSAL } }),
    ],
    ['lacks overrides what the plan name implies', { plan: 'free', lacks: [] }, everyArea('open')],
  ])('%s', async (_name, options, expected) => {
    expect(await answers(sandbox.addUser(options).apiKey)).toEqual(expected);
  });

  it('refuses the whole area, not only its list', async () => {
    const api = client(sandbox, sandbox.addUser({ lacks: ['campaigns'] }).apiKey);
    const res = await api.post('/api/campaign/add', { name: 'Nope' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(PLAN_REFUSAL);
  });
});

describe('scoped keys', () => {
  it.each<[string, Parameters<Sandbox['addUser']>[0], Record<string, unknown>]>([
    [
      'a key for account and links, refused elsewhere with HTTP 403',
      { scopes: ['account', 'links'] },
      everyArea({ status: 403, body: KEY_REFUSAL }, { account: 'open', links: 'open' }),
    ],
    ['the same refusal as HTTP 200 with error true', { scopes: ['links'], scopeRefusal: 'error-true' }, everyArea({ status: 200, body: KEY_REFUSAL_TRUE }, { links: 'open' })],
    ['a key for no area at all', { scopes: [] }, everyArea({ status: 403, body: KEY_REFUSAL })],
    [
      'the key is asked before the plan',
      { lacks: ['campaigns', 'pixels'], scopes: ['account', 'links', 'pixels'] },
      everyArea({ status: 403, body: KEY_REFUSAL }, { account: 'open', links: 'open', pixels: { status: 403, body: PLAN_REFUSAL } }),
    ],
  ])('%s', async (_name, options, expected) => {
    expect(await answers(sandbox.addUser(options).apiKey)).toEqual(expected);
  });

  it('covers every route of an area: writes as well as lists', async () => {
    const api = client(sandbox, sandbox.addUser({ scopes: ['links'] }).apiKey);
    for (const [method, path] of [
      ['PUT', '/api/account/update'],
      ['POST', '/api/campaign/add'],
      ['POST', '/api/campaign/1/assign/2'],
      ['POST', '/api/channel/1/assign/links/2'],
      ['PUT', '/api/domain/1/update'],
      ['DELETE', '/api/pixel/1/delete'],
      ['POST', '/api/files/upload/x.txt'],
    ] as const) {
      const res = await api.call(method, path, {});
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: KEY_REFUSAL });
    }
    expect((await api.post('/api/url/add', { url: 'https://example.com/scoped' })).body.error).toBe(0);
  });

  it('a refused key stays a refused key: auth comes first', async () => {
    const res = await client(sandbox, sandbox.addUser({ scopes: ['links'], apiDisabled: true }).apiKey).get('/api/campaigns');
    expect(res.body).toEqual({ error: 1, message: 'API service is disabled.' });
  });
});

describe('the control surface', () => {
  const control = (path: string, body: unknown) =>
    fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then(async (res) => ({
      status: res.status,
      body: (await res.json()) as { ok: boolean; apiKey?: string; message?: string },
    }));

  it('adds users whose plan lacks features and whose key is scoped', async () => {
    const made = await control('/__sandbox/users', { lacks: ['splash'], scopes: ['account', 'links', 'splash', 'overlays'], scopeRefusal: 'error-true' });
    expect(made.status).toBe(200);
    const apiKey = made.body.apiKey ?? '';
    expect(await answers(apiKey)).toEqual(
      everyArea({ status: 200, body: KEY_REFUSAL_TRUE }, { account: 'open', links: 'open', overlays: 'open', splash: { status: 403, body: PLAN_REFUSAL } }),
    );
  });

  it('changes a user’s access: an upgrade, then a key for every area', async () => {
    const { apiKey } = sandbox.addUser({ plan: 'free', scopes: ['account', 'campaigns'] });
    expect((await client(sandbox, apiKey).get('/api/campaigns')).body).toEqual(PLAN_REFUSAL);

    expect((await control('/__sandbox/users/access', { apiKey, plan: 'pro' })).body).toEqual({ ok: true });
    expect((await client(sandbox, apiKey).get('/api/campaigns')).body.error).toBe('0');
    expect((await client(sandbox, apiKey).get('/api/domains')).body).toEqual(KEY_REFUSAL);

    sandbox.setAccess(apiKey, { scopes: null, lacks: ['domains'] });
    expect((await client(sandbox, apiKey).get('/api/domains')).body).toEqual(PLAN_REFUSAL);
    expect((await client(sandbox, apiKey).get('/api/pixels')).body.error).toBe('0');
  });

  it.each([
    ['/__sandbox/users', { lacks: ['campaign'] }, /lacks must be/],
    ['/__sandbox/users', { scopes: 'links' }, /scopes must be/],
    ['/__sandbox/users', { scopes: ['links', 'everything'] }, /scopes must be/],
    ['/__sandbox/users', { scopeRefusal: 'http-401' }, /scopeRefusal must be/],
    ['/__sandbox/users/access', { scopes: ['links'] }, /apiKey must be/],
  ])('refuses %s with %j', async (path, body, message) => {
    const res = await control(path, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('answers 404 for a key no user has', async () => {
    const res = await control('/__sandbox/users/access', { apiKey: 'nobody', scopes: null });
    expect(res.status).toBe(404);
  });
});
