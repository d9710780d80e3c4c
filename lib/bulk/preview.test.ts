import { describe, expect, it } from 'vitest';
import { BULK_MAX_LINES, LONG_URL_MAX, previewBulk } from './preview';
import { detectShape, readTable } from './read-table';

describe('readTable', () => {
  it.each([
    ['one address per line', 'https://a.example/?x=1,2\nhttps://b.example', 'lines'],
    ['a CSV with a header', 'url,alias\nhttps://a.example,home', 'csv'],
    ['a CSV whose first cell is quoted', '"https://a.example/?a=1,2",home', 'csv'],
    ['cells copied from a spreadsheet', 'https://a.example\thome', 'tsv'],
    ['blank lines before the first', '\n\n  \nurl;alias', 'lines'],
  ])('%s → %s', (_, text, shape) => {
    expect(detectShape(text)).toBe(shape);
  });

  it("reads quoted cells with commas, doubled quotes and line breaks, and keeps each row's line", () => {
    const table = readTable('\uFEFFurl,alias\r\n"https://a.example/?q=1,2","say ""hi"""\r\n"https://b.example/\nnext",b\n');
    expect(table.rows).toEqual([
      { line: 1, cells: ['url', 'alias'] },
      { line: 2, cells: ['https://a.example/?q=1,2', 'say "hi"'] },
      { line: 3, cells: ['https://b.example/\nnext', 'b'] },
    ]);
  });

  it('reads tab-separated cells as they are', () => {
    expect(readTable('https://a.example\tone\nhttps://b.example\ttwo').rows.map((row) => row.cells)).toEqual([
      ['https://a.example', 'one'],
      ['https://b.example', 'two'],
    ]);
  });
});

describe('previewBulk', () => {
  const campaigns = [{ id: 4, name: 'Spring' }];
  const channels = [{ id: 9, name: 'News' }];

  it('"Remove tracking parameters" applies to every line, says what it removed, and makes lines differing only by tracking one link', () => {
    const address = { dropTracking: true, extraParams: [], preferCanonical: false };
    const { rows } = previewBulk('https://a.example/a?utm_source=x\nhttps://a.example/a\nhttps://b.example/?id=7&fbclid=z', { address });
    expect(rows.map((row) => [row.url, row.status, row.removed])).toEqual([
      ['https://a.example/a', 'valid', ['utm_source']],
      ['https://a.example/a', 'duplicate', undefined],
      ['https://b.example/?id=7', 'valid', ['fbclid']],
    ]);
    // Off: the addresses go as they are.
    expect(previewBulk('https://a.example/a?utm_source=x', { address: { ...address, dropTracking: false } }).rows[0]?.url).toBe('https://a.example/a?utm_source=x');
  });

  it("the batch's UTM template tags every valid line after the rule, {domain} from each line, and keeps the line's other tags", () => {
    const address = { dropTracking: true, extraParams: [], preferCanonical: false };
    const utm = { source: 'newsletter', medium: '', campaign: '{domain}', term: '', content: '{title}' };
    const text = 'https://www.a.example/a?utm_source=x&id=1\nhttps://b.example/b#top\nnot a url';
    expect(previewBulk(text, { address, utm }).rows.map((row) => [row.url, row.status, row.removed])).toEqual([
      ['https://www.a.example/a?id=1&utm_source=newsletter&utm_campaign=a.example', 'valid', undefined],
      ['https://b.example/b?utm_source=newsletter&utm_campaign=b.example#top', 'valid', undefined],
      ['not a url', 'invalid', undefined],
    ]);
    expect(previewBulk('https://a.example/?utm_term=mine', { utm }).rows[0]?.url).toBe('https://a.example/?utm_term=mine&utm_source=newsletter&utm_campaign=a.example');
  });

  it("the installation's default template, by the one rule: a line without tags gets its tags, one with tags of its own keeps them", () => {
    const defaultTemplate = { id: 'l', name: 'Launch', values: { source: 'twitter', medium: '', campaign: '{domain}', term: '', content: '' } };
    const text = 'https://a.example/a\nhttps://b.example/b?utm_source=mine';
    expect(previewBulk(text, { defaultTemplate }).rows.map((row) => row.url)).toEqual([
      'https://a.example/a?utm_source=twitter&utm_campaign=a.example',
      'https://b.example/b?utm_source=mine',
    ]);
    // After the rule took a line's own tags out, it has none: the template's go in.
    const address = { dropTracking: true, extraParams: [], preferCanonical: false };
    expect(previewBulk('https://b.example/b?utm_source=feed', { address, defaultTemplate }).rows[0]).toMatchObject({
      url: 'https://b.example/b?utm_source=twitter&utm_campaign=b.example',
    });
  });

  it('marks each line valid, duplicate (of which line) or invalid (why), blank lines skipped', () => {
    const text = ['https://a.example/1', '', 'not a url', 'https://a.example/1', 'ftp://files.example/x', '  https://b.example/2  '].join('\n');
    const preview = previewBulk(text);
    expect(preview.rows.map((row) => [row.line, row.status, 'reason' in row ? row.reason : 'of' in row ? row.of : null])).toEqual([
      [1, 'valid', null],
      [3, 'invalid', 'Not a web address: it must start with http:// or https://.'],
      [4, 'duplicate', 1],
      [5, 'invalid', 'Not a web address: it must start with http:// or https://.'],
      [6, 'valid', null],
    ]);
    expect(preview.rows[4]?.url).toBe('https://b.example/2');
    expect(preview.counts).toEqual({ valid: 2, duplicate: 1, invalid: 2 });
    expect(preview.problem).toBeNull();
  });

  it.each([
    ['an alias the service refuses', 'https://a.example,my alias', /may only hold letters/],
    ['an alias too short', 'https://a.example,ab', /shorter than 3/],
    ['an address over the length', `https://a.example/${'x'.repeat(LONG_URL_MAX)},`, /longer than 2,000 characters/],
    ['an unknown campaign', 'https://a.example,,Autumn', /No campaign is named or numbered “Autumn”/],
    ['a channel id not in the account', 'https://a.example,,,12', /No channel is named or numbered “12”/],
  ])('%s is invalid, with the reason', (_, line, reason) => {
    const [row] = previewBulk(`url,alias,campaign,channel\n${line}`, { campaigns, channels }).rows;
    expect(row?.status).toBe('invalid');
    expect(row && 'reason' in row ? row.reason : '').toMatch(reason);
  });

  it('a plan without campaigns: a line naming one says the plan has none, not "no campaign named …"', () => {
    const [row] = previewBulk('url,alias,campaign\nhttps://a.example,,Autumn', { noCampaigns: true }).rows;
    expect(row && 'reason' in row ? row.reason : '').toBe('Your plan does not include campaigns, so this line cannot go into one.');
    expect(previewBulk('url,alias,campaign\nhttps://a.example,,', { noCampaigns: true }).rows[0]?.status).toBe('valid');
  });

  it('reads columns by their header in any order, campaigns and channels by name or id', () => {
    const text = 'Channel\tAlias\tLong URL\tCampaign\nnews\thome\thttps://a.example\t4\n9\t\thttps://b.example\tspring';
    expect(previewBulk(text, { campaigns, channels }).rows).toEqual([
      { line: 2, url: 'https://a.example', alias: 'home', campaign: 4, channel: 9, status: 'valid' },
      { line: 3, url: 'https://b.example', alias: '', campaign: 4, channel: 9, status: 'valid' },
    ]);
  });

  it('takes cells in order in spreadsheet cells without a header; a plain line is one address, commas and all', () => {
    expect(previewBulk('https://a.example\thome').rows[0]).toMatchObject({ url: 'https://a.example', alias: 'home', status: 'valid' });
    expect(previewBulk('https://a.example/?tags=a,b').rows[0]).toMatchObject({ url: 'https://a.example/?tags=a,b', alias: '', status: 'valid' });
  });

  it('refuses one alias asked for two addresses, and counts the same address with another alias as its own link', () => {
    const rows = previewBulk('url,alias\nhttps://a.example,home\nhttps://b.example,HOME\nhttps://a.example,other').rows;
    expect(rows.map((row) => row.status)).toEqual(['valid', 'invalid', 'valid']);
    expect(rows[1] && 'reason' in rows[1] ? rows[1].reason : '').toMatch(/already asked for on line 2/);
  });

  it(`takes at most ${BULK_MAX_LINES} lines at once, and says why; nothing is half taken`, () => {
    const text = Array.from({ length: 10_000 }, (_, i) => `https://example.com/${i}`).join('\n');
    const preview = previewBulk(text);
    expect(preview.rows).toEqual([]);
    expect(preview.problem).toMatch(/That is 10,000 lines; Trim takes 1,000 at a time\. The service allows about 30 links a minute/);
    expect(previewBulk(text.split('\n').slice(0, BULK_MAX_LINES).join('\n')).counts.valid).toBe(BULK_MAX_LINES);
    expect(preview.tooMany).toBe(true);
  });

  it(`takes the first ${BULK_MAX_LINES} lines of a longer list when asked, after its header`, () => {
    const text = ['url', ...Array.from({ length: 1_001 }, (_, i) => `https://example.com/${i}`)].join('\n');
    const first = previewBulk(text, { takeFirst: true });
    expect(first.problem).toBeNull();
    expect(first.counts.valid).toBe(BULK_MAX_LINES);
    expect(first.rows.at(0)?.url).toBe('https://example.com/0');
    expect(first.rows.at(-1)?.url).toBe('https://example.com/999');
  });

  it('says what to do with an empty input', () => {
    expect(previewBulk(' \n\n').problem).toMatch(/Paste at least one web address/);
  });
});
