import { aliasMaker } from './bulk-links.ts';
import { defaultLinkFields } from './link-options.ts';
import { prng } from './prng.ts';
import { HOSTS, WORDS } from './seed-words.ts';
import type { Campaign, Channel, Link, Store, User } from './store.ts';

const DAY = 24 * 3600 * 1000;

/** The seeded links' dates spread over these years before the start. */
const SPAN = 3 * 365 * DAY;

/**
 * Every seeded long URL ends in `utm_campaign=<tag>`: link i (0 = the oldest) carries
 * `SEEDED_TAGS[i % 8]`. No tag begins another, so `q=utm_campaign=<tag>` finds exactly its links.
 */
export const SEEDED_TAGS = ['brand', 'launch', 'sale', 'webinar', 'newsletter', 'social', 'partner', 'retarget'] as const;

/** The service campaigns made for the seeded links, in the order of their ids: link i is in `SEEDED_CAMPAIGNS[i % 5]`. */
export const SEEDED_CAMPAIGNS = ['Always on', 'Product launches', 'Seasonal sales', 'Webinars', 'Partner program'] as const;

/** The channels made for the seeded links, in the order of their ids: link i is in `SEEDED_CHANNELS[i % 4]` only. */
export const SEEDED_CHANNELS = ['Blog', 'Social', 'Press', 'Partners'] as const;

/** In the oldest seeded link's alias and title, and in no other link's fields: a search for it finds that link alone. */
export const SEEDED_OLDEST_WORD = 'zeppelin';
export const SEEDED_OLDEST_ALIAS = `first-${SEEDED_OLDEST_WORD}`;
export const SEEDED_OLDEST_TITLE = `The ${SEEDED_OLDEST_WORD} story: our first link`;

const SOURCES = ['newsletter', 'twitter', 'linkedin', 'facebook', 'instagram', 'email', 'podcast', 'partner'];
const MEDIUMS = ['social', 'email', 'cpc', 'referral', 'display', 'organic'];

/**
 * `count` links for `user` at once, as an account of years would hold them, deterministic from
 * run to run: ids grow with the dates (the oldest has the lowest), titles and URLs of varied
 * words and hosts, each link in one of five new campaigns and one of four new channels in turn,
 * and click totals as `baseClicks` (a record per click would make 100,000 links slow and big).
 */
export function seedLinks(store: Store, user: User, now: number, count: number): void {
  const random = prng(20240615);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const words = (n: number) => Array.from({ length: n }, () => pick(WORDS));
  const sentence = (n: number) => {
    const text = words(n).join(' ');
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  const s = store.state;
  const start = now - SPAN;

  const campaigns = SEEDED_CAMPAIGNS.map((name, i): Campaign => ({ id: store.nextId(), userId: user.id, name, slug: '', public: false, views: 0, date: start - (20 - i) * DAY }));
  const channels = SEEDED_CHANNELS.map((name, i): Channel => ({
    id: store.nextId(),
    userId: user.id,
    name,
    description: `${name} links`,
    color: '#546e7a',
    starred: false,
    date: start - (10 - i) * DAY,
  }));
  s.campaigns.push(...campaigns);
  s.channels.push(...channels);

  const freshAlias = aliasMaker(store, random);

  for (let i = 0; i < count; i++) {
    const title = sentence(2 + Math.floor(random() * 5));
    const path = [...words(Math.floor(random() * 2)), words(2 + Math.floor(random() * 3)).join('-')].join('/');
    const total = Math.floor(2000 * random() ** 6);
    // Object.assign rather than a spread: spreading the defaults and adding ten keys took V8 about
    // 20 µs a link, most of the seeding's time.
    const link: Link = Object.assign(
      defaultLinkFields(`https://${pick(HOSTS)}/${path}?utm_source=${pick(SOURCES)}&utm_medium=${pick(MEDIUMS)}&utm_campaign=${SEEDED_TAGS[i % SEEDED_TAGS.length]}`),
      {
        id: store.nextId(),
        userId: user.id,
        alias: i === 0 ? SEEDED_OLDEST_ALIAS : freshAlias(),
        title: i === 0 ? SEEDED_OLDEST_TITLE : title,
        metadescription: random() < 0.25 ? `${sentence(6 + Math.floor(random() * 6))}.` : '',
        campaignId: campaigns[i % campaigns.length]?.id ?? null,
        status: random() < 0.3 ? 'public' : 'private',
        baseClicks: { total, unique: Math.ceil(total * (0.5 + 0.4 * random())) },
        // Within its share of the span, so each link is newer than the one before.
        date: start + Math.floor(((i + random() / 2) * SPAN) / count),
      },
    );
    s.links.push(link);
    const channel = channels[i % channels.length];
    if (channel) s.channelItems.push({ channelId: channel.id, type: 'links', itemId: link.id, date: link.date });
  }
  store.changed();
}
