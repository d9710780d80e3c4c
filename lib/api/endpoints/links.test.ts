import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { fail, fakeClient, listBody, ok, phpJson, rejection } from '@/lib/api/test-utils';

const SPEC_LIST = listBody(
  'urls',
  [
    { id: 2, alias: 'google', shorturl: 'https://short.test/google', longurl: 'https://google.com', clicks: 0, title: 'Google', description: '', date: '2020-11-10 18:01:43' },
    {
      id: 1,
      alias: 'googlecanada',
      shorturl: 'https://short.test/googlecanada',
      longurl: 'https://google.ca',
      clicks: 0,
      title: 'Google Canada',
      description: '',
      date: '2020-11-10 18:00:25',
    },
  ],
  { nextpage: 2, maxpage: 3 },
);

// Real servers: integer error, strings for numbers, extra keys, null nextpage on the last page.
const FIELD_LIST = phpJson({
  error: 0,
  data: {
    result: '1',
    perpage: '15',
    currentpage: '1',
    nextpage: null,
    maxpage: '1',
    urls: [
      {
        id: '7',
        alias: 'abc',
        shorturl: 'https://short.test/abc',
        longurl: 'https://example.com/a',
        clicks: '12',
        uniqueclicks: '9',
        title: 'Example',
        description: null,
        date: '2026-01-02 03:04:05',
        domain: 'https://brand.test',
        campaign: '3',
        channel: ['1', 4],
        extra: { anything: true },
      },
    ],
  },
});

const SPEC_DETAILS = phpJson({
  error: 0,
  id: 1,
  details: {
    id: 1,
    shorturl: 'https://short.test/googlecanada',
    longurl: 'https://google.com',
    title: 'Google',
    description: 'Lorem ipsum',
    location: { canada: 'https://google.ca', 'united states': 'https://google.us' },
    device: { iphone: 'https://google.com', android: 'https://google.com' },
    expiry: null,
    date: '2020-11-10 18:01:43',
  },
  data: {
    clicks: 0,
    uniqueClicks: 0,
    topCountries: 0,
    topReferrers: 0,
    topBrowsers: 0,
    topOs: 0,
    socialCount: { facebook: 0, twitter: 0, google: 0 },
  },
});

// PHP sends empty maps as [], counts as strings, and stats as objects or pair lists.
const FIELD_DETAILS = phpJson({
  error: '0',
  id: '5',
  details: {
    shorturl: 'https://short.test/x',
    longurl: 'https://example.com',
    title: 'X',
    description: '',
    location: [],
    device: [{ device: 'iPhone', link: 'https://apps.apple.com/x' }],
    expiry: '2027-01-01 00:00:00',
    date: '2026-05-05 10:00:00',
  },
  data: {
    clicks: '10',
    uniqueclicks: '4',
    topCountries: { Canada: '6', France: 4 },
    topReferrers: [{ name: 'https://news.test', count: '3' }, ['direct', 7]],
    topBrowsers: [],
    socialCount: null,
  },
});

describe('links.list', () => {
  it('spec form: documented envelope, string error, paging', async () => {
    const { api, last } = fakeClient(() => ({ body: SPEC_LIST }));
    const page = await api.links.list({ limit: 2, page: 1, order: 'click', q: 'goo gle' });
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/api/urls');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ limit: '2', page: '1', order: 'click', q: 'goo gle' });
    expect(page).toMatchObject({ total: 2, page: 1, perPage: 2, nextPage: 2, maxPage: 3 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toEqual({
      id: 2,
      alias: 'google',
      shorturl: 'https://short.test/google',
      longurl: 'https://google.com',
      clicks: 0,
      uniqueClicks: null,
      title: 'Google',
      description: '',
      date: '2020-11-10 18:01:43',
      domain: '',
      // The documented item carries neither: not reported, never "in none".
      campaign: undefined,
      channels: undefined,
    });
  });

  it('field-notes form: numbers as strings, extra keys, null nextpage', async () => {
    const { api, last } = fakeClient(() => ({ body: FIELD_LIST }));
    const page = await api.links.list();
    expect(last().url.search).toBe('');
    expect(page).toMatchObject({ total: 1, page: 1, perPage: 15, nextPage: null, maxPage: 1 });
    expect(page.items[0]).toEqual({
      id: 7,
      alias: 'abc',
      shorturl: 'https://short.test/abc',
      longurl: 'https://example.com/a',
      clicks: 12,
      uniqueClicks: 9,
      title: 'Example',
      description: '',
      date: '2026-01-02 03:04:05',
      domain: 'https://brand.test',
      campaign: 3,
      channels: [1, 4],
    });
  });

  it('an empty account lists nothing', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"data":{"result":0,"perpage":15,"currentpage":1,"nextpage":null,"maxpage":0,"urls":[]}}' }));
    expect(await api.links.list()).toEqual({ items: [], total: 0, page: 1, perPage: 15, nextPage: null, maxPage: 0 });
  });

  it('a list without the collection is a bad response', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"data":{"result":0}}' }));
    expect(((await rejection(api.links.list())) as ApiError).kind).toBe('bad-response');
  });

  it('an item without id is a bad response', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"data":{"urls":[{"alias":"x"}]}}' }));
    expect(((await rejection(api.links.list())) as ApiError).kind).toBe('bad-response');
  });
});

describe('links.get', () => {
  it('spec form: details plus stats, numeric zeros as empty maps', async () => {
    const { api, last } = fakeClient(() => ({ body: SPEC_DETAILS }));
    const link = await api.links.get(1);
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/api/url/1');
    expect(link).toEqual({
      id: 1,
      shorturl: 'https://short.test/googlecanada',
      longurl: 'https://google.com',
      title: 'Google',
      description: 'Lorem ipsum',
      location: { canada: 'https://google.ca', 'united states': 'https://google.us' },
      device: { iphone: 'https://google.com', android: 'https://google.com' },
      expiry: null,
      date: '2020-11-10 18:01:43',
      stats: {
        clicks: 0,
        uniqueClicks: 0,
        topCountries: {},
        topReferrers: {},
        topBrowsers: {},
        topOs: {},
        socialCount: { facebook: 0, twitter: 0, google: 0 },
      },
    });
  });

  it('field-notes form: [] maps, pair lists, strings for numbers, id beside details', async () => {
    const { api } = fakeClient(() => ({ body: FIELD_DETAILS }));
    const link = await api.links.get(5);
    expect(link.id).toBe(5);
    expect(link.location).toEqual({});
    expect(link.device).toEqual({ iPhone: 'https://apps.apple.com/x' });
    expect(link.expiry).toBe('2027-01-01 00:00:00');
    expect(link.stats).toEqual({
      clicks: 10,
      uniqueClicks: 4,
      topCountries: { Canada: 6, France: 4 },
      topReferrers: { 'https://news.test': 3, direct: 7 },
      topBrowsers: {},
      topOs: {},
      socialCount: {},
    });
  });

  it('an unknown id rejects as a link that does not exist, with the server’s words kept', async () => {
    const { api } = fakeClient(() => fail('Link does not exist.'));
    const error = (await rejection(api.links.get(99))) as ApiError;
    expect([error.kind, error.code, error.params, error.serverMessage]).toEqual(['not-found', 'no-link', { id: 99 }, 'Link does not exist.']);
  });

  it.each([
    ['no details', '{"error":0}'],
    ['empty details', '{"error":0,"id":null,"details":[],"data":[]}'],
  ])('6.x: an unknown id answered with %s is a link that does not exist', async (_name, text) => {
    const { api } = fakeClient(() => ({ body: text }));
    const error = (await rejection(api.links.get(99))) as ApiError;
    expect([error.kind, error.code, error.params]).toEqual(['not-found', 'no-link', { id: 99 }]);
  });

  it("an unknown id answered with the web server's 404 page is a link that does not exist", async () => {
    const { api } = fakeClient(() => ({ status: 404, body: '<html>Not Found</html>' }));
    expect(((await rejection(api.links.get(99))) as ApiError).code).toBe('no-link');
  });

  it('7.6: an update refused with error 0 and a message alone is refused with those words', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"message":"Banner must be either a PNG or a JPEG"}' }));
    const error = (await rejection(api.links.update(3, { url: 'https://a.test', metaimage: 'https://a.test/x.gif' }))) as ApiError;
    expect([error.kind, error.code, error.serverMessage]).toEqual(['rejected', 'server-message', 'Banner must be either a PNG or a JPEG']);
  });

  it('a link with no id anywhere is a bad response', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"details":{"shorturl":"x"},"data":{}}' }));
    expect(((await rejection(api.links.get(1))) as ApiError).kind).toBe('bad-response');
  });
});

describe('links.findByShort', () => {
  it('asks with ?short= and resolves the single-link answer', async () => {
    const { api, last } = fakeClient(() => ({ body: SPEC_DETAILS }));
    const link = await api.links.findByShort('https://short.test/googlecanada');
    expect(last().url.pathname).toBe('/api/urls');
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ short: 'https://short.test/googlecanada' });
    expect(link?.id).toBe(1);
    expect(link?.stats.socialCount).toEqual({ facebook: 0, twitter: 0, google: 0 });
  });

  it.each([
    'Link does not exist.',
    'Link not found. Please try again.',
    'Invalid short url. Please try again.',
    'You do not have permission to access this link.',
    'This link does not belong to you.',
  ])('resolves null on "%s"', async (message) => {
    const { api } = fakeClient(() => fail(message));
    expect(await api.links.findByShort('https://short.test/nope')).toBeNull();
  });

  it.each([
    ['auth', { status: 403, body: '{"error":1,"message":"A valid API key is required to use this service."}' }],
    ['forbidden', { status: 403, body: '{"error":1,"message":"You do not have access to this endpoint with this API key."}' }],
    ['rate-limited', { body: '{"error":429,"message":"Too Many API Requests.","Retry-After":5}' }],
    ['server', { status: 500, body: '<html>oops</html>' }],
  ])('still rejects with %s', async (kind, reply) => {
    const { api } = fakeClient(() => reply);
    expect(((await rejection(api.links.findByShort('https://short.test/x'))) as ApiError).kind).toBe(kind);
  });

  it('rejects with network when unreachable', async () => {
    const { api } = fakeClient(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(((await rejection(api.links.findByShort('https://short.test/x'))) as ApiError).kind).toBe('network');
  });

  it('a server answering with an empty list resolves null', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":"0","data":{"result":0,"urls":[]}}' }));
    expect(await api.links.findByShort('https://short.test/x')).toBeNull();
  });

  it('a server that ignored short= and sent unrelated links resolves null', async () => {
    const { api, requests } = fakeClient(() => ({ body: FIELD_LIST }));
    expect(await api.links.findByShort('https://short.test/other')).toBeNull();
    expect(requests).toHaveLength(1);
  });

  it('a server answering with a list fetches the matching link', async () => {
    const { api, requests } = fakeClient((request) => (request.url.pathname === '/api/urls' ? { body: FIELD_LIST } : { body: FIELD_DETAILS }));
    const link = await api.links.findByShort('https://short.test/abc');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/urls', '/api/url/7']);
    expect(link?.id).toBe(5);
  });
});

describe('links.create', () => {
  it('posts the whole typed body and resolves { id, shorturl }', async () => {
    const { api, last } = fakeClient(() => ({ body: '{"error":0,"id":3,"shorturl":"https:\\/\\/short.test\\/google"}' }));
    const body = {
      url: 'https://google.com',
      custom: 'google',
      password: 'mypass',
      expiry: '2027-11-11 12:00:00',
      type: 'splash' as const,
      status: 'public' as const,
      domain: 'https://brand.test',
      metatitle: 'Not Google',
      metadescription: 'Not Google description',
      metaimage: 'https://www.mozilla.org/media/protocol/img/logos/firefox/logo-quantum.9c5e96634f92.png',
      description: 'For facebook',
      pixels: [1, 2, 3],
      channel: 1,
      campaign: 1,
      deeplink: { apple: 'https://apps.apple.com/us/app/google/id284815942', google: 'https://play.google.com/store/apps/details?id=com.google' },
      geotarget: [{ location: 'Canada', link: 'https://google.ca' }],
      devicetarget: [{ device: 'iPhone' as const, link: 'https://google.com' }],
      languagetarget: [{ language: 'en', link: 'https://google.com' }],
      parameters: [{ name: 'utm_source', value: 'trim' }],
    };
    expect(await api.links.create(body)).toEqual({ id: 3, shorturl: 'https://short.test/google' });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/url/add');
    expect(last().headers.get('Content-Type')).toBe('application/json');
    expect(last().json).toEqual(body);
  });

  it('accepts overlay and splash-id redirect types', async () => {
    const { api, requests } = fakeClient(() => ({ body: '{"error":0,"id":"3","shorturl":"https://short.test/a"}' }));
    await api.links.create({ url: 'https://a.test', type: 'overlay-4' });
    await api.links.create({ url: 'https://a.test', type: 12, deeplink: { auto: true } });
    expect(requests.map((request) => request.json)).toEqual([
      { url: 'https://a.test', type: 'overlay-4' },
      { url: 'https://a.test', type: 12, deeplink: { auto: true } },
    ]);
  });

  it.each([
    ['no short URL', '{"error":0,"id":3}'],
    ['no id', '{"error":0,"shorturl":"https://short.test/a"}'],
    ['a short URL that is not one', '{"error":0,"id":3,"shorturl":"not a url"}'],
  ])('is strict: %s is a bad response', async (_name, text) => {
    const { api } = fakeClient(() => ({ body: text }));
    expect(((await rejection(api.links.create({ url: 'https://a.test' }))) as ApiError).kind).toBe('bad-response');
  });

  it('rejects a taken alias, without retrying', async () => {
    const { api, requests } = fakeClient(() => fail('That alias is taken. Please choose another one.'));
    const error = (await rejection(api.links.create({ url: 'https://a.test', custom: 'taken' }))) as ApiError;
    expect(error.kind).toBe('rejected');
    expect(error.serverMessage).toBe('That alias is taken. Please choose another one.');
    expect(requests).toHaveLength(1);
  });
});

describe('links.update and links.remove', () => {
  it.each([
    ['real servers: shorturl', '{"error":0,"id":3,"shorturl":"https:\\/\\/short.test\\/b"}'],
    ["vendor's documentation: short", '{"error":0,"id":"3","short":"https:\\/\\/short.test\\/b"}'],
  ])('update answers with %s', async (_name, text) => {
    const { api, last } = fakeClient(() => ({ body: text }));
    expect(await api.links.update(3, { custom: 'b', pixels: [1] })).toEqual({ id: 3, shorturl: 'https://short.test/b' });
    expect(last().method).toBe('PUT');
    expect(last().url.pathname).toBe('/api/url/3/update');
    expect(last().json).toEqual({ custom: 'b', pixels: [1] });
  });

  it.each([
    ['7.x: its message', () => fail('Link does not exist.')],
    ["6.x: the web server's 404 page", () => ({ status: 404, body: '<!doctype html><h1>404 Not Found</h1>' })],
  ])('a link deleted elsewhere, updated or removed (%s), is a link that does not exist', async (_name, answer) => {
    const { api } = fakeClient(answer);
    for (const request of [() => api.links.update(7, { url: 'https://a.test' }), () => api.links.remove(7)]) {
      const error = (await rejection(request())) as ApiError;
      expect([error.kind, error.code, error.params]).toEqual(['not-found', 'no-link', { id: 7 }]);
    }
  });

  it('an update naming a pixel that is gone is not the link gone', async () => {
    const { api } = fakeClient(() => fail('Pixel not found. Please try again.'));
    const error = (await rejection(api.links.update(7, { url: 'https://a.test', pixels: [4] }))) as ApiError;
    expect([error.kind, error.code, error.serverMessage]).toEqual(['not-found', 'server-message', 'Pixel not found. Please try again.']);
  });

  it('remove sends DELETE without a body and resolves the message', async () => {
    const { api, last } = fakeClient(() => ok('Link has been successfully deleted.'));
    expect(await api.links.remove(3)).toEqual({ message: 'Link has been successfully deleted.' });
    expect(last().method).toBe('DELETE');
    expect(last().url.pathname).toBe('/api/url/3/delete');
    expect(last().body).toBeUndefined();
    expect(last().headers.get('Content-Type')).toBeNull();
  });
});

describe('link details as 6.x–7.6 report them', () => {
  it('reads a nested location into country → URL and keeps a null device as unknown', async () => {
    const details = {
      error: 0,
      id: 9,
      details: {
        id: 9,
        shorturl: 'https://s.test/app',
        longurl: 'https://example.com/app',
        title: 'App',
        description: 'Meta',
        location: { germany: { all: 'https://de.test' }, canada: { all: 'https://ca.test' } },
        device: null,
        expiry: null,
        date: '2026-01-01 00:00:00',
      },
      data: { clicks: 0 },
    };
    const { api } = fakeClient(() => ({ body: phpJson(details) }));
    const link = await api.links.get(9);
    expect(link.location).toEqual({ germany: 'https://de.test', canada: 'https://ca.test' });
    expect(link.device).toBeNull();
    expect(link.description).toBe('Meta');
  });

  it('reads the flat location and device of the documented API', async () => {
    const details = {
      error: 0,
      id: 9,
      details: {
        id: 9,
        shorturl: 'https://s.test/app',
        longurl: 'https://example.com/app',
        title: 'App',
        description: '',
        location: { Germany: 'https://de.test' },
        device: {},
        expiry: null,
        date: '2026-01-01 00:00:00',
      },
      data: {},
    };
    const { api } = fakeClient(() => ({ body: phpJson(details) }));
    const link = await api.links.get(9);
    expect(link.location).toEqual({ Germany: 'https://de.test' });
    expect(link.device).toEqual({});
  });
});
