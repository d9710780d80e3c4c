import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrSvgText } from '@/lib/qr/export';
import { qrMatrix } from '@/lib/qr/matrix';
import { decodeModules, readQrImage } from './index';
import { colourOf, readSvgQr } from './svg';

describe('reading a module matrix', () => {
  it('reads back what an encoder wrote: every mode, level and mask, small and large versions', () => {
    const texts = ['0123456789', 'HTTP://SHO.RT/ABC', 'https://sho.rt/abc?x=1', 'Grüße, 東京 👋', 'WIFI:T:WPA;S:Caf\\;e;P:pa\\:ss;;', 'x'.repeat(900)];
    for (const text of texts) {
      for (const ecc of ['L', 'M', 'Q', 'H'] as const) {
        for (const maskPattern of [0, 3, 5, 7]) {
          const { data } = encode(text, { ecc, maskPattern, border: 0 });
          expect(decodeModules(data)).toBe(text);
        }
      }
    }
  });

  it('any text, round trip', () => {
    let runs = 0;
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const { data } = encode(text, { border: 0 });
        expect(decodeModules(data)).toBe(text);
        runs++;
      }),
    );
    expect(runs).toBeGreaterThan(0);
  });

  it('refuses a matrix whose modules do not check out, rather than guess', () => {
    const { data } = encode('https://example.com/a', { ecc: 'M', border: 0 });
    const broken = data.map((row) => [...row]);
    broken[12]![14] = !broken[12]![14];
    expect(decodeModules(broken)).toBeNull();
    expect(decodeModules([[true]])).toBeNull();
  });
});

describe('reading an SVG image', () => {
  it("Trim's own file: one path of runs on a white ground, a 4-module quiet zone", () => {
    const svg = qrSvgText(qrMatrix('https://sho.rt/abc'));
    expect(readQrImage('image/svg+xml', svg)).toMatchObject({ text: 'https://sho.rt/abc', foreground: '#000000', background: '#ffffff', logo: '', border: 4 });
  });

  it('module rectangles in a group, a logo over the middle drawn in the background colour', () => {
    const { data, size } = encode('tel:+4930123456', { ecc: 'H', border: 2 });
    const rects = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`<rect x="${x}" y="${y}" width="1" height="1"/>`] : [])));
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}"><title>A &amp; B</title>` +
      `<rect width="${size}" height="${size}" fill="rgb(0,0,255)"/><g fill="rgb(255, 0, 0)">${rects.join('')}</g>` +
      `<rect x="10" y="10" width="9" height="9" fill="rgb(0,0,255)"/><image href="https://cdn.test/logo.png?a=1&amp;b=2" x="10" y="10" width="9" height="9"/></svg>`;
    expect(readQrImage('image/svg+xml; charset=utf-8', svg)).toMatchObject({
      text: 'tel:+4930123456',
      foreground: '#ff0000',
      background: '#0000ff',
      logo: 'https://cdn.test/logo.png?a=1&b=2',
      border: 2,
      width: size * 8,
    });
  });

  it('leaves unknown what it cannot read: a bitmap, a drawing with transforms, round dots, an embedded logo', () => {
    expect(readQrImage('image/png', '\x89PNG')).toMatchObject({ text: null, foreground: null, logo: null });
    const { data, size } = encode('hello', { border: 0 });
    const rects = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`<circle cx="${x}" cy="${y}" r="0.5"/>`] : [])));
    const round = readSvgQr(`<svg viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/><g fill="#000">${rects.join('')}</g></svg>`)!;
    expect(round.modules).toBeNull();
    const embedded = readSvgQr('<svg viewBox="0 0 21 21"><image href="data:image/png;base64,AAAA"/></svg>')!;
    expect(embedded.logo).toBeNull();
  });

  it('colours in the forms SVG files use', () => {
    expect(colourOf('rgb(30, 136,229)')).toBe('#1e88e5');
    expect(colourOf('#ABC')).toBe('#aabbcc');
    expect(colourOf('white')).toBe('#ffffff');
    expect(colourOf('rgb(300,0,0)')).toBeNull();
    expect(colourOf('url(#gradient)')).toBeNull();
  });
});
