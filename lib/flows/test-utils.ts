import { fakeBrowser } from 'wxt/testing/fake-browser';
import { vi } from 'vitest';
import { saveInstallation } from '@/lib/installations/installations';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import type { ShortenFeedback } from './queued-shorten';
import { finishText } from './text-shorten';

/** Feedback that records what the user would be told, in order, a text's result included. */
export function recorder() {
  const events: { kind: string; detail: unknown }[] = [];
  const feedback: ShortenFeedback = {
    delivered: async (batch) => void events.push({ kind: 'delivered', detail: batch.map((l) => l.shorturl) }),
    failed: async (item) => void events.push({ kind: 'failed', detail: item?.url }),
    waiting: async (_at, pending) => void events.push({ kind: 'waiting', detail: pending }),
    unusable: async (reason) => void events.push({ kind: 'unusable', detail: reason }),
    textDone: async (group) => void events.push({ kind: 'textDone', detail: await finishText(group) }),
    askFirst: async (id) => void events.push({ kind: 'askFirst', detail: id }),
  };
  return { events, feedback };
}

/**
 * A service for installation `first` (https://sho.rt) that makes a link for every address sent
 * (`sent`), refuses an address with "refused" in it, and answers the rate limit once `refuseAfter`
 * links are made. `install` resets it, stubs fetch and saves the installation.
 */
export function fakeService() {
  const service = {
    sent: [] as string[],
    refuseAfter: Infinity,
    async install() {
      service.sent.length = 0;
      service.refuseAfter = Infinity;
      (fakeBrowser as unknown as { permissions: unknown }).permissions = { contains: vi.fn(async () => true) };
      vi.stubGlobal(
        'fetch',
        vi.fn(async (_url: string, init: RequestInit) => {
          if (service.sent.length >= service.refuseAfter)
            return new Response(JSON.stringify({ error: 1, message: 'Rate limit exceeded' }), { status: 429, headers: { 'Retry-After': '60' } });
          const { url } = JSON.parse(String(init.body)) as { url: string };
          if (url.includes('refused'))
            return new Response(JSON.stringify({ error: 1, message: 'This URL is not allowed.' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
          service.sent.push(url);
          return new Response(JSON.stringify({ error: 0, id: service.sent.length, shorturl: `https://sho.rt/${service.sent.length}` }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          });
        }),
      );
      await saveInstallation({ id: 'first', name: 'first', connection: { baseUrl: 'https://sho.rt', apiKey: 'k' }, defaults: DEFAULT_SHORTEN_DEFAULTS });
    },
  };
  return service;
}
