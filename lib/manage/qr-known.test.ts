import { encode } from 'uqr';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { BASE, fakeClient } from '@/lib/api/test-utils';
import { validateQrForm } from './qr-form';
import { chooseType, editValues, knowQr } from './qr-known';
import { rememberQr, sentQr } from './qr-sent';

// What Trim knows of a code the service reports only by name: read from its hosted image (no
// API request), with what Trim sent filling in what an image cannot tell, while it agrees.

/** A hosted image drawn as 7.x servers (and the sandbox) draw it: module rects in a group, a logo on top. */
function svgOf(text: string, style: { fg?: string; bg?: string; logo?: string } = {}): string {
  const { data, size } = encode(text, { ecc: style.logo ? 'H' : 'M', border: 2 });
  const rects = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`<rect x="${x}" y="${y}" width="1" height="1"/>`] : [])));
  const logo = style.logo ? `<rect x="9" y="9" width="8" height="8" fill="${style.bg ?? 'rgb(255,255,255)'}"/><image href="${style.logo}" x="9" y="9" width="8" height="8"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}"><rect width="${size}" height="${size}" fill="${style.bg ?? 'rgb(255,255,255)'}"/><g fill="${style.fg ?? 'rgb(0,0,0)'}">${rects.join('')}</g>${logo}</svg>`;
}

const code = (hash: string) => ({ id: 41, link: `${BASE}/qr/${hash}`, scans: 0, name: 'Poster', date: '2026-11-02 10:00:00' });

/** A service whose image of `hash` is `svg`, and whose scan address leads to `destination` (null: the browser cannot follow). */
function service(svg: string | null, destination: string | null = null) {
  return fakeClient((request) => {
    if (request.url.pathname.startsWith('/qr/')) return svg === null ? { status: 404, body: 'gone' } : { body: svg, headers: { 'Content-Type': 'image/svg+xml' } };
    if (destination === null) return Promise.reject(new TypeError('Failed to fetch'));
    return Object.defineProperty(new Response(null, { status: 200 }), 'url', { value: destination });
  });
}

beforeEach(() => fakeBrowser.reset());

describe('what Trim knows of a QR code', () => {
  it('a Wi-Fi code made elsewhere: content, colours and logo read from its image; Wi-Fi or text asked, never guessed; no API request', async () => {
    const { api, requests } = service(svgOf('WIFI:T:WEP;S:Caf\\;e;P:s3cret;;', { fg: 'rgb(200,0,0)', bg: 'rgb(0,0,255)', logo: 'https://cdn.test/logo.png' }));
    const known = await knowQr(api, 'inst', code('abc'));
    expect(known).toMatchObject({ foreground: '#c80000', background: '#0000ff', logo: 'https://cdn.test/logo.png', remembered: false });
    expect(known.candidates.map((c) => c.type)).toEqual(['wifi', 'text']);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /qr/abc']);

    const values = editValues('Poster', known);
    expect(values).toMatchObject({ type: '', foreground: '#c80000', background: '#0000ff', logo: 'https://cdn.test/logo.png', restyle: null });
    expect(validateQrForm(values)).toMatchObject({ ok: false, errors: { type: 'Choose the type this code was made as.' } });
    const chosen = chooseType({ ...values, name: 'Office' }, known, 'wifi');
    // Red on blue is hard to scan, but they are the code's own colours: kept, never refused.
    expect(validateQrForm(chosen)).toMatchObject({ ok: false, errors: { foreground: expect.stringContaining('too close') } });
    expect(validateQrForm(chosen, { foreground: '#c80000', background: '#0000ff' })).toEqual({
      ok: true,
      value: {
        type: 'wifi',
        data: { ssid: 'Caf;e', pass: 's3cret', encryption: 'WEP' },
        name: 'Office',
        foreground: 'rgb(200,0,0)',
        background: 'rgb(0,0,255)',
        logo: 'https://cdn.test/logo.png',
      },
    });
  });

  it('a text code is only text; a link code leads where its scan address redirects (followed with HEAD)', async () => {
    const text = await knowQr(service(svgOf('Hello, world')).api, 'inst', code('t1'));
    expect(text.candidates).toEqual([{ type: 'text', content: { type: 'text', data: 'Hello, world' } }]);
    expect(editValues('Poster', text)).toMatchObject({ type: 'text', text: 'Hello, world' });

    const { api, requests } = service(svgOf(`${BASE}/q/l1`), 'https://example.com/landing');
    const link = await knowQr(api, 'inst', code('l1'));
    expect(link.candidates).toEqual([{ type: 'link', content: { type: 'link', data: 'https://example.com/landing' } }]);
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual(['GET /qr/l1', 'HEAD /q/l1']);
  });

  it('a link code the browser cannot follow: its destination is unknown, the field empty and required', async () => {
    const known = await knowQr(service(svgOf(`${BASE}/q/l2`)).api, 'inst', code('l2'));
    expect(known.candidates).toEqual([{ type: 'link', content: null }]);
    const values = editValues('Poster', known);
    expect(values).toMatchObject({ type: 'link', text: '' });
    expect(validateQrForm(values)).toMatchObject({ ok: false, errors: { text: 'Enter the content of the QR code.' } });
  });

  it('an image Trim cannot read: every type possible, and colours and logo replaced only when the user agrees', async () => {
    const known = await knowQr(service(null).api, 'inst', code('gone'));
    expect(known.candidates.map((c) => c.content)).toEqual(Array(7).fill(null));
    expect(known).toMatchObject({ foreground: null, background: null, logo: null });
    const values = { ...chooseType(editValues('Poster', known), known, 'text'), text: 'Hi' };
    expect(validateQrForm(values)).toMatchObject({ ok: false, errors: { restyle: 'Tick this to replace the colours and logo Trim could not read, or cancel.' } });
    expect(validateQrForm({ ...values, restyle: true }).ok).toBe(true);
  });

  it('what Trim sent fills in what the image cannot tell, while the image agrees', async () => {
    await rememberQr('inst', 41, { type: 'phone', data: '+4930123', name: 'Call', foreground: 'rgb(200,0,0)' });
    const known = await knowQr(service(svgOf('tel:+4930123', { fg: 'rgb(200,0,0)' })).api, 'inst', code('p1'));
    expect(known).toMatchObject({ remembered: true, candidates: [{ type: 'phone', content: { data: '+4930123' } }], foreground: '#c80000', background: '#ffffff', logo: '' });
    expect(editValues('Call', known)).toMatchObject({ type: 'phone', text: '+4930123' });

    await rememberQr('inst', 41, { type: 'link', data: 'https://example.com/a', name: 'Link' });
    const link = await knowQr(service(svgOf(`${BASE}/q/l3`)).api, 'inst', code('l3'));
    expect(link).toMatchObject({ remembered: true, destinationRemembered: true, candidates: [{ type: 'link', content: { data: 'https://example.com/a' } }] });
  });

  it('changed elsewhere since Trim wrote it (colours, content, destination): the memory is out of date, dropped, and the image wins', async () => {
    await rememberQr('inst', 41, { type: 'phone', data: '+4930123', name: 'Call', foreground: 'rgb(200,0,0)' });
    const recoloured = await knowQr(service(svgOf('tel:+4930123', { fg: 'rgb(0,128,0)' })).api, 'inst', code('p1'));
    expect(recoloured).toMatchObject({ remembered: false, foreground: '#008000' });
    expect(recoloured.candidates.map((c) => c.type)).toEqual(['phone', 'text']);
    expect(await sentQr('inst', 41)).toBeNull();

    await rememberQr('inst', 41, { type: 'link', data: 'https://example.com/a', name: 'Link' });
    const moved = await knowQr(service(svgOf(`${BASE}/q/l4`), 'https://example.com/b').api, 'inst', code('l4'));
    expect(moved).toMatchObject({ remembered: false, candidates: [{ type: 'link', content: { data: 'https://example.com/b' } }] });
    expect(await sentQr('inst', 41)).toBeNull();
  });
});
