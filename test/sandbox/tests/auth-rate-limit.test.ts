import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

const AUTH_ERROR = { error: 1, message: 'A valid API key is required to use this service.' };

describe('authentication', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox.close());

  it('refuses a missing key with 401 (spec) and 403 (field)', async () => {
    const spec = await client(sandbox, null).get('/api/urls');
    expect(spec.status).toBe(401);
    expect(spec.body).toEqual(AUTH_ERROR);
    sandbox.setFlavor('field');
    try {
      const field = await client(sandbox, null).get('/api/urls');
      expect(field.status).toBe(403);
      expect(field.body).toEqual(AUTH_ERROR);
    } finally {
      sandbox.setFlavor('spec');
    }
  });

  it('refuses unknown and expired keys', async () => {
    expect((await client(sandbox, 'nope').get('/api/account')).body).toEqual(AUTH_ERROR);
    const expired = sandbox.addUser({ expired: true });
    const res = await client(sandbox, expired.apiKey).get('/api/account');
    expect(res.status).toBe(401);
    expect(res.body).toEqual(AUTH_ERROR);
  });

  it('refuses a key with the API disabled with its own 403 message', async () => {
    const user = sandbox.addUser({ apiDisabled: true });
    const res = await client(sandbox, user.apiKey).get('/api/account');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 1, message: 'API service is disabled.' });
    const inactive = await client(sandbox, sandbox.addUser({ inactive: true }).apiKey).get('/api/account');
    expect(inactive.status).toBe(403);
    expect(inactive.body).toEqual({ error: 1, message: 'Please activate your account.' });
  });

  it('does not accept the key in the query string', async () => {
    const res = await client(sandbox, null).get(`/api/account?key=${sandbox.apiKey}&api_key=${sandbox.apiKey}&token=${sandbox.apiKey}`);
    expect(res.body).toEqual(AUTH_ERROR);
  });

  it('needs the Bearer scheme', async () => {
    const res = await client(sandbox, null).get('/api/account', { Authorization: sandbox.apiKey });
    expect(res.body).toEqual(AUTH_ERROR);
    const lower = await client(sandbox, null).get('/api/account', { Authorization: `bearer ${sandbox.apiKey}` });
    expect(lower.body.error).toBe(0);
  });

  it('answers plan-limited endpoints with 403 "no permission" for a free plan', async () => {
    const free = client(sandbox, sandbox.addUser({ plan: 'free' }).apiKey);
    for (const path of ['/api/domains', '/api/pixels', '/api/campaigns', '/api/channels', '/api/splash', '/api/overlay']) {
      const res = await free.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body, path).toEqual({ error: 1, message: 'You do not have permission to access this endpoint.' });
    }
    expect((await free.get('/api/urls')).body.error).toBe('0');
    expect((await free.get('/api/files')).body.error).toBe('0');
  });
});

describe('rate limit', () => {
  let clock = Date.UTC(2026, 10, 22, 12, 0, 0);
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, rateLimit: 3, windowMs: 10_000, now: () => clock });
  });
  afterAll(() => sandbox.close());

  it('counts down in headers, then refuses with HTTP 429 and Retry-After (spec)', async () => {
    const api = client(sandbox);
    const resetAt = String(Math.floor((clock + 10_000) / 1000));
    for (const remaining of ['2', '1', '0']) {
      const res = await api.get('/api/account');
      expect(res.body.error).toBe(0);
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
      expect(res.headers.get('x-ratelimit-remaining')).toBe(remaining);
      expect(res.headers.get('x-ratelimit-reset')).toBe(resetAt);
    }
    clock += 4_000;
    const refused = await api.get('/api/account');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('6');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.body).toEqual({ error: 1, message: 'Too Many API Requests.' });
  });

  it('answers HTTP 200 with error 429 and a Retry-After body field (field)', async () => {
    sandbox.setFlavor('field');
    try {
      const refused = await client(sandbox).get('/api/account');
      expect(refused.status).toBe(200);
      expect(refused.headers.get('retry-after')).toBeNull();
      expect(refused.body).toEqual({ error: 429, message: 'Too Many API Requests.', 'Retry-After': 6 });
    } finally {
      sandbox.setFlavor('spec');
    }
  });

  it('keeps windows per key: another key is unaffected', async () => {
    const other = client(sandbox, sandbox.addUser().apiKey);
    const res = await other.get('/api/account');
    expect(res.body.error).toBe(0);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('opens a new window once the old one ends; refused requests did not count', async () => {
    clock += 6_000;
    const res = await client(sandbox).get('/api/account');
    expect(res.body.error).toBe(0);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('2');
    expect(res.headers.get('x-ratelimit-reset')).toBe(String(Math.floor((clock + 10_000) / 1000)));
  });

  it('resets on demand, in code and over HTTP, and the limit can change', async () => {
    const api = client(sandbox);
    await api.get('/api/account');
    await api.get('/api/account');
    expect((await api.get('/api/account')).status).toBe(429);
    sandbox.resetRateLimits();
    expect((await api.get('/api/account')).headers.get('x-ratelimit-remaining')).toBe('2');
    await api.get('/api/account');
    await api.get('/api/account');
    expect((await api.get('/api/account')).status).toBe(429);
    const reset = await fetch(`${sandbox.url}/__sandbox/reset-rate-limits`, { method: 'POST' });
    expect(reset.status).toBe(200);
    sandbox.setRateLimit(5);
    const res = await api.get('/api/account');
    expect(res.headers.get('x-ratelimit-limit')).toBe('5');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('4');
  });

  it('does not count refused requests (visible when the limit is raised mid-window)', async () => {
    sandbox.resetRateLimits();
    sandbox.setRateLimit(2);
    const api = client(sandbox);
    await api.get('/api/account');
    await api.get('/api/account');
    expect((await api.get('/api/account')).status).toBe(429);
    expect((await api.get('/api/account')).status).toBe(429);
    sandbox.setRateLimit(5);
    expect((await api.get('/api/account')).headers.get('x-ratelimit-remaining')).toBe('2');
  });

  it('speaks whole seconds: for up to a second after the reset it names, the window still refuses, with a Retry-After of 0', async () => {
    sandbox.resetRateLimits();
    sandbox.setRateLimit(1);
    sandbox.setFlavor('v7');
    try {
      const api = client(sandbox);
      const start = clock + 400;
      clock = start;
      const first = await api.get('/api/account');
      const reset = Number(first.headers.get('x-ratelimit-reset'));
      expect(reset * 1000).toBe(start - 400 + 10_000);
      clock = reset * 1000 + 200;
      const early = await api.get('/api/account');
      expect(early.body).toEqual({ error: 429, message: 'Too Many API Requests.', 'Retry-After': 0 });
      clock = start + 10_000;
      expect((await api.get('/api/account')).body.error).toBe(0);
    } finally {
      sandbox.setFlavor('spec');
      sandbox.setRateLimit(5);
    }
  });

  it('puts the headers on error answers too, and control routes are never limited', async () => {
    const res = await client(sandbox, 'unknown-key').get('/api/account');
    expect(res.status).toBe(401);
    expect(res.headers.get('x-ratelimit-limit')).toBe('5');
    for (let i = 0; i < 8; i++) expect((await fetch(`${sandbox.url}/__sandbox/requests`)).status).toBe(200);
  });
});
