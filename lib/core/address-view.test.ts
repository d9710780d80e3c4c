import { describe, expect, it } from 'vitest';
import { hasInvisible, viewAddress } from './address-view';

// An address as the review window and the paste box show it: every invisible or bidi character
// as a marker, and the real host beside any address that does not plainly begin with it.

describe('viewAddress', () => {
  it.each<[string, string, string | null]>([
    ['https://example.com/a?b=1#c', 'https://example.com/a?b=1#c', null],
    ['HTTPS://Example.COM:8080/x', 'HTTPS://Example.COM:8080/x', null],
    ['http://[::1]:3000/', 'http://[::1]:3000/', null],
    // A Cyrillic а (U+0430) in place of the Latin a.
    ['https://p\u0430ypal.com/login', 'https://p\u0430ypal.com/login', 'xn--pypal-4ve.com'],
    ['https://bücher.example/', 'https://bücher.example/', 'xn--bcher-kva.example'],
    // U+202E turns the rest around: "…/gpj.exe" reads "…/exe.jpg".
    ['https://example.com/\u202Egpj.exe', 'https://example.com/⟨U+202E⟩gpj.exe', null],
    // The URL parser drops a zero-width space from a host, so the host is named too.
    ['https://exa\u200Bmple.com/', 'https://exa⟨U+200B⟩mple.com/', 'example.com'],
    ['https://example.com/\u2066x\u2069\u200D\uFEFF\u00AD', 'https://example.com/⟨U+2066⟩x⟨U+2069⟩⟨U+200D⟩⟨U+FEFF⟩⟨U+00AD⟩', null],
    ['https://paypal.com@evil.example/', 'https://paypal.com@evil.example/', 'evil.example'],
    ['https://paypal.com.evil.example/', 'https://paypal.com.evil.example/', null],
    ['https://0x7f.1/', 'https://0x7f.1/', '127.0.0.1'],
    ['https://ｅｘａｍｐｌｅ.com/', 'https://ｅｘａｍｐｌｅ.com/', 'example.com'],
    ['not an address \u202E', 'not an address ⟨U+202E⟩', null],
  ])('%s', (address, text, host) => {
    expect(viewAddress(address)).toEqual({ text, host });
  });

  it('finds what the marker shows, and nothing in a plain address', () => {
    expect(['https://a.test/\u200B', 'https://a.test/\u202E', 'https://a.test/\u061C', 'https://a.test/\u3164'].map(hasInvisible)).toEqual([true, true, true, true]);
    expect(['https://a.test/x', 'https://p\u0430ypal.com/', 'https://a.test/שלום'].map(hasInvisible)).toEqual([false, false, false]);
  });
});
