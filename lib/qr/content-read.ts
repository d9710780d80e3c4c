import type { QrContent, QrFields, QrType } from '@/lib/api/schemas/qr-types';
import { qrText } from './content';

// What a code's image text can have been made as. The image shows only the encoded text, and
// several types write the same text: a phone code "+1 555" and a text code "tel:+1 555" give
// one image. So the text is read as every type that could have written it; a type whose
// reading does not write back exactly the same text keeps its place with its content unknown.

export interface QrCandidate {
  type: QrType;
  /** The content that writes this very text; null when the type fits but its fields could not be read exactly. */
  content: QrContent | null;
}

/** `\;` → `;` inside a WIFI: field, and the fields split on unescaped `;`. */
function wifiFields(body: string): Record<string, string> | null {
  const fields: Record<string, string> = {};
  let key = '';
  let value = '';
  let inValue = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (char === '\\' && inValue && i + 1 < body.length) value += body[++i];
    else if (char === ':' && !inValue) inValue = true;
    else if (char === ';' && inValue) {
      fields[key] = value;
      [key, value, inValue] = ['', '', false];
    } else if (inValue) value += char;
    else key += char;
  }
  return key === '' && !inValue ? fields : null;
}

function vcardFields(text: string): QrFields<'vcard'> {
  const fields: Record<string, string> = {};
  for (const line of text.split('\r\n')) {
    const [name, ...rest] = line.split(':');
    const value = rest.join(':');
    if (name === 'N') [fields['lname'] = '', fields['fname'] = ''] = value.split(';');
    else if (name === 'TEL') fields['phone'] = value;
    else if (name === 'EMAIL') fields['email'] = value;
    else if (name === 'URL') fields['site'] = value;
  }
  return { fname: fields['fname'] ?? '', lname: fields['lname'] ?? '', phone: fields['phone'] ?? '', email: fields['email'] ?? '', site: fields['site'] ?? '' };
}

/** The structured type the text is written like, with its reading. */
function structured(text: string): { type: QrType; read: () => QrContent | null } | null {
  if (/^tel:/i.test(text)) return { type: 'phone', read: () => ({ type: 'phone', data: text.slice(4) }) };
  if (/^mailto:/i.test(text)) {
    return {
      type: 'email',
      read: () => {
        const [address = '', query = ''] = text.slice(7).split(/\?(.*)/s);
        const params = new URLSearchParams(query);
        return { type: 'email', data: { email: address, subject: params.get('subject') ?? '', body: params.get('body') ?? '' } };
      },
    };
  }
  if (/^SMSTO:/i.test(text)) {
    return {
      type: 'sms',
      read: () => {
        const match = /^SMSTO:([^:]*):(.*)$/is.exec(text);
        return match ? { type: 'sms', data: { phone: match[1]!, message: match[2]! } } : null;
      },
    };
  }
  if (/^WIFI:/i.test(text)) {
    return {
      type: 'wifi',
      read: () => {
        const fields = wifiFields(text.slice(5).replace(/;$/, ''));
        return fields ? { type: 'wifi', data: { ssid: fields['S'] ?? '', pass: fields['P'] ?? '', encryption: fields['T'] ?? '' } } : null;
      },
    };
  }
  if (/^BEGIN:VCARD\r?\n/i.test(text)) return { type: 'vcard', read: () => ({ type: 'vcard', data: vcardFields(text) }) };
  return null;
}

/**
 * Every type that can have written `text` (a code's image read back), a link code's scan
 * address aside: the structured type it looks like, if any, then text, which holds anything.
 */
export function candidatesOf(text: string): QrCandidate[] {
  const like = structured(text);
  if (!like) return [{ type: 'text', content: { type: 'text', data: text } }];
  const content = like.read();
  const exact = content !== null && qrText(content) === text ? content : null;
  return [
    { type: like.type, content: exact },
    { type: 'text', content: { type: 'text', data: text } },
  ];
}
