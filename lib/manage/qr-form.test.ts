import { describe, expect, it } from 'vitest';
import { qrText } from '@/lib/qr/content';
import { stillRefused } from '@/lib/forms/field-errors';
import { contrastOf } from '@/lib/qr/contrast';
import { candidatesOf } from '@/lib/qr/content-read';
import { EMPTY_QR_FORM, qrContentOf, validateQrForm } from './qr-form';

describe('the QR code form', () => {
  it('a link code: the whole state, colours as rgb()', () => {
    const checked = validateQrForm({ ...EMPTY_QR_FORM, name: ' Poster ', text: 'https://example.com/a', foreground: '#1e88e5' });
    expect(checked).toEqual({ ok: true, value: { type: 'link', data: 'https://example.com/a', name: 'Poster', foreground: 'rgb(30,136,229)', background: 'rgb(255,255,255)' } });
  });

  it('object types send only their own fields, Wi-Fi with the encryption shown', () => {
    const values = { ...EMPTY_QR_FORM, name: 'Wi-Fi', type: 'wifi' as const, fields: { ssid: 'Cafe', pass: 'a;b', fname: 'left over' } };
    expect(qrContentOf(values)).toEqual({ type: 'wifi', data: { ssid: 'Cafe', pass: 'a;b', encryption: 'WPA' } });
    expect(qrText(qrContentOf(values)!)).toBe('WIFI:T:WPA;S:Cafe;P:a\\;b;;');
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

  it('a protected Wi-Fi network needs its password; an open one none', () => {
    const wifi = (fields: Record<string, string>) => validateQrForm({ ...EMPTY_QR_FORM, name: 'n', type: 'wifi', fields: { ssid: 'Cafe', ...fields } });
    expect(wifi({ pass: '' })).toMatchObject({ ok: false, errors: { pass: expect.stringContaining('phones cannot join a WPA or WEP network') } });
    expect(wifi({ encryption: 'WEP', pass: ' ' })).toMatchObject({ ok: false, errors: { pass: expect.any(String) } });
    expect(wifi({ encryption: 'nopass', pass: '' }).ok).toBe(true);
    expect(wifi({ encryption: 'WPA', pass: 'secret' }).ok).toBe(true);
  });

  it("an email's message keeps its line breaks, into the code's text too", () => {
    const checked = validateQrForm({ ...EMPTY_QR_FORM, name: 'n', type: 'email', fields: { email: 'a@b.co', body: 'Line one\nLine two\n' } });
    expect(checked).toMatchObject({ ok: true, value: { data: { body: 'Line one\nLine two' } } });
    expect(qrText(qrContentOf({ ...EMPTY_QR_FORM, type: 'email', fields: { email: 'a@b.co', subject: 'Hi there', body: 'a\nb' } })!)).toBe(
      'mailto:a@b.co?subject=Hi%20there&body=a%0Ab',
    );
  });

  it('colours a phone cannot tell apart are refused; weak or inverted ones only warned about', () => {
    expect(contrastOf('#eeeeee', '#ffffff')).toBe('unscannable');
    expect(contrastOf('#999999', '#ffffff')).toBe('weak');
    expect(contrastOf('#ffffff', '#1e3a8a')).toBe('inverted');
    expect(contrastOf('#1e88e5', '#ffffff')).toBe('weak');
    expect(contrastOf('#0d47a1', '#ffffff')).toBe('ok');
    const checked = validateQrForm({ ...EMPTY_QR_FORM, name: 'n', text: 'https://a.test', foreground: '#eeeeee' });
    expect(checked).toMatchObject({ ok: false, errors: { foreground: expect.stringContaining('too close for a phone') } });
  });

  it('a corrected field loses its error at once; one never complained about waits for the next submit', () => {
    const shown = { name: 'Enter a name.', text: 'Enter the content of the QR code.' };
    expect(stillRefused(shown, { text: 'Enter the content of the QR code.', logo: 'bad' })).toEqual({ text: 'Enter the content of the QR code.' });
    expect(stillRefused(shown, shown)).toBe(shown);
    expect(stillRefused(shown, {})).toEqual({});
  });
});

describe("what a code image's text can have been made as", () => {
  it('plain text, an address: text only', () => {
    expect(candidatesOf('Hello')).toEqual([{ type: 'text', content: { type: 'text', data: 'Hello' } }]);
    expect(candidatesOf('https://example.com')).toEqual([{ type: 'text', content: { type: 'text', data: 'https://example.com' } }]);
  });

  it('what a structured type writes: that type, exactly, or a text that reads the same', () => {
    expect(candidatesOf('tel:+1 555')).toEqual([
      { type: 'phone', content: { type: 'phone', data: '+1 555' } },
      { type: 'text', content: { type: 'text', data: 'tel:+1 555' } },
    ]);
    expect(candidatesOf('SMSTO:+1555:Yes: no')[0]).toEqual({ type: 'sms', content: { type: 'sms', data: { phone: '+1555', message: 'Yes: no' } } });
    expect(candidatesOf('WIFI:T:nopass;S:a\\\\b\\;c;P:;;')[0]).toEqual({ type: 'wifi', content: { type: 'wifi', data: { ssid: 'a\\b;c', pass: '', encryption: 'nopass' } } });
    const card = ['BEGIN:VCARD', 'VERSION:3.0', 'N:Doe;;;;', 'FN:Doe', 'END:VCARD'].join('\r\n');
    expect(candidatesOf(card)[0]).toEqual({ type: 'vcard', content: { type: 'vcard', data: { fname: '', lname: 'Doe', phone: '', email: '', site: '' } } });
  });

  it('written like a type but not the way the service writes it: the type stays possible, its content unknown', () => {
    expect(candidatesOf('WIFI:S:Cafe;T:WPA;H:true;;')).toEqual([
      { type: 'wifi', content: null },
      { type: 'text', content: { type: 'text', data: 'WIFI:S:Cafe;T:WPA;H:true;;' } },
    ]);
    expect(candidatesOf('mailto:a@b.co?subject=Hi+there')[0]).toEqual({ type: 'email', content: null });
  });
});
