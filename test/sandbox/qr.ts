import { encode } from 'uqr';
import type { Deps } from './context.ts';
import { escapeHtml } from './respond.ts';
import { QR_TYPES, type QrCode, type QrType } from './store.ts';
import { EMAIL, isHttpUrl, isValidUrl, MSG, toStr } from './validation.ts';

// QR codes of 7.x servers: what a body may carry, what the image encodes, and the image itself.

export const isQrType = (value: unknown): value is QrType => typeof value === 'string' && (QR_TYPES as readonly string[]).includes(value);

/** The keys of each object type's `data`, as the field notes give them. */
const OBJECT_KEYS: Partial<Record<QrType, readonly string[]>> = {
  email: ['email', 'subject', 'body'],
  sms: ['phone', 'message'],
  wifi: ['ssid', 'pass', 'encryption'],
  vcard: ['fname', 'lname', 'phone', 'email', 'site'],
};

type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

/** `data` for a type: a string (text, link, phone) or the type's object, checked. */
export function parseQrData(type: QrType, raw: unknown): Checked<QrCode['data']> {
  const fail = (message: string): Checked<QrCode['data']> => ({ ok: false, message });
  const keys = OBJECT_KEYS[type];
  if (!keys) {
    const text = toStr(raw)?.trim() ?? '';
    if (!text) return fail(MSG.qrDataRequired);
    if (type === 'link' && !isValidUrl(text)) return fail(MSG.invalidUrl);
    return { ok: true, value: text };
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return fail(MSG.qrDataRequired);
  const rec = raw as Record<string, unknown>;
  const data: Record<string, string> = {};
  for (const key of keys) data[key] = toStr(rec[key])?.trim() ?? '';
  const required = { email: 'email', sms: 'phone', wifi: 'ssid', vcard: data.fname ? 'fname' : 'lname' }[type as 'email' | 'sms' | 'wifi' | 'vcard'];
  if (!data[required]) return fail(MSG.qrDataRequired);
  if (data.email && !EMAIL.test(data.email)) return fail(MSG.invalidEmail);
  if (data.site && !isValidUrl(data.site)) return fail(MSG.invalidUrl);
  return { ok: true, value: data };
}

/** A colour as `rgb(r,g,b)`, each 0–255; absent or empty, the default. Answers the normal form. */
export function parseRgb(raw: unknown, fallback: string): Checked<string> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: fallback };
  const m = /^\s*rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)\s*$/i.exec(toStr(raw) ?? '');
  const parts = m ? [m[1], m[2], m[3]].map(Number) : [];
  if (parts.length !== 3 || parts.some((n) => n > 255)) return { ok: false, message: MSG.invalidRgb };
  return { ok: true, value: `rgb(${parts.join(',')})` };
}

/** A logo: the http(s) address of a PNG or JPEG (by its path's extension); absent or empty, none. */
export function parseLogo(raw: unknown): Checked<string> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: '' };
  const text = toStr(raw)?.trim() ?? '';
  if (!isHttpUrl(text) || !/\.(png|jpe?g)$/i.test(new URL(text).pathname)) return { ok: false, message: MSG.invalidLogo };
  return { ok: true, value: text };
}

export function qrImageUrl(deps: Deps, qr: QrCode): string {
  return `${deps.config.baseUrl}/qr/${qr.hash}`;
}

export function qrScanUrl(deps: Deps, qr: QrCode): string {
  return `${deps.config.publicUrl}/q/${qr.hash}`;
}

/** `\`, `;`, `,`, `"` and `:` are escaped in WIFI: fields. */
const wifiEscape = (text: string) => text.replace(/([\\;,":])/g, '\\$1');

/** What the image encodes: the scan address for `link` (dynamic), the content itself otherwise. */
export function qrContent(deps: Deps, qr: QrCode): string {
  const d = typeof qr.data === 'string' ? { value: qr.data } : qr.data;
  const get = (key: string) => d[key] ?? '';
  switch (qr.type) {
    case 'link':
      return qrScanUrl(deps, qr);
    case 'text':
      return get('value');
    case 'phone':
      return `tel:${get('value')}`;
    case 'email': {
      const query = new URLSearchParams();
      if (get('subject')) query.set('subject', get('subject'));
      if (get('body')) query.set('body', get('body'));
      const q = query.toString().replace(/\+/g, '%20');
      return `mailto:${get('email')}${q ? `?${q}` : ''}`;
    }
    case 'sms':
      return `SMSTO:${get('phone')}:${get('message')}`;
    case 'wifi':
      return `WIFI:T:${get('encryption') || 'WPA'};S:${wifiEscape(get('ssid'))};P:${wifiEscape(get('pass'))};;`;
    case 'vcard':
      return [
        'BEGIN:VCARD',
        'VERSION:3.0',
        `N:${get('lname')};${get('fname')};;;`,
        `FN:${[get('fname'), get('lname')].filter(Boolean).join(' ')}`,
        ...(get('phone') ? [`TEL:${get('phone')}`] : []),
        ...(get('email') ? [`EMAIL:${get('email')}`] : []),
        ...(get('site') ? [`URL:${get('site')}`] : []),
        'END:VCARD',
      ].join('\r\n');
  }
}

const MODULE = 8;

/** The hosted image: the code's matrix as SVG rects in its colours, a logo in the middle if it has one. */
export function qrSvg(deps: Deps, qr: QrCode): string {
  // With a logo over the middle, the highest error correction keeps the code readable.
  const { size, data } = encode(qrContent(deps, qr), { ecc: qr.logo ? 'H' : 'M', border: 2 });
  const rects: string[] = [];
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) rects.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }),
  );
  const logoSize = Math.floor(size / 4);
  const at = (size - logoSize) / 2;
  const logo = qr.logo
    ? `<rect x="${at}" y="${at}" width="${logoSize}" height="${logoSize}" fill="${qr.background}"/><image href="${escapeHtml(qr.logo)}" x="${at}" y="${at}" width="${logoSize}" height="${logoSize}" preserveAspectRatio="xMidYMid meet"/>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * MODULE}" height="${size * MODULE}" shape-rendering="crispEdges">`,
    `<title>${escapeHtml(qr.name)}</title>`,
    `<rect width="${size}" height="${size}" fill="${qr.background}"/>`,
    `<g fill="${qr.foreground}">${rects.join('')}</g>`,
    logo,
    '</svg>',
  ].join('');
}
