import fc from 'fast-check';
import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrSvgText } from '@/lib/qr/export';
import { qrMatrix } from '@/lib/qr/matrix';
import { decodeModules, MAX_SVG_LENGTH, readQrImage, UNREAD } from './index';
import { tagsOf } from './markup';
import { pathBoxes } from './path-boxes';
import { colourOf, MAX_BOXES, readSvgQr } from './svg';
import { HOSTILE_IMAGES, serviceSvg } from './test-utils';

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
      // Where the logo and the ground under it sit, in modules of the code with its quiet zone.
      logoBox: { x: 10, y: 10, w: 9, h: 9 },
      cleared: [{ x: 10, y: 10, w: 9, h: 9 }],
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
    const scripted = readSvgQr('<svg viewBox="0 0 21 21"><image href=" javascript:alert(1)"/></svg>')!;
    expect(scripted.logo).toBeNull();
  });

  it('reads markup as XML writes it: a prolog, comments, CDATA, entities, either quote, any case', () => {
    const svg = serviceSvg('prolog', { fg: '#C80000' }).replace('<svg', '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<!-- <rect> --><SVG');
    const read = readQrImage('image/svg+xml', svg.replace('</svg>', "<![CDATA[ <rect x='0'> ]]><desc title='a &lt;b&gt; &#x41;&#66; &amp;'>1 &lt; 2</desc></svg>"));
    expect(read).toMatchObject({ text: 'prolog', foreground: '#c80000', background: '#ffffff' });
    expect([...tagsOf(`<svg a='&lt;&#x41;&#66;&amp;&#99999999;' B = "1"><g/></svg>`)]).toEqual([
      { name: 'svg', closing: false, selfClosing: false, attributes: { a: '<AB&&#99999999;', b: '1' } },
      { name: 'g', closing: false, selfClosing: true, attributes: {} },
      { name: 'svg', closing: true, selfClosing: false, attributes: {} },
    ]);
  });

  it('colours in the forms SVG files use', () => {
    expect(colourOf('rgb(30, 136,229)')).toBe('#1e88e5');
    expect(colourOf('#ABC')).toBe('#aabbcc');
    expect(colourOf('white')).toBe('#ffffff');
    expect(colourOf('rgb(300,0,0)')).toBeNull();
    expect(colourOf('url(#gradient)')).toBeNull();
  });
});

// Issue 41: the service's image is foreign input, read on the page's main thread. Every file
// below froze the manage page or threw; each must read as a code Trim could not read, at once.
describe('an image that is no honest QR code', () => {
  it('one larger than any code is refused before it is read: a readable code padded past the cap', () => {
    const padded = serviceSvg('https://sho.rt/abc', { extra: `<desc>${'x'.repeat(MAX_SVG_LENGTH)}</desc>` });
    expect(readQrImage('image/svg+xml', serviceSvg('https://sho.rt/abc', { extra: '<desc>x</desc>' })).text).toBe('https://sho.rt/abc');
    expect(readQrImage('image/svg+xml', padded)).toEqual(UNREAD);
  });

  it.each(HOSTILE_IMAGES)('$name: unreadable, never thrown', ({ svg }) => {
    expect(svg.length).toBeLessThan(MAX_SVG_LENGTH);
    expect(readQrImage('image/svg+xml', svg)).toEqual(UNREAD);
  });

  it.each(HOSTILE_IMAGES)('$name: the reading stops where the markup is left open, one step per tag before it', ({ svg, fault }) => {
    // Nothing is tried again further on: the work is one pass up to the fault, whatever follows it.
    const tags = [...tagsOf(svg)];
    expect(tags.at(-1)).toEqual({ fault });
    expect(tags.length).toBe(fault === 0 ? 1 : 2);
  });

  it('a character reference past Unicode (&#99999999;) is left as written: the code reads, its colour is unknown', () => {
    const read = readQrImage('image/svg+xml', serviceSvg('https://sho.rt/abc', { fg: '&#99999999;' }));
    expect(read).toMatchObject({ text: 'https://sho.rt/abc', foreground: null, background: '#ffffff' });
  });

  it('a path of 300,000 subpaths: past the cap unread, and the reader alone stops at a version 40 code’s count of boxes', () => {
    const svg = `<svg viewBox="0 0 21 21"><path d="${'M0 0h1v1h-1z'.repeat(300_000)}"/></svg>`;
    expect(readQrImage('image/svg+xml', svg)).toEqual(UNREAD);
    expect(readSvgQr(svg)).toMatchObject({ modules: null });
    const runs = (count: number) => 'M0 0h1v1h-1z'.repeat(count);
    expect(pathBoxes(runs(MAX_BOXES), '#000000', MAX_BOXES)).toHaveLength(MAX_BOXES);
    expect(pathBoxes(runs(MAX_BOXES + 1), '#000000', MAX_BOXES)).toBeNull();
  });

  it('as many rectangles as the cap allows, each over the whole code: no module grid, each module written once', () => {
    const whole = '<rect x="0" y="0" width="21" height="21"/>';
    const svg = `<svg viewBox="0 0 21 21"><rect width="100%" height="100%" fill="#fff"/>${whole.repeat(Math.floor(MAX_SVG_LENGTH / whole.length) - 2)}</svg>`;
    expect(readQrImage('image/svg+xml', svg)).toMatchObject({ text: null, modules: null, foreground: '#000000' });
  });

  it('whatever the service sends, reading never throws', () => {
    const parts = [
      '<svg viewBox="0 0 21 21">',
      '<rect x="1" y="1" width="1" height="1"/>',
      '<path d="M0 0h1v1h-1z',
      '"/>',
      '<g fill="',
      '&#99999999;',
      '&#x41;',
      '<!--',
      '-->',
      '<![CDATA[',
      ']]>',
      '<?',
      '?>',
      '<!DOCTYPE [',
      '<a',
      '>',
      '"',
      "'",
      '=',
      ' ',
      'h1e9',
      'M',
      'z',
      '</g>',
      '</svg>',
      '<image href="javascript:x"/>',
    ];
    let runs = 0;
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...parts), { maxLength: 60 }), (chosen) => {
        readQrImage('image/svg+xml', chosen.join(''));
        runs++;
      }),
    );
    expect(runs).toBeGreaterThan(0);
  });
});
