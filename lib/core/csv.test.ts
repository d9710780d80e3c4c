import { describe, expect, it } from 'vitest';
import { csvCell, csvFileName, linksToCsv, toCsv } from './csv';

describe('csvCell', () => {
  it.each<[string | number | null | undefined, string]>([
    ['plain', 'plain'],
    [42, '42'],
    [-3, '-3'],
    [null, ''],
    [undefined, ''],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', "'+1"],
    ['-cmd', "'-cmd"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['https://x.test/?a=1,2', '"https://x.test/?a=1,2"'],
    ['ünïcødé ✓', 'ünïcødé ✓'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('writes a header line and one CRLF-terminated line per row', () => {
    const text = toCsv(
      [
        { a: 1, b: 'x' },
        { a: 2, b: 'y,z' },
      ],
      [
        { header: 'A', value: (r) => r.a },
        { header: 'B', value: (r) => r.b },
      ],
    );
    expect(text).toBe('A,B\r\n1,x\r\n2,"y,z"\r\n');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([], [{ header: 'A', value: () => 1 }])).toBe('A\r\n');
  });
});

describe('linksToCsv', () => {
  it('exports the link fields in a fixed order', () => {
    const text = linksToCsv([
      { id: 7, alias: 'news', shorturl: 'https://s.test/news', longurl: 'https://example.com/a?b=1,2', title: 'A "quoted" title', clicks: 12, date: '2026-11-01 10:00:00' },
    ]);
    expect(text.split('\r\n')).toEqual([
      'id,short_url,long_url,alias,title,clicks,created',
      '7,https://s.test/news,"https://example.com/a?b=1,2",news,"A ""quoted"" title",12,2026-11-01 10:00:00',
      '',
    ]);
  });
});

describe('csvFileName', () => {
  it('dates the file by the local day', () => {
    expect(csvFileName('trim-links', new Date(2026, 0, 5, 23, 59))).toBe('trim-links-2026-01-05.csv');
  });
});
