import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareAddress, type ShareTarget } from './targets';

const link = { shorturl: 'https://sho.rt/ab?c=1', title: 'Café & "Bar" #1 +2' };
const url = 'https%3A%2F%2Fsho.rt%2Fab%3Fc%3D1';
const title = 'Caf%C3%A9%20%26%20%22Bar%22%20%231%20%2B2';

describe('shareAddress', () => {
  it.each<[ShareTarget, string]>([
    ['x', `https://x.com/intent/post?text=${title}&url=${url}`],
    ['linkedin', `https://www.linkedin.com/sharing/share-offsite/?url=${url}`],
    ['facebook', `https://www.facebook.com/sharer/sharer.php?u=${url}`],
    ['whatsapp', `https://wa.me/?text=${title}%20${url}`],
    ['telegram', `https://t.me/share/url?url=${url}&text=${title}`],
    ['reddit', `https://www.reddit.com/submit?url=${url}&title=${title}`],
    ['email', `mailto:?subject=${title}&body=${url}`],
  ])('%s carries the link and the title, encoded', (target, address) => {
    expect(shareAddress(target, link)).toBe(address);
  });

  it.each<[ShareTarget, string]>([
    ['x', `https://x.com/intent/post?url=${url}`],
    ['whatsapp', `https://wa.me/?text=${url}`],
    ['telegram', `https://t.me/share/url?url=${url}`],
    ['reddit', `https://www.reddit.com/submit?url=${url}`],
    ['email', `mailto:?body=${url}`],
  ])('%s without a title leaves it out', (target, address) => {
    expect(shareAddress(target, { shorturl: link.shorturl, title: '  ' })).toBe(address);
  });

  it('decodes back to what was shared', () => {
    for (const target of SHARE_TARGETS) {
      const address = new URL(shareAddress(target, link));
      const values = [...address.searchParams.values()].join(' ');
      expect(values).toContain(link.shorturl);
    }
  });
});
