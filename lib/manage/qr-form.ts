import { QR_FIELDS, type QrContent, type QrObjectType, type QrType, type QrWrite } from '@/lib/api/schemas/qr-types';
import { isHttpUrl } from '@/lib/api/http-url';
import type { Validated, FieldErrors } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import { rgbOf } from '@/lib/qr/content';
import { contrastOf } from '@/lib/qr/contrast';

// The QR code form: what it holds (strings, as typed), the whole state it sends (an update is a
// full write), and the form a code Trim made opens with again. Checked before sending so a typo
// costs no request; the service still has the last word.

export const QR_DEFAULT_FOREGROUND = '#000000';
export const QR_DEFAULT_BACKGROUND = '#ffffff';

export interface QrFormValues {
  name: string;
  /** '' while a code whose type Trim could not tell waits for the user to choose it. */
  type: QrType | '';
  /** The address (link), the text, or the phone number. */
  text: string;
  /** The object types' fields, by their keys (email, subject, ssid, fname, …). */
  fields: Record<string, string>;
  /** `#rrggbb`, as colour inputs hold them. */
  foreground: string;
  background: string;
  logo: string;
  /**
   * null when Trim knows the code's colours and logo (or it is a new code); otherwise whether
   * the user agreed that the form's replace the ones Trim could not read.
   */
  restyle: boolean | null;
}

export const EMPTY_QR_FORM: QrFormValues = {
  name: '',
  type: 'link',
  text: '',
  fields: {},
  foreground: QR_DEFAULT_FOREGROUND,
  background: QR_DEFAULT_BACKGROUND,
  logo: '',
  restyle: null,
};

const isObjectType = (type: QrType): type is QrObjectType => type in QR_FIELDS;
/** The one required field of each object type (a vCard needs a first or a last name). */
const REQUIRED: Record<QrObjectType, string> = { email: 'email', sms: 'phone', wifi: 'ssid', vcard: 'fname' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const LOGO = /\.(png|jpe?g)$/i;

/** The content the values hold, trimmed, with only the fields of their type; null before a type is chosen. */
export function qrContentOf(values: QrFormValues): QrContent | null {
  const { type } = values;
  if (type === '') return null;
  if (!isObjectType(type)) return { type, data: values.text.trim() };
  // A Wi-Fi network's encryption shows WPA until another is chosen: sent as shown.
  const data = Object.fromEntries(QR_FIELDS[type].map((key) => [key, (values.fields[key] ?? (key === 'encryption' ? 'WPA' : '')).trim()]));
  return { type, data } as QrContent;
}

/** The values a stored or read content fills in. */
export function contentValues(content: QrContent): Pick<QrFormValues, 'type' | 'text' | 'fields'> {
  return typeof content.data === 'string'
    ? { type: content.type, text: content.data, fields: {} }
    : { type: content.type, text: '', fields: { ...(content.data as Record<string, string>) } };
}

function logoProblem(logo: string): boolean {
  if (logo === '') return false;
  if (!isHttpUrl(logo)) return true;
  return !LOGO.test(new URL(logo).pathname);
}

function contentErrors(content: QrContent, errors: FieldErrors): void {
  if (typeof content.data === 'string') {
    if (content.data === '') errors['text'] = t('qr_v_content');
    else if (content.type === 'link' && !isHttpUrl(content.data)) errors['text'] = t('mgl_url');
    return;
  }
  const data = content.data as Record<string, string>;
  const required = content.type === 'vcard' && !data['fname'] && data['lname'] ? 'lname' : REQUIRED[content.type as QrObjectType];
  if (!data[required]) errors[required] = t('qr_v_content');
  if (data['email'] && !EMAIL.test(data['email'])) errors['email'] = t('mgl_email');
  if (data['site'] && !isHttpUrl(data['site'])) errors['site'] = t('mgl_url');
  // A phone asks for the key of a protected network; without one it cannot join.
  if (content.type === 'wifi' && data['encryption'] !== 'nopass' && data['pass'] === '') errors['pass'] = t('qr_v_wifi_pass');
}

/** Colours a phone cannot tell apart are refused, unless they are the ones the code already has (the user's own, kept). */
export function refusesColours(values: Pick<QrFormValues, 'foreground' | 'background'>, current?: QrColourPair): boolean {
  const kept = current !== undefined && current.foreground === values.foreground && current.background === values.background;
  return !kept && contrastOf(values.foreground, values.background) === 'unscannable';
}

export interface QrColourPair {
  foreground: string;
  background: string;
}

/**
 * The whole state to send, or the fields' errors (keys: name, type, text or the field's key,
 * foreground, logo, restyle). `current`: the colours the code has on the service, if known.
 */
export function validateQrForm(values: QrFormValues, current?: QrColourPair): Validated<QrWrite> {
  const errors: FieldErrors = {};
  const content = qrContentOf(values);
  const name = values.name.trim();
  if (name === '') errors['name'] = t('mgl_name_missing');
  if (content === null) errors['type'] = t('qr_v_type');
  else contentErrors(content, errors);
  if (refusesColours(values, current)) errors['foreground'] = t('qr_v_contrast');
  const logo = values.logo.trim();
  if (logoProblem(logo)) errors['logo'] = t('qr_v_logo');
  if (values.restyle === false) errors['restyle'] = t('qr_v_restyle');
  if (Object.keys(errors).length > 0 || content === null) return { ok: false, errors };
  return { ok: true, value: { ...content, name, foreground: rgbOf(values.foreground), background: rgbOf(values.background), ...(logo ? { logo } : {}) } };
}
