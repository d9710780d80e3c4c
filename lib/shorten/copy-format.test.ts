import { describe, expect, it } from 'vitest';
import { formatShortLink } from './copy-format';

const link = { shorturl: 'https://s.example/abc', title: 'Hello', longurl: 'https://example.com/page' };

describe('formatShortLink', () => {
  it.each([
    ['plain', link, 'https://s.example/abc'],
    ['markdown', link, '[Hello](https://s.example/abc)'],
    ['html', link, '<a href="https://s.example/abc">Hello</a>'],
    ['markdown', { shorturl: 'https://s.example/abc' }, '[https://s.example/abc](https://s.example/abc)'],
    ['html', { shorturl: 'https://s.example/abc', title: '  ' }, '<a href="https://s.example/abc">https://s.example/abc</a>'],
    ['markdown', { ...link, title: 'A [bracketed] \\ title' }, '[A \\[bracketed\\] \\\\ title](https://s.example/abc)'],
    ['markdown', { ...link, shorturl: 'https://s.example/a(b) c' }, '[Hello](https://s.example/a%28b%29%20c)'],
    ['html', { ...link, title: '<script>alert("x")</script> & co' }, '<a href="https://s.example/abc">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</a>'],
    ['html', { ...link, shorturl: 'https://s.example/"onmouseover="x' }, '<a href="https://s.example/&quot;onmouseover=&quot;x">Hello</a>'],
    ['plain', { ...link, title: 'ignored in plain' }, 'https://s.example/abc'],
    ['markdown', { ...link, title: 'Two\nlines' }, '[Two lines](https://s.example/abc)'],
  ] as const)('%s of %j', (format, input, expected) => {
    expect(formatShortLink(input, format)).toBe(expected);
  });

  it.each(['plain', 'markdown', 'html'] as const)('copies an address that is not a web address as its text only, in %s', (format) => {
    expect(formatShortLink({ shorturl: 'javascript:alert(1)', title: 'Click' }, format)).toBe('javascript:alert(1)');
    expect(formatShortLink({ shorturl: 'data:text/html,<b>x</b>' }, format)).toBe('data:text/html,<b>x</b>');
  });
});
