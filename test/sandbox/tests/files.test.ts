import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

let clock = Date.UTC(2026, 10, 22, 12, 0, 0);
let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimit: 10_000, now: () => clock });
});
afterAll(() => sandbox.close());

async function upload(filename: string, bytes: Uint8Array<ArrayBuffer> | string, query = '', key = sandbox.apiKey): Promise<{ status: number; body: any }> {
  const res = await fetch(`${sandbox.url}/api/files/upload/${encodeURIComponent(filename)}${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/octet-stream' },
    body: bytes,
  });
  return { status: res.status, body: await res.json() };
}

const aliasOf = (shorturl: string) => new URL(shorturl).pathname;

describe('files', () => {
  it('stores any bytes (20 MB here) and serves them back through the short URL', async () => {
    const big = new Uint8Array(20 * 1024 * 1024);
    for (let i = 0; i < big.length; i += 4096) big[i] = i % 251;
    const res = await upload('big.bin', big);
    expect(res.body).toEqual({ error: 0, id: expect.any(Number), shorturl: expect.stringMatching(new RegExp(`^${sandbox.url}/\\w+$`)) });
    const download = await fetch(res.body.shorturl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toContain('attachment; filename="big.bin"');
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    const back = new Uint8Array(await download.arrayBuffer());
    expect(back.length).toBe(big.length);
    expect(Buffer.compare(Buffer.from(back), Buffer.from(big))).toBe(0);
    expect(sandbox.store.state.files.find((f) => f.id === res.body.id)?.downloads).toBe(1);
  });

  it('lists files at the top level with name search and paging', async () => {
    const key = sandbox.addUser().apiKey;
    const api = client(sandbox, key);
    expect((await api.get('/api/files')).body).toEqual({ error: '0', result: 0, perpage: 15, currentpage: 1, nextpage: null, maxpage: 0, list: [] });
    await upload('report-q1.pdf', 'q1', '', key);
    await upload('report-q2.pdf', 'q2', 'name=Quarter%20two%20report', key);
    await upload('photo.png', 'png', '', key);
    const all = await api.get('/api/files?limit=2');
    expect(all.body).toMatchObject({ error: '0', result: 3, perpage: 2, currentpage: 1, nextpage: 2, maxpage: 2 });
    expect(all.body).not.toHaveProperty('data');
    expect(all.body.list[0]).toEqual({ id: expect.any(Number), name: 'photo.png', downloads: 0, shorturl: expect.any(String), date: '2026-11-22 12:00:00' });
    const found = await api.get('/api/files?name=REPORT');
    expect(found.body.list.map((f: { name: string }) => f.name).sort()).toEqual(['Quarter two report', 'report-q1.pdf']);
    expect((await api.get('/api/files?limit=2&page=5')).body).toMatchObject({ currentpage: 5, nextpage: null, maxpage: 2, list: [] });
    // Isolation: the demo user's seeded file is not in this list, and vice versa.
    expect((await client(sandbox).get('/api/files?name=photo')).body.list).toEqual([]);
  });

  it('honours a custom alias and refuses bad ones and empty bodies', async () => {
    const res = await upload('a.txt', 'hello', 'custom=my-file');
    expect(res.body.shorturl).toBe(`${sandbox.url}/my-file`);
    const download = await fetch(res.body.shorturl);
    expect(await download.text()).toBe('hello');
    expect(download.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await upload('b.txt', 'x', 'custom=my-file')).body).toEqual({ error: 1, message: 'That alias is taken. Please choose another one.' });
    expect((await upload('b.txt', 'x', 'custom=docs')).body).toEqual({ error: 1, message: 'That alias is taken. Please choose another one.' });
    expect((await upload('b.txt', 'x', 'custom=ab')).body).toEqual({ error: 1, message: 'Custom alias must be at least 3 characters.' });
    expect((await upload('b.txt', '')).body).toEqual({ error: 1, message: 'Please upload a file.' });
    expect((await upload('b.txt', 'x', 'expiry=2020-01-01')).body).toEqual({ error: 1, message: 'The expiry date must be later than today.' });
    expect((await upload('b.txt', 'x', 'expiry=soon')).body).toEqual({ error: 1, message: 'Please enter a valid expiry date (YYYY-MM-DD).' });
  });

  it('protects a download with a password', async () => {
    const { body } = await upload('secret.txt', 'classified', 'password=open-sesame');
    const form = await fetch(body.shorturl);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<form method="post">');
    const wrong = await fetch(body.shorturl, { method: 'POST', body: new URLSearchParams({ password: 'x' }) });
    expect(wrong.status).toBe(401);
    const right = await fetch(body.shorturl, { method: 'POST', body: new URLSearchParams({ password: 'open-sesame' }) });
    expect(await right.text()).toBe('classified');
    expect(sandbox.store.state.files.find((f) => f.id === body.id)?.downloads).toBe(1);
  });

  it('stops serving after the expiry date', async () => {
    const { body } = await upload('dated.txt', 'soon gone', 'expiry=2026-11-23');
    clock = Date.UTC(2026, 10, 23, 23, 59, 0);
    expect((await fetch(body.shorturl)).status).toBe(200);
    clock = Date.UTC(2026, 10, 24, 0, 0, 1);
    try {
      const gone = await fetch(body.shorturl);
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain('expired');
    } finally {
      clock = Date.UTC(2026, 10, 22, 12, 0, 0);
    }
  });

  it('counts downloads and stops at maxdownloads', async () => {
    const { body } = await upload('twice.txt', 'two', 'maxdownloads=2');
    expect((await fetch(body.shorturl)).status).toBe(200);
    expect((await fetch(body.shorturl)).status).toBe(200);
    const third = await fetch(body.shorturl);
    expect(third.status).toBe(410);
    expect(await third.text()).toContain('download limit');
    const listed = (await client(sandbox).get('/api/files?name=twice')).body.list;
    expect(listed).toMatchObject([{ name: 'twice.txt', downloads: 2 }]);
  });

  it('puts a file on a branded domain', async () => {
    const { body } = await upload('brand.txt', 'b', 'domain=https%3A%2F%2Fgo.trim.test');
    expect(body.shorturl).toMatch(/^https:\/\/go\.trim\.test\/\w+$/);
    const res = await fetch(`${sandbox.url}${aliasOf(body.shorturl)}`);
    expect(await res.text()).toBe('b');
  });

  it('needs a key', async () => {
    const res = await fetch(`${sandbox.url}/api/files/upload/x.txt`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(401);
  });
});
