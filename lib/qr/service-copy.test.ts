import { describe, expect, it } from 'vitest';
import { readQrImage } from '@/lib/qr/read';
import { serviceSvg } from '@/lib/qr/read/test-utils';
import { serviceCopyOf, serviceSvgBlob } from './service-copy';

// Issue 41, item 6: "Download the service's copy" wrote the served file as it was, script
// included, which runs when the file is opened from disk. The file is now written from what
// Trim read: the same code, colours, scale and logo, and nothing else of the service's.

const LOGO = 'https://cdn.test/logo.png?a=1&b=2';

/** A code the service draws readably, with everything a hostile file can carry around it. */
const HOSTILE = serviceSvg('https://sho.rt/q/abc', {
  fg: 'rgb(183,28,28)',
  bg: 'rgb(255,248,225)',
  logo: LOGO,
  extra:
    '<script>alert(document.domain)</script><script href="https://evil.test/x.js"/>' +
    '<foreignObject width="9" height="9"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(1)">x</div></foreignObject>' +
    '<a href="javascript:alert(1)"><text>Scan me</text></a><set attributeName="onmouseover" to="alert(1)"/><style>@import url(https://evil.test/x.css);</style>',
}).replace('<svg ', '<svg onload="alert(1)" ');

async function downloaded(served: string): Promise<string> {
  const copy = serviceCopyOf(readQrImage('image/svg+xml', served));
  expect(copy).not.toBeNull();
  return serviceSvgBlob(copy!).text();
}

describe("the service's copy, downloaded as SVG", () => {
  it('holds no script, event attribute, foreign markup or address other than http(s), whatever the served file held', async () => {
    const file = await downloaded(HOSTILE);
    expect(file).not.toMatch(/script|foreignObject|<a\b|<set|<style|\son\w+\s*=|javascript:|evil/i);
    expect(new Set([...file.matchAll(/<(\w+)/g)].map((match) => match[1]))).toEqual(new Set(['svg', 'rect', 'path', 'image']));
    expect([...file.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual(['https://cdn.test/logo.png?a=1&#38;b=2']);
  });

  it('is the same code as served: its modules, quiet zone, colours, scale, and the logo where it was', async () => {
    const served = readQrImage('image/svg+xml', HOSTILE);
    const file = await downloaded(HOSTILE);
    const again = readQrImage('image/svg+xml', file);
    expect(again).toEqual(served);
    expect(again).toMatchObject({ text: 'https://sho.rt/q/abc', foreground: '#b71c1c', background: '#fff8e1', logo: LOGO, border: 2 });
    const size = served.modules!.length + 4;
    const at = (size - 7) / 2;
    expect(again.logoBox).toEqual({ x: at, y: at, w: 7, h: 7 });
    expect(again.cleared).toEqual([{ x: at, y: at, w: 7, h: 7 }]);
    expect(file).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${size * 8}" height="${size * 8}" viewBox="0 0 ${size} ${size}"`));
  });

  it('a code without a logo: modules and ground only', async () => {
    const file = await downloaded(serviceSvg('plain'));
    expect(file).not.toContain('<image');
    expect(readQrImage('image/svg+xml', file)).toMatchObject({ text: 'plain', foreground: '#000000', background: '#ffffff', logo: '', cleared: [] });
  });
});
