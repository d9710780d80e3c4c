import { describe, expect, it } from 'vitest';
import type { Link } from '@/lib/api';
import { findExactLink } from './find-link';

const link = (id: number, longurl: string): Link => ({
  id,
  alias: `a${id}`,
  shorturl: `https://sho.rt/a${id}`,
  longurl,
  clicks: 0,
  uniqueClicks: null,
  title: '',
  description: '',
  date: '',
  domain: '',
  campaign: null,
  channels: [],
});

describe('findExactLink', () => {
  it('only an exact long URL counts, not a keyword match', () => {
    const links = [link(1, 'https://example.com/page/more'), link(2, 'https://example.com/page')];
    expect(findExactLink(links, 'https://example.com/page')?.id).toBe(2);
    expect(findExactLink([link(1, 'https://example.com/page/more')], 'https://example.com/page')).toBeUndefined();
  });

  it('tolerates URL normalisation (host case, a root slash)', () => {
    expect(findExactLink([link(3, 'https://EXAMPLE.com')], 'https://example.com/')?.id).toBe(3);
  });
});
