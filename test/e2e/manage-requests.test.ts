import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrimSession } from './support';
import { apiCalls, openManage, sectionHeading, startManageSession } from './manage-helpers';

// The service allows 30 requests a minute: opening a section costs only that section's own
// page of data, never the other sections'. Measured on an empty cache, in this order.

describe('manage page: requests per section', () => {
  let session: TrimSession;
  beforeAll(async () => {
    session = await startManageSession();
  });
  afterAll(() => session?.close());

  const cases: { name: string; query: (ids: Record<string, number>) => string; heading: string | RegExp; calls: (ids: Record<string, number>) => string[] }[] = [
    // The page of links, and the link index for the sparklines: never filled here, so older than its lifetime.
    { name: 'links list', query: () => '?section=links', heading: 'Links', calls: () => ['GET /api/urls', 'GET /api/urls'] },
    { name: 'link detail', query: (ids) => `?section=links&id=${ids.link}`, heading: /\/docs$/, calls: (ids) => [`GET /api/url/${ids.link}`] },
    { name: 'campaigns', query: () => '?section=campaigns', heading: 'Campaigns', calls: () => ['GET /api/campaigns'] },
    { name: 'campaign with its links', query: (ids) => `?section=campaigns&id=${ids.campaign}`, heading: 'Campaigns', calls: () => ['GET /api/campaigns', 'GET /api/urls'] },
    { name: 'channels', query: () => '?section=channels', heading: 'Channels', calls: () => ['GET /api/channels'] },
    {
      name: 'channel with its items',
      query: (ids) => `?section=channels&id=${ids.channel}`,
      heading: 'Channels',
      calls: (ids) => ['GET /api/channels', `GET /api/channel/${ids.channel}`],
    },
    { name: 'branded domains', query: () => '?section=domains', heading: 'Branded domains', calls: () => ['GET /api/domains'] },
    { name: 'files', query: () => '?section=files', heading: 'Files', calls: () => ['GET /api/files'] },
    { name: 'pixels', query: () => '?section=pixels', heading: 'Pixels', calls: () => ['GET /api/pixels'] },
    { name: 'overlays and splash pages', query: () => '?section=redirects', heading: 'Overlays & splash pages', calls: () => ['GET /api/overlay', 'GET /api/splash'] },
    // The profile comes from the cache the popup shares: one request when stale, none when fresh.
    { name: 'account on an empty cache', query: () => '?section=account', heading: 'Account', calls: () => ['GET /api/account'] },
    { name: 'account on a fresh cache', query: () => '?section=account', heading: 'Account', calls: () => [] },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_, c) => {
    const state = session.sandbox.store.state;
    const ids = { link: state.links.find((l) => l.alias === 'docs')!.id, campaign: state.campaigns[0]!.id, channel: state.channels[0]!.id };
    await session.countFromHere();
    const page = await openManage(session, c.query(ids));
    await sectionHeading(page).filter({ hasText: c.heading }).waitFor();
    await expect.poll(() => page.getByText(/Loading|Looking through/).count()).toBe(0);
    await expect.poll(() => apiCalls(session).sort()).toEqual([...c.calls(ids)].sort());
    await page.close();
  });
});
