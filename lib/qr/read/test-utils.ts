import { encode } from 'uqr';

/** A code's image drawn as 7.x servers (and the sandbox) draw it: the ground, one rect per module in a group, a logo on top; `extra` before the end. */
export function serviceSvg(text: string, { fg = 'rgb(0,0,0)', bg = 'rgb(255,255,255)', logo = '', extra = '' } = {}): string {
  const { data, size } = encode(text, { ecc: logo ? 'H' : 'M', border: 2 });
  const rects = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`<rect x="${x}" y="${y}" width="1" height="1"/>`] : [])));
  const at = (size - 7) / 2;
  const logoMarkup = logo
    ? `<rect x="${at}" y="${at}" width="7" height="7" fill="${bg}"/><image href="${logo.replace(/&/g, '&amp;')}" x="${at}" y="${at}" width="7" height="7"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}">` +
    `<rect width="${size}" height="${size}" fill="${bg}"/><g fill="${fg}">${rects.join('')}</g>${logoMarkup}${extra}</svg>`
  );
}

const HEAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21">';

/**
 * Issue 41's images that froze the manage page, each under the size cap: markup left open that
 * patterns run from every position took quadratic time over (14–21 s for the first).
 */
export const HOSTILE_IMAGES = [
  { name: 'a <rect> with an 80,000-character attribute', svg: `${HEAD}<rect ${'a'.repeat(80_000)}/></svg>`, fault: HEAD.length },
  { name: 'an 80,000-character value without quotes', svg: `${HEAD}<rect x=${'1'.repeat(80_000)}/></svg>`, fault: HEAD.length },
  { name: 'a quote never closed', svg: `${HEAD}<rect x="${'1'.repeat(80_000)}`, fault: HEAD.length },
  { name: 'unclosed <a, 40,000 times', svg: `${HEAD}${'<a'.repeat(40_000)}`, fault: HEAD.length },
  { name: '<svg without >, 20,000 times', svg: '<svg'.repeat(20_000), fault: 0 },
  { name: 'unterminated <!--, 20,000 times', svg: `${HEAD}${'<!--'.repeat(20_000)}`, fault: HEAD.length },
] as const;
