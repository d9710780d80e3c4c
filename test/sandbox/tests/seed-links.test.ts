import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { SEEDED_CAMPAIGNS, SEEDED_CHANNELS, SEEDED_OLDEST_ALIAS, SEEDED_OLDEST_TITLE, SEEDED_OLDEST_WORD, SEEDED_TAGS } from '@/test/sandbox/seed-links.ts';
import { client } from './http.ts';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const YEAR = 365 * 24 * 3600 * 1000;
const LINKS = 20_000;

interface ListedLink {
  id: number;
  alias: string;
  longurl: string;
  clicks: number;
  uniqueclicks: number;
  title: string;
  date: string;
  campaign: number | null;
  channel: number[];
}

/** Every page of `GET /api/urls`, in the order asked. */
async function allLinks(sandbox: Sandbox, order: 'date' | 'click'): Promise<ListedLink[]> {
  const api = client(sandbox);
  const links: ListedLink[] = [];
  for (let page = 1; ; page++) {
    const { data } = (await api.get(`/api/urls?limit=400&page=${page}&order=${order}`)).body;
    links.push(...data.urls);
    if (data.nextpage === null) return links;
  }
}

/** Ids by name, as the service lists them. */
async function idsByName(sandbox: Sandbox, path: string, key: string): Promise<Map<string, number>> {
  const items: { id: number; name: string }[] = (await client(sandbox).get(`${path}?limit=100`)).body.data[key];
  return new Map(items.map((item) => [item.name, item.id]));
}

const tagOf = (link: ListedLink) => new URL(link.longurl).searchParams.get('utm_campaign');
const msOf = (date: string) => Date.parse(`${date.replace(' ', 'T')}Z`);
/** What two sandboxes on other ports can share. */
const comparable = (links: ListedLink[]) => links.map(({ alias, longurl, title, clicks, date }) => ({ alias, longurl, title, clicks, date }));

describe(`seedLinks: ${LINKS} links without the demo data, v7`, () => {
  let sandbox: Sandbox;
  let byDate: ListedLink[];
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, flavor: 'v7', seed: false, seedLinks: LINKS, rateLimit: 100_000, now: () => NOW });
    byDate = await allLinks(sandbox, 'date');
  });
  afterAll(() => sandbox.close());

  it('lists them all, newest first, the ids growing with the dates', async () => {
    expect((await client(sandbox).get('/api/urls')).body.data.result).toBe(LINKS);
    expect(byDate).toHaveLength(LINKS);
    for (let n = 1; n < byDate.length; n++) {
      expect(byDate[n]!.id).toBeLessThan(byDate[n - 1]!.id);
      expect(byDate[n]!.date <= byDate[n - 1]!.date).toBe(true);
    }
    // Spread over the past years.
    expect(msOf(byDate.at(-1)!.date)).toBeLessThan(NOW - 2 * YEAR);
    expect(msOf(byDate[0]!.date)).toBeGreaterThan(NOW - YEAR / 12);
    expect(msOf(byDate[0]!.date)).toBeLessThanOrEqual(NOW);
  });

  it('puts the oldest last, alone with its word', async () => {
    expect(byDate.at(-1)).toMatchObject({ alias: SEEDED_OLDEST_ALIAS, title: SEEDED_OLDEST_TITLE });
    expect(SEEDED_OLDEST_TITLE).toContain(SEEDED_OLDEST_WORD);
    const found = (await client(sandbox).get(`/api/urls?q=${SEEDED_OLDEST_WORD}`)).body.data;
    expect(found.result).toBe(1);
    expect(found.urls[0].id).toBe(byDate.at(-1)!.id);
  });

  it('varies titles, hosts and paths, aliases are unique', () => {
    const words = new Set(byDate.flatMap((link) => link.title.toLowerCase().split(' ')));
    expect(words.size).toBeGreaterThan(300);
    expect(new Set(byDate.map((link) => new URL(link.longurl).host)).size).toBeGreaterThan(24);
    expect(new Set(byDate.map((link) => new URL(link.longurl).pathname)).size).toBeGreaterThan(LINKS * 0.9);
    expect(new Set(byDate.map((link) => link.alias.toLowerCase())).size).toBe(LINKS);
  });

  it('tags link i (0 = the oldest) with utm_campaign SEEDED_TAGS[i % 8], found by q', async () => {
    const oldestFirst = [...byDate].reverse();
    oldestFirst.forEach((link, i) => expect(tagOf(link)).toBe(SEEDED_TAGS[i % SEEDED_TAGS.length]));
    for (const tag of SEEDED_TAGS) {
      expect((await client(sandbox).get(`/api/urls?q=utm_campaign=${tag}&limit=1`)).body.data.result, tag).toBe(LINKS / SEEDED_TAGS.length);
    }
  });

  it('puts link i in campaign SEEDED_CAMPAIGNS[i % 5] and in channel SEEDED_CHANNELS[i % 4] only', async () => {
    const campaigns = await idsByName(sandbox, '/api/campaigns', 'campaigns');
    const channels = await idsByName(sandbox, '/api/channels', 'channels');
    expect([...campaigns.keys()].sort()).toEqual([...SEEDED_CAMPAIGNS].sort());
    expect([...channels.keys()].sort()).toEqual([...SEEDED_CHANNELS].sort());
    const oldestFirst = [...byDate].reverse();
    oldestFirst.forEach((link, i) => {
      expect(link.campaign).toBe(campaigns.get(SEEDED_CAMPAIGNS[i % SEEDED_CAMPAIGNS.length]!));
      expect(link.channel).toEqual([channels.get(SEEDED_CHANNELS[i % SEEDED_CHANNELS.length]!)]);
    });
    // The campaigns' and channels' ids are in the order of the names.
    expect(SEEDED_CAMPAIGNS.map((name) => campaigns.get(name)!)).toEqual([...campaigns.values()].sort((a, b) => a - b));
    expect(SEEDED_CHANNELS.map((name) => channels.get(name)!)).toEqual([...channels.values()].sort((a, b) => a - b));
    for (const id of channels.values()) {
      expect((await client(sandbox).get(`/api/channel/${id}?limit=1`)).body.data.result).toBe(LINKS / SEEDED_CHANNELS.length);
    }
  });

  it('gives varied click totals, counted with the recorded clicks and sorted by order=click', async () => {
    expect(new Set(byDate.map((link) => link.clicks)).size).toBeGreaterThan(100);
    for (const link of byDate) expect(link.uniqueclicks).toBeLessThanOrEqual(link.clicks);
    const byClicks = await allLinks(sandbox, 'click');
    expect(byClicks.map((link) => link.id).sort()).toEqual(byDate.map((link) => link.id).sort());
    for (let n = 1; n < byClicks.length; n++) expect(byClicks[n]!.clicks).toBeLessThanOrEqual(byClicks[n - 1]!.clicks);

    const clicked = byDate.find((link) => link.clicks > 0)!;
    const before = (await client(sandbox).get(`/api/url/${clicked.id}`)).body.data;
    expect(before).toMatchObject({ clicks: clicked.clicks, uniqueClicks: clicked.uniqueclicks });
    await fetch(`${sandbox.url}/${clicked.alias}`, { redirect: 'manual', headers: { 'X-Sandbox-Country': 'NZ' } });
    expect((await client(sandbox).get(`/api/url/${clicked.id}`)).body.data).toMatchObject({ clicks: clicked.clicks + 1, topCountries: { 'New Zealand': 1 } });
    const listed = (await client(sandbox).get(`/api/urls?q=${clicked.alias}&limit=100`)).body.data.urls;
    expect(listed.find((link: ListedLink) => link.id === clicked.id).clicks).toBe(clicked.clicks + 1);
  });

  it('pages within a server cap', async () => {
    sandbox.setMaxPageSize(100);
    try {
      const { data } = (await client(sandbox).get('/api/urls?limit=400&page=2')).body;
      expect(data).toMatchObject({ result: LINKS, perpage: 100, maxpage: LINKS / 100, nextpage: 3 });
      expect(data.urls.map((link: ListedLink) => link.id)).toEqual(byDate.slice(100, 200).map((link) => link.id));
    } finally {
      sandbox.setMaxPageSize(null);
    }
  });
});

describe('seedLinks with the demo data', () => {
  it('adds the links to the demo account, older than its own, the same on every run', async () => {
    const first = await startSandbox({ port: 0, seedLinks: 80, rateLimit: 100_000, now: () => NOW });
    const second = await startSandbox({ port: 0, seedLinks: 80, rateLimit: 100_000, now: () => NOW });
    try {
      const links = await allLinks(first, 'date');
      expect(links).toHaveLength(20 + 80);
      expect(links.some((link) => link.alias === 'docs')).toBe(true);
      expect(links.at(-1)!.alias).toBe(SEEDED_OLDEST_ALIAS);
      expect(comparable(await allLinks(second, 'date'))).toEqual(comparable(links));
      expect(first.store.state.campaigns.map((campaign) => campaign.name)).toEqual(['Spring launch', 'Newsletter', 'Podcast', ...SEEDED_CAMPAIGNS]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('keeps them in the data file, click totals included', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trim-seed-links-'));
    try {
      const dataFile = join(dir, 'state.json');
      const first = await startSandbox({ port: 0, dataFile, seed: false, seedLinks: 40, now: () => NOW });
      const saved = comparable(await allLinks(first, 'click'));
      await first.close();
      // Seeding only: the loaded file keeps its 40 links.
      const second = await startSandbox({ port: 0, dataFile, seedLinks: 400, now: () => NOW });
      try {
        expect(comparable(await allLinks(second, 'click'))).toEqual(saved);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a count that is not a non-negative integer', async () => {
    await expect(startSandbox({ port: 0, seedLinks: -1 })).rejects.toThrow('seedLinks must be a non-negative integer, got -1');
    await expect(startSandbox({ port: 0, seedLinks: 2.5 })).rejects.toThrow('seedLinks must be a non-negative integer, got 2.5');
  });
});
