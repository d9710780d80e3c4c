import { describe, expect, it } from 'vitest';
import type { BatchLine } from './batch';
import { formatResults } from './export';

const line = (n: number, state: BatchLine['state'], extra: Partial<BatchLine> = {}): BatchLine => ({
  line: n,
  url: `https://example.com/${n}?a=<b>&c`,
  alias: '',
  campaign: null,
  channel: null,
  state,
  ...(state === 'done' ? { shorturl: `https://s.example/${n}` } : {}),
  ...extra,
});

// Out of order on purpose: results follow the input's lines.
// Line 2's message was stored as a sentence by an older version; line 4's is a code, worded now.
const lines = [
  line(3, 'done'),
  line(1, 'done'),
  line(2, 'failed', { error: 'That alias is taken. Please choose another one.' }),
  line(4, 'unsure', { error: { kind: 'timeout', code: 'timeout' } }),
];

describe('formatResults', () => {
  it.each([
    ['plain', 'https://s.example/1\nhttps://s.example/3'],
    ['markdown', '- [https://example.com/1?a=<b>&c](https://s.example/1)\n- [https://example.com/3?a=<b>&c](https://s.example/3)'],
    [
      'html',
      '<ul>\n  <li><a href="https://s.example/1">https://example.com/1?a=&lt;b&gt;&amp;c</a></li>\n  <li><a href="https://s.example/3">https://example.com/3?a=&lt;b&gt;&amp;c</a></li>\n</ul>',
    ],
  ] as const)('%s: the links made, in input order', (format, expected) => {
    expect(formatResults(lines, format)).toBe(expected);
  });

  it('csv: every line with its outcome and message, quoted where needed', () => {
    expect(formatResults(lines, 'csv').split('\r\n')).toEqual([
      'line,long_url,short_url,alias,outcome,message',
      '1,https://example.com/1?a=<b>&c,https://s.example/1,,made,',
      '2,https://example.com/2?a=<b>&c,,,failed,That alias is taken. Please choose another one.',
      '3,https://example.com/3?a=<b>&c,https://s.example/3,,made,',
      '4,https://example.com/4?a=<b>&c,,,not known yet,The service took too long to answer',
      '',
    ]);
  });
});
