import { describe, expect, it } from 'vitest';
import { linksApi } from '@/lib/api';
import { fakeTransport, listBody, phpJson } from '@/lib/api/test-utils';
import type { IndexedLink } from '@/lib/history/schema';
import { lookUp } from './look-up';

// Issue #41, item 4: what the popup's lookup tells the service of the page's address. An address
// with a user name, a secret parameter or a token is never sent; the local index answers it.

const indexedLink = (longurl: string): IndexedLink => ({ id: 9, alias: 'kept', shorturl: 'https://short.test/kept', longurl, title: '', clicks: 2, date: '', groups: null });

function lookupOn(indexed: readonly IndexedLink[] = []) {
  const { transport, requests } = fakeTransport((request) =>
    request.url.searchParams.has('short')
      ? { body: phpJson({ error: 0, id: 3, shorturl: 'https://short.test/abc', longurl: 'https://example.com/', title: '', date: '', stats: { clicks: 1, uniqueClicks: 1 } }) }
      : { body: listBody('urls', []) },
  );
  const sent = () => requests.map((request) => request.url.href).join('\n');
  return { requests, sent, look: (url: string, maybeShortLink = false) => lookUp(linksApi(transport), url, maybeShortLink, async () => indexed) };
}

describe("the popup's lookup", () => {
  it.each([
    'https://alice:hunter2@intranet.example/wiki',
    'https://intranet.example/wiki?access_key=AKIA-SECRET',
    'https://intranet.example/wiki?private_key=pk-SECRET',
    'https://intranet.example/wiki?reset_key=rk-SECRET',
    'https://intranet.example/login?magic=ml-SECRET',
    'https://intranet.example/app?t=eyJhbGciOiJIUzI1NiJ9SECRET',
    'https://intranet.example/app?k=Xk9fQ2pL7mN3vR8sT1wYSECRET',
    'https://intranet.example/share/d41d8cd98f00b204e9800998ecf8427eSECRET/file',
  ])('tells the service nothing of %s, and the local index finds its link', async (url) => {
    const { requests, look } = lookupOn([indexedLink(url)]);
    const found = await look(url);
    expect(requests).toEqual([]);
    expect(found).toMatchObject({ status: 'found', link: { shorturl: 'https://short.test/kept' } });
  });

  it('sends an ordinary address without its fragment', async () => {
    const { requests, look } = lookupOn();
    expect(await look('https://video.example/watch?v=dQw4w9WgXcQ&t=42s#comments')).toEqual({ status: 'none' });
    expect(requests.map((request) => request.url.searchParams.get('q'))).toEqual(['https://video.example/watch?v=dQw4w9WgXcQ&t=42s']);
  });

  it('asks for a page shaped like a short link by the short link alone', async () => {
    const { sent, look } = lookupOn();
    const found = await look('https://alice:hunter2@short.test/abc?token=tk-SECRET', true);
    expect(found).toMatchObject({ status: 'found', link: { shorturl: 'https://short.test/abc' } });
    expect(sent()).toContain(`short=${encodeURIComponent('https://short.test/abc')}`);
    expect(sent()).not.toMatch(/alice|hunter2|SECRET|token/);
  });
});
