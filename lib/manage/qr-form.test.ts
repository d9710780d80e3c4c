import { describe, expect, it } from 'vitest';
import { qrText } from '@/lib/qr/content';
import { EMPTY_QR_FORM, qrContentOf, validateQrForm } from './qr-form';

describe('the QR code form', () => {
  it('a link code: the whole state, colours as rgb()', () => {
    const checked = validateQrForm({ ...EMPTY_QR_FORM, name: ' Poster ', text: 'https://example.com/a', foreground: '#1e88e5' });
    expect(checked).toEqual({ ok: true, value: { type: 'link', data: 'https://example.com/a', name: 'Poster', foreground: 'rgb(30,136,229)', background: 'rgb(255,255,255)' } });
  });

  it('object types send only their own fields, Wi-Fi with the encryption shown', () => {
    const values = { ...EMPTY_QR_FORM, name: 'Wi-Fi', type: 'wifi' as const, fields: { ssid: 'Cafe', pass: 'a;b', fname: 'left over' } };
    expect(qrContentOf(values)).toEqual({ type: 'wifi', data: { ssid: 'Cafe', pass: 'a;b', encryption: 'WPA' } });
    expect(qrText(qrContentOf(values))).toBe('WIFI:T:WPA;S:Cafe;P:a\\;b;;');
  });

  it('refuses what the service would: no content, a bad address or email, a logo that is not PNG or JPEG', () => {
    const refused = (values: Partial<typeof EMPTY_QR_FORM>) => {
      const checked = validateQrForm({ ...EMPTY_QR_FORM, name: 'n', ...values });
      return checked.ok ? {} : checked.errors;
    };
    expect(Object.keys(refused({ text: '' }))).toEqual(['text']);
    expect(Object.keys(refused({ text: 'example.com' }))).toEqual(['text']);
    expect(Object.keys(refused({ type: 'email', fields: { email: 'nope' } }))).toEqual(['email']);
    expect(Object.keys(refused({ type: 'vcard', fields: {} }))).toEqual(['fname']);
    expect(refused({ type: 'vcard', fields: { lname: 'Doe' } })).toEqual({});
    expect(Object.keys(refused({ text: 'https://a.test', logo: 'https://cdn.test/logo.gif' }))).toEqual(['logo']);
    expect(refused({ text: 'https://a.test', logo: 'https://cdn.test/logo.JPG' })).toEqual({});
    expect(Object.keys(refused({ name: ' ', text: 'https://a.test' }))).toEqual(['name']);
  });
});
