import { describe, expect, it } from 'vitest';
import { historyCsv } from './export';
import type { ClickSeries, IndexedLink } from './schema';

// 2025-11-01 is day 20393.
const D = 20393;
const HEADER = 'date,id,short_url,long_url,total_clicks,clicks_that_day';
const history = (series: Record<string, ClickSeries>) => new Map(Object.entries(series).map(([id, one]) => [Number(id), one]));
const link = (id: number, longurl = `https://example.com/${id}`): IndexedLink => ({
  id,
  alias: `a${id}`,
  shorturl: `https://s.test/a${id}`,
  longurl,
  title: '',
  clicks: null,
  date: '',
  groups: null,
});
const rows = (csv: string) => csv.split('\r\n').filter((line) => line !== '');

describe('historyCsv', () => {
  it.each<[string, Record<string, ClickSeries>, IndexedLink[], string[]]>([
    ['no history: the header row only', {}, [], [HEADER]],
    [
      'one row per snapshot day; the first day has no clicks',
      { '1': { start: D, base: 10, steps: [2, 0] } },
      [link(1)],
      [
        HEADER,
        '2025-11-01,1,https://s.test/a1,https://example.com/1,10,',
        '2025-11-02,1,https://s.test/a1,https://example.com/1,12,2',
        '2025-11-03,1,https://s.test/a1,https://example.com/1,12,0',
      ],
    ],
    [
      'no row for a day without a snapshot, and no clicks the day after it',
      { '1': { start: D, base: 10, steps: [2, null, 5, 1] } },
      [link(1)],
      [
        HEADER,
        '2025-11-01,1,https://s.test/a1,https://example.com/1,10,',
        '2025-11-02,1,https://s.test/a1,https://example.com/1,12,2',
        '2025-11-04,1,https://s.test/a1,https://example.com/1,17,',
        '2025-11-05,1,https://s.test/a1,https://example.com/1,18,1',
      ],
    ],
    [
      'no clicks on a day whose total fell',
      { '1': { start: D, base: 10, steps: [-10, 3] } },
      [link(1)],
      [
        HEADER,
        '2025-11-01,1,https://s.test/a1,https://example.com/1,10,',
        '2025-11-02,1,https://s.test/a1,https://example.com/1,0,',
        '2025-11-03,1,https://s.test/a1,https://example.com/1,3,3',
      ],
    ],
    [
      'oldest first across links, then by id; a deleted link keeps its rows without addresses',
      { '7': { start: D + 1, base: 1, steps: [1] }, '3': { start: D, base: 5, steps: [null, 2] } },
      [link(3)],
      [HEADER, '2025-11-01,3,https://s.test/a3,https://example.com/3,5,', '2025-11-02,7,,,1,', '2025-11-03,3,https://s.test/a3,https://example.com/3,7,', '2025-11-03,7,,,2,1'],
    ],
  ])('%s', (_, series, links, expected) => {
    expect(rows(historyCsv(history(series), links))).toEqual(expected);
  });

  it('ends every line with CRLF', () => {
    expect(historyCsv(history({ '1': { start: D, base: 1, steps: [] } }), [link(1)])).toBe(`${HEADER}\r\n2025-11-01,1,https://s.test/a1,https://example.com/1,1,\r\n`);
  });

  it('escapes a long URL with a comma and a quote', () => {
    const longurl = `https://example.com/search?q="a,b"&page=${'x'.repeat(300)}`;
    const [, row] = rows(historyCsv(history({ '1': { start: D, base: 4, steps: [] } }), [link(1, longurl)]));
    expect(row).toBe(`2025-11-01,1,https://s.test/a1,"${longurl.replace(/"/g, '""')}",4,`);
  });
});
