// What a QR code of each type encodes, as the service writes it into its image: drawn locally
// for the form's preview, so choosing a type or a colour costs no request. A link code on the
// service encodes its own scan address instead (dynamic); the preview shows the address it opens.

export type QrPreviewContent = { type: 'link' | 'text' | 'phone'; data: string } | { type: 'email' | 'sms' | 'wifi' | 'vcard'; data: Record<string, string> };

/** `\`, `;`, `,`, `"` and `:` are escaped in WIFI: fields. */
const wifiEscape = (text: string) => text.replace(/([\\;,":])/g, '\\$1');

export function qrText(content: QrPreviewContent): string {
  if (typeof content.data === 'string') return content.type === 'phone' ? `tel:${content.data}` : content.data;
  const get = (key: string) => (content.data as Record<string, string>)[key] ?? '';
  switch (content.type) {
    case 'email': {
      const query = new URLSearchParams();
      if (get('subject')) query.set('subject', get('subject'));
      if (get('body')) query.set('body', get('body'));
      // Spaces as %20, as the service writes them (URLSearchParams would write +).
      const rest = query.toString().replace(/\+/g, '%20');
      return `mailto:${get('email')}${rest ? `?${rest}` : ''}`;
    }
    case 'sms':
      return `SMSTO:${get('phone')}:${get('message')}`;
    case 'wifi':
      return `WIFI:T:${wifiEscape(get('encryption') || 'WPA')};S:${wifiEscape(get('ssid'))};P:${wifiEscape(get('pass'))};;`;
    default: {
      const name = [get('fname'), get('lname')].filter(Boolean).join(' ');
      const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${get('lname')};${get('fname')};;;`, `FN:${name}`];
      if (get('phone')) lines.push(`TEL:${get('phone')}`);
      if (get('email')) lines.push(`EMAIL:${get('email')}`);
      if (get('site')) lines.push(`URL:${get('site')}`);
      lines.push('END:VCARD');
      return lines.join('\r\n');
    }
  }
}

/** `rgb(r,g,b)` from `#rrggbb`, the form the service takes colours in. */
export function rgbOf(hex: string): string {
  const n = Number.parseInt(hex.replace(/^#/, ''), 16);
  return `rgb(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255})`;
}

/** `#rrggbb` from the service's `rgb(r,g,b)`; null for anything else. */
export function hexOf(rgb: string): string | null {
  const match = /^\s*rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)\s*$/i.exec(rgb);
  if (!match) return null;
  const parts = match.slice(1, 4).map(Number);
  if (parts.some((n) => n > 255)) return null;
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}
