import { describe, expect, it } from 'vitest';
import { dropTrackingParams, parseParamList } from './tracking';

describe('dropTrackingParams', () => {
  it.each([
    ['no query', 'https://example.com/a', 'https://example.com/a', []],
    ['utm_ prefix', 'https://example.com/a?utm_source=x&utm_medium=y', 'https://example.com/a', ['utm_source', 'utm_medium']],
    ['keeps the rest in order', 'https://example.com/a?b=2&fbclid=z&a=1', 'https://example.com/a?b=2&a=1', ['fbclid']],
    ['case-insensitive names', 'https://example.com/?UTM_Campaign=q&id=3', 'https://example.com/?id=3', ['UTM_Campaign']],
    ['keeps the fragment', 'https://example.com/p?gclid=1#part', 'https://example.com/p#part', ['gclid']],
    ['keeps encoding of what stays', 'https://example.com/s?q=a%20b&mc_eid=9', 'https://example.com/s?q=a%20b', ['mc_eid']],
    ['nothing to drop: the address is untouched', 'https://example.com/s?q=a+b', 'https://example.com/s?q=a+b', []],
    ['not a URL', 'not a url', 'not a url', []],
  ])('%s', (_, input, url, removed) => {
    expect(dropTrackingParams(input)).toEqual({ url, removed });
  });

  it("takes the user's own names and prefixes", () => {
    expect(dropTrackingParams('https://example.com/?ref=nl&src_a=1&keep=1', ['ref', 'src_*'])).toEqual({
      url: 'https://example.com/?keep=1',
      removed: ['ref', 'src_a'],
    });
  });

  it('never treats a lone * as "drop everything"', () => {
    expect(dropTrackingParams('https://example.com/?a=1', ['*']).url).toBe('https://example.com/?a=1');
  });
});

describe('parseParamList', () => {
  it('splits lines and commas, drops blanks and repeats', () => {
    expect(parseParamList('ref, src_*\n\nref\n  cid ')).toEqual(['ref', 'src_*', 'cid']);
  });
});
