import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startServer, type LocalServer } from '@/test/e2e/helpers/servers';
import { openManage } from './manage-helpers';
import { startSession, type TrimSession } from './support';

// Issue #41, item 5: a service that redirects only the upload's POST (its GETs answer as they
// should) with a 307, which a browser that follows it answers by sending the file again to the
// redirect's target. A second local server stands for that target: it records every request and
// every byte it is sent, and answers an upload as a service would, so a leak would look like success.

const KEY = 'sk-trim-upload-redirect-77c1';
const FILE = 'the secret plan, line one';

describe('an upload whose POST the service redirects to another origin', () => {
  let session: TrimSession;
  let target: LocalServer;
  let proxy: LocalServer;
  const received: string[] = [];

  beforeAll(async () => {
    session = await startSession({ sandbox: { apiKey: KEY, rateLimit: 10_000 } });
    target = await startServer((_req, res, body) => {
      received.push(body);
      json(res, { error: 0, id: 1, shorturl: 'http://127.0.0.1/x' });
    });
    const { sandbox } = session;
    proxy = await startServer(async (req, res, body) => {
      if (req.method === 'POST' && req.url?.startsWith('/api/files/upload')) {
        res.writeHead(307, { Location: `${target.url}${req.url}` });
        res.end();
        return;
      }
      const answer = await fetch(`${sandbox.url}${req.url}`, {
        method: req.method,
        headers: { Authorization: String(req.headers.authorization ?? '') },
        ...(req.method === 'GET' || req.method === 'HEAD' ? {} : { body }),
      });
      res.writeHead(answer.status, { 'Content-Type': answer.headers.get('Content-Type') ?? 'application/json' });
      res.end(await answer.text());
    });
    await session.configure({ connection: { baseUrl: proxy.url, apiKey: KEY } });
  });

  afterAll(async () => {
    await proxy?.close();
    await target?.close();
    await session?.close();
  });

  it('fails, saying to check the service address, and the file never reaches the target', async () => {
    const page = await openManage(session, '?section=files');
    const form = page.getByRole('form', { name: 'Upload a file' });
    await form.getByLabel('Drop a file here, or choose one').setInputFiles({ name: 'plan.txt', mimeType: 'text/plain', buffer: Buffer.from(FILE) });
    await form.getByRole('button', { name: 'Upload' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/Check the service address/);
    expect(await form.getByText('Uploaded.').count()).toBe(0);
    // The service got the upload once, the target nothing: not the file, not the key, not a request.
    expect(proxy.seen.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual(['/api/files/upload/plan.txt?name=plan.txt']);
    expect(received.join('')).not.toContain(FILE);
    expect(target.seen).toEqual([]);
    expect(session.sandbox.store.state.files.some((file) => file.name === 'plan.txt')).toBe(false);
    await page.close();
  });
});
