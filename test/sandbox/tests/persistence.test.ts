import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandbox } from '@/test/sandbox/index.ts';
import { client, visit } from './http.ts';

const dir = mkdtempSync(join(tmpdir(), 'trim-sandbox-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('persistence', () => {
  it('writes state to the data file and loads it on the next start', async () => {
    const dataFile = join(dir, 'state.json');
    const first = await startSandbox({ port: 0, dataFile, apiKey: 'persist-key' });
    expect(existsSync(dataFile)).toBe(true);
    const api = client(first);
    const link = await api.post('/api/url/add', { url: 'https://example.com/kept', custom: 'kept-link' });
    await api.post('/api/channel/add', { name: 'Kept channel' });
    await fetch(`${first.url}/api/files/upload/kept.txt?custom=kept-file`, { method: 'POST', headers: { Authorization: 'Bearer persist-key' }, body: 'file body' });
    await visit(first.url, '/kept-link', { 'X-Sandbox-Country': 'NZ' });
    const other = first.addUser({ apiKey: 'second-user' });
    await first.close();

    // Only the final file is left: writes go through a temp file that is renamed.
    expect(readdirSync(dir)).toEqual(['state.json']);
    const saved = JSON.parse(readFileSync(dataFile, 'utf8'));
    expect(saved.links.some((l: { alias: string }) => l.alias === 'kept-link')).toBe(true);

    const second = await startSandbox({ port: 0, dataFile });
    try {
      expect(second.apiKey).toBe('persist-key');
      const again = client(second);
      const details = await again.get(`/api/url/${link.body.id}`);
      expect(details.body.details).toMatchObject({ shorturl: `${second.url}/kept-link`, longurl: 'https://example.com/kept' });
      expect(details.body.data).toMatchObject({ clicks: 1, topCountries: { 'New Zealand': 1 } });
      expect((await again.get('/api/channels')).body.data.channels.map((c: { name: string }) => c.name)).toContain('Kept channel');
      expect(await (await fetch(`${second.url}/kept-file`)).text()).toBe('file body');
      expect((await client(second, other.apiKey).get('/api/account')).body.data.id).toBe(other.id);
      // Ids continue after the saved ones.
      const next = await again.post('/api/url/add', { url: 'https://example.com/next' });
      expect(next.body.id).toBeGreaterThan(link.body.id);
    } finally {
      await second.close();
    }
  });

  it('re-keys the demo user when a key is given for an existing data file', async () => {
    const dataFile = join(dir, 'rekey.json');
    await (await startSandbox({ port: 0, dataFile })).close();
    const sandbox = await startSandbox({ port: 0, dataFile, apiKey: 'new-key' });
    try {
      expect(sandbox.apiKey).toBe('new-key');
      expect((await client(sandbox).get('/api/account')).body.data.username).toBe('demo');
    } finally {
      await sandbox.close();
    }
  });

  it('keeps memory-only sandboxes apart and can start without seed data', async () => {
    const empty = await startSandbox({ port: 0, seed: false });
    try {
      expect((await client(empty).get('/api/urls')).body.data.result).toBe(0);
      expect((await client(empty).get('/api/account')).body.data.username).toBe('demo');
    } finally {
      await empty.close();
    }
  });
});
