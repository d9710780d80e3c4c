import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createLink } from '@/lib/api/endpoints/links';
import { createConnection } from '@/lib/connection/connection';
import { saveInstallation } from '@/lib/installations/installations';
import { DEFAULT_SHORTEN_DEFAULTS, type ShortenDefaults } from '@/lib/settings/schema';
import { withDefaults } from '@/lib/shorten/defaults';
import { emptyShortenForm } from '@/lib/shorten/form-model';
import { requestShorten, type ShortenFeedback } from './queued-shorten';
import { validateShortenForm } from '@/lib/shorten/validate';

// The queue's resend is safe only because the service answers the same URL with the same
// options with the link it already made: the right-click must send, byte for byte, what the
// popup sends for the same page when the user changes nothing.

const PAGE = 'https://example.com/article?id=7#top';

const DEFAULTS: [string, Partial<ShortenDefaults>][] = [
  ['none set', {}],
  ['a branded domain', { domain: 'https://brand.example' }],
  ['a campaign and a channel', { campaign: 4, channel: 11 }],
  ['public', { status: 'public' }],
  ['a custom splash page', { type: '12' }],
  ['a CTA overlay', { type: 'overlay-3' }],
  ['frame, everything set', { domain: 'https://go.brand.example', campaign: 2, channel: 5, status: 'public', type: 'frame' }],
  ['a stored type the form would refuse', { type: 'bogus' }],
  ['a stored domain that is not an address', { domain: 'brand.example' }],
];

function popupBody(url: string, defaults: ShortenDefaults) {
  const checked = validateShortenForm(emptyShortenForm(url, defaults));
  if (!checked.ok) throw new Error(`the untouched form was refused: ${JSON.stringify(checked.errors)}`);
  return checked.value;
}

const silent: ShortenFeedback = {
  delivered: async () => undefined,
  failed: async (_item, error) => {
    throw error;
  },
  waiting: async () => undefined,
  unusable: async () => undefined,
  textDone: async () => undefined,
  askFirst: async () => undefined,
};

describe('the popup and the right-click send the same body', () => {
  const sent: string[] = [];

  beforeEach(() => {
    fakeBrowser.reset();
    sent.length = 0;
    (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true) };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(String(init.body));
        return new Response(JSON.stringify({ error: 0, id: 7, shorturl: 'https://s.example/abc' }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'X-RateLimit-Limit': '30', 'X-RateLimit-Remaining': '29', 'X-RateLimit-Reset': '9999999999' },
        });
      }),
    );
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each(DEFAULTS)('defaults: %s', async (_name, defaults) => {
    const settings = await saveInstallation({
      id: 'first',
      name: 'Short',
      connection: { baseUrl: 'https://short.example', apiKey: 'k' },
      defaults: { ...DEFAULT_SHORTEN_DEFAULTS, ...defaults },
    });
    const [installation] = settings.installations;
    const popup = popupBody(PAGE, installation!.defaults);
    const queue = withDefaults(PAGE, installation!.defaults);
    expect(queue).toEqual(popup);
    expect(JSON.stringify(queue)).toBe(JSON.stringify(popup));

    // On the wire: the right-click through the queue, the popup through the same create call.
    await requestShorten(PAGE, 'page', silent);
    await createLink(await createConnection(installation!).transport(), popup);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
  });

  it('for any stored defaults, the untouched form passes and equals the queue body', () => {
    const id = fc.option(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), { nil: null });
    const defaults = fc.record({
      domain: fc.oneof(fc.constant(''), fc.webUrl(), fc.string({ maxLength: 20 })),
      campaign: id,
      channel: id,
      status: fc.constantFrom('public' as const, 'private' as const),
      type: fc.oneof(fc.constantFrom('direct', 'frame', 'splash', 'overlay-9', '15', '', ' frame '), fc.string({ maxLength: 12 })),
    });
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), defaults, (url, stored) => {
        expect(JSON.stringify(withDefaults(url, stored))).toBe(JSON.stringify(popupBody(url, stored)));
      }),
    );
  });
});
