import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api/client';
import { candidatesOf } from '@/lib/qr/content-read';
import { readQrImage } from '@/lib/qr/read';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

// Trim reads a code's hosted image back (lib/qr/read) to learn what the service never reports:
// its content, colours and logo. Here on the sandbox's own images, for every type, with the
// contents most likely to be misread: separators, line breaks, non-Latin text.

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

const CODES = [
  { type: 'text', data: 'Grüße aus Köln: 東京 → 👋\nzweite Zeile' },
  { type: 'phone', data: '+49 30 1234567' },
  { type: 'email', data: { email: 'team@example.com', subject: 'Hello & welcome', body: 'Line one\nLine two: 100% + more?' } },
  { type: 'sms', data: { phone: '+15551234', message: 'Reply: YES; or NO' } },
  { type: 'wifi', data: { ssid: 'Café; "Guest"', pass: 'p:a\\ss,word', encryption: 'WEP' } },
  { type: 'vcard', data: { fname: 'Ada', lname: 'Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.com', site: 'https://ada.example.com/about' } },
] as const;

describe('v7: a code read back from its hosted image', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, flavor: 'v7', rateLimit: 10_000, now: () => NOW });
  });
  afterAll(() => sandbox.close());

  const image = async (link: string) => {
    const res = await fetch(link);
    return readQrImage(res.headers.get('content-type') ?? '', await res.text());
  };

  it.each(CODES)('$type: the content, colours and logo, exactly as sent', async (code) => {
    const made = await client(sandbox).post('/api/qr/add', {
      ...code,
      name: `A ${code.type}`,
      foreground: 'rgb(200, 0, 0)',
      background: 'rgb(0,0,255)',
      logo: 'https://cdn.example.com/logo.png?v=2&x=1',
    });
    expect(made.body).toMatchObject({ error: 0 });
    const read = await image((made.body as { link: string }).link);
    expect(read).toMatchObject({ foreground: '#c80000', background: '#0000ff', logo: 'https://cdn.example.com/logo.png?v=2&x=1', border: 2 });
    expect(read.text).not.toBeNull();
    // The type it was made as is among those its image fits, with exactly the content sent.
    expect(candidatesOf(read.text!)).toContainEqual({ type: code.type, content: { type: code.type, data: code.data } });
  });

  it('a code without a logo or colours: the defaults, and no logo', async () => {
    const made = await client(sandbox).post('/api/qr/add', { type: 'text', data: 'plain', name: 'Plain' });
    expect(await image((made.body as { link: string }).link)).toMatchObject({ text: 'plain', foreground: '#000000', background: '#ffffff', logo: '' });
  });

  it("a link code's image holds its scan address; HEAD follows it to the destination without counting a scan", async () => {
    const destination = `${sandbox.url}/a-page-of-the-user`;
    const made = await client(sandbox).post('/api/qr/add', { type: 'link', data: destination, name: 'Poster' });
    const { id, link } = made.body as { id: number; link: string };
    const read = await image(link);
    const hash = link.split('/').pop();
    expect(read.text).toBe(`${sandbox.url}/q/${hash}`);
    const api = createApiClient({ baseUrl: sandbox.url, apiKey: sandbox.apiKey });
    sandbox.clearRequests();
    expect(await api.qr.destination(read.text!)).toBe(destination);
    expect(sandbox.requests().every((request) => request.apiKey === null && request.method === 'HEAD')).toBe(true);
    expect(sandbox.store.scansOf(id)).toHaveLength(0);
    // The image is no API request either.
    expect(await api.qr.image(link)).toMatchObject({ contentType: expect.stringContaining('image/svg+xml') });
    expect(sandbox.requests().some((request) => request.path.startsWith('/api/'))).toBe(false);
  });
});
