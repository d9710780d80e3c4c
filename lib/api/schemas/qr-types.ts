// A QR code's types and content, without zod: what stores and forms import to hold a code's state.

/** Link first: the one type whose scans the service counts (a dynamic code). */
export const QR_TYPES = ['link', 'text', 'vcard', 'email', 'phone', 'sms', 'wifi'] as const;
export type QrType = (typeof QR_TYPES)[number];

/** The keys of each object type's `data`, as servers take them. */
export const QR_FIELDS = {
  email: ['email', 'subject', 'body'],
  sms: ['phone', 'message'],
  wifi: ['ssid', 'pass', 'encryption'],
  vcard: ['fname', 'lname', 'phone', 'email', 'site'],
} as const;
export type QrObjectType = keyof typeof QR_FIELDS;
export type QrFields<T extends QrObjectType> = Record<(typeof QR_FIELDS)[T][number], string>;

/** A code's content: a string for text, link and phone, the type's object for the others. */
export type QrContent =
  | { type: 'link' | 'text' | 'phone'; data: string }
  | { type: 'email'; data: QrFields<'email'> }
  | { type: 'sms'; data: QrFields<'sms'> }
  | { type: 'wifi'; data: QrFields<'wifi'> }
  | { type: 'vcard'; data: QrFields<'vcard'> };

/**
 * The whole state of a code as Trim sends it: an update is a full write, so colours and logo
 * left out go back to the service's defaults. Colours are `rgb(r,g,b)`.
 */
export type QrWrite = QrContent & { name: string; foreground?: string; background?: string; logo?: string };
