import { createHash } from 'node:crypto';
import { countryName } from './geo.ts';
import { defaultLinkFields } from './link-options.ts';
import type { Link, Store, User } from './store.ts';
import { parseUserAgent } from './user-agent.ts';
import { addUser } from './users.ts';
import { prng } from './prng.ts';

const DAY = 24 * 3600 * 1000;

/**
 * The demo user's two branded domains: one with a `redirectroot`, one with a `redirect404`.
 * Names under .test and .localhost, which the sandbox takes as pointing to it (RFC 6761).
 */
export const DEMO_DOMAINS: readonly [string, string] = ['https://go.trim.test', 'https://brand.localhost'];

/** Scans of the seeded QR code (4 unique visitors). */
export const QR_SCANS = 6;

const COUNTRIES = ['US', 'US', 'US', 'GB', 'GB', 'DE', 'CA', 'FR', 'IN', 'BR', 'JP', 'AU', 'NL', 'ES'];
const REFERRERS = ['direct', 'direct', 'direct', 'facebook.com', 't.co', 'linkedin.com', 'reddit.com', 'www.google.com', 'news.ycombinator.com'];
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
];

interface SeedLink {
  alias: string;
  url: string;
  title: string;
  /** Meta description: what lists and details show as `description`. */
  meta?: string;
  /** Private note (`description` of a body): never reported by the API. */
  note?: string;
  daysAgo: number;
  clicks: number;
  extra?: Partial<Link>;
  expiresInDays?: number;
}

const LINKS: SeedLink[] = [
  {
    alias: 'docs',
    url: 'https://developer.mozilla.org/en-US/docs/Web',
    title: 'MDN Web Docs',
    meta: 'Resources for developers, by developers.',
    note: 'Reference for the team',
    daysAgo: 58,
    clicks: 42,
  },
  { alias: 'roadmap', url: 'https://example.com/product/roadmap-2027', title: 'Product roadmap 2027', daysAgo: 51, clicks: 31 },
  {
    alias: 'spring-sale',
    url: 'https://shop.example.com/sale/spring',
    title: 'Spring sale',
    meta: 'Up to 40% off until Sunday.',
    note: 'Homepage banner',
    daysAgo: 45,
    clicks: 27,
  },
  { alias: 'podcast-12', url: 'https://podcasts.example.org/episodes/12-shipping-small', title: 'Episode 12: Shipping small', daysAgo: 40, clicks: 18 },
  { alias: 'hiring', url: 'https://jobs.example.com/openings?team=platform', title: 'We are hiring: platform team', daysAgo: 37, clicks: 23 },
  { alias: 'rfc9110', url: 'https://www.rfc-editor.org/rfc/rfc9110', title: 'RFC 9110: HTTP Semantics', daysAgo: 33, clicks: 7 },
  { alias: 'newsletter-oct', url: 'https://newsletter.example.com/issues/october', title: 'October newsletter', daysAgo: 30, clicks: 15 },
  { alias: 'webinar', url: 'https://events.example.com/webinars/link-analytics', title: 'Webinar: link analytics', daysAgo: 27, clicks: 12 },
  { alias: 'slides', url: 'https://slides.example.com/d/trim-intro', title: 'Trim intro slides', daysAgo: 25, clicks: 9 },
  { alias: 'gh-repo', url: 'https://github.com/example/trim', title: 'example/trim on GitHub', meta: 'Source code of the Trim extension.', daysAgo: 22, clicks: 20 },
  { alias: 'pricing', url: 'https://example.com/pricing', title: 'Pricing', daysAgo: 20, clicks: 11 },
  { alias: 'case-study', url: 'https://blog.example.com/case-studies/acme', title: 'Case study: Acme', daysAgo: 18, clicks: 6 },
  { alias: 'survey', url: 'https://forms.example.com/r/customer-survey', title: 'Customer survey', meta: 'Closes at the end of the month', daysAgo: 16, clicks: 14 },
  {
    alias: 'app',
    url: 'https://example.com/download',
    title: 'Get the app',
    daysAgo: 14,
    clicks: 10,
    extra: {
      geotarget: [
        { key: 'Canada', link: 'https://example.ca/download' },
        { key: 'Germany', link: 'https://example.de/download' },
      ],
      devicetarget: [{ key: 'iPhone', link: 'https://apps.apple.com/app/id000000' }],
    },
  },
  { alias: 'vip', url: 'https://example.com/vip-preview', title: 'VIP preview', note: 'Password: letmein', daysAgo: 12, clicks: 3, extra: { password: 'letmein' } },
  { alias: 'launch', url: 'https://example.com/launch', title: 'Launch page', daysAgo: 9, clicks: 8, extra: { type: 'splash' } },
  { alias: 'changelog', url: 'https://example.com/changelog', title: 'Changelog', daysAgo: 7, clicks: 5, extra: { type: 'frame' } },
  { alias: 'meetup', url: 'https://meetup.example.org/events/42', title: 'Meetup #42', daysAgo: 5, clicks: 4 },
  { alias: 'flash-deal', url: 'https://shop.example.com/deal/today', title: 'Flash deal', daysAgo: 2, clicks: 2, expiresInDays: 3 },
  { alias: 'draft', url: 'https://docs.example.com/drafts/q4-plan', title: 'Q4 plan (draft)', daysAgo: 1, clicks: 0 },
];

/**
 * The demo user and everything the extension has to show: branded domains, campaigns,
 * channels with items, pixels, overlays, splash pages and links with clicks from
 * varied countries, referrers, browsers and systems.
 */
export function seedDemo(store: Store, demo: User, now: number, [goName, brandName]: readonly [string, string] = DEMO_DOMAINS): void {
  const random = prng(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const s = store.state;
  const at = (daysAgo: number) => now - daysAgo * DAY;
  const uid = demo.id;

  const goDomain = { id: store.nextId(), userId: uid, domain: goName, redirectroot: 'https://example.com', redirect404: '', date: at(60) };
  const brandDomain = { id: store.nextId(), userId: uid, domain: brandName, redirectroot: '', redirect404: 'https://example.com/not-found', date: at(59) };
  s.domains.push(goDomain, brandDomain);

  const [spring, newsletter, podcast] = (
    [
      ['Spring launch', 'spring', true],
      ['Newsletter', '', false],
      ['Podcast', 'podcast', true],
    ] as const
  ).map(([name, slug, isPublic], i) => {
    const campaign = { id: store.nextId(), userId: uid, name, slug, public: isPublic, views: 0, date: at(57 - i) };
    s.campaigns.push(campaign);
    return campaign;
  });

  const channels = (
    [
      ['Work', 'Links for the team', '#1e88e5', true],
      ['Reading list', 'To read later', '#43a047', false],
      ['Marketing', 'Campaign assets', '#fb8c00', false],
    ] as const
  ).map(([name, description, color, starred], i) => {
    const channel = { id: store.nextId(), userId: uid, name, description, color, starred, date: at(56 - i) };
    s.channels.push(channel);
    return channel;
  });

  for (const [type, name, tag] of [
    ['fbpixel', 'Facebook pixel', '123456789012345'],
    ['gtmpixel', 'Tag Manager', 'GTM-ABC1234'],
    ['linkedinpixel', 'LinkedIn Insight', '7654321'],
  ] as const) {
    s.pixels.push({ id: store.nextId(), userId: uid, type, name, tag, date: at(55) });
  }
  for (const [type, name, message] of [
    ['message', 'Newsletter sign-up', 'Like this? Get our newsletter.'],
    ['contact', 'Contact us', 'Questions? Write to us.'],
  ] as const) {
    s.overlays.push({ id: store.nextId(), userId: uid, type, name, message, date: at(54) });
  }
  for (const [name, title, message] of [
    ['Brand splash', 'You are leaving Trim', 'Thanks for visiting.'],
    ['Sponsor splash', 'Brought to you by Example', 'Our sponsor keeps this free.'],
  ] as const) {
    s.splashes.push({ id: store.nextId(), userId: uid, name, title, message, date: at(53) });
  }
  s.bioPages.push({ id: store.nextId(), userId: uid, name: 'Demo bio', alias: 'demo-bio', date: at(52) });

  LINKS.forEach((seed, index) => {
    const link: Link = {
      ...defaultLinkFields(seed.url),
      id: store.nextId(),
      userId: uid,
      alias: seed.alias,
      domainId: index % 5 === 1 ? goDomain.id : index % 7 === 3 ? brandDomain.id : null,
      title: seed.title,
      metadescription: seed.meta ?? '',
      description: seed.note ?? '',
      expiry: seed.expiresInDays === undefined ? null : now + seed.expiresInDays * DAY,
      pixels: index % 4 === 0 ? [s.pixels[0]?.id ?? 0] : [],
      campaignId: [spring, newsletter, podcast, null, null][index % 5]?.id ?? null,
      status: index % 3 === 0 ? 'public' : 'private',
      date: at(seed.daysAgo),
      ...seed.extra,
    };
    s.links.push(link);
    const channel = channels[index % 4];
    if (channel) s.channelItems.push({ channelId: channel.id, type: 'links', itemId: link.id, date: link.date + DAY / 2 });

    for (let n = 0; n < seed.clicks; n++) {
      const ua = pick(USER_AGENTS);
      const agent = parseUserAgent(ua);
      // About a third of visits come back from an earlier visitor, so unique < total.
      const visitorNo = random() < 0.35 ? Math.floor(random() * 3) : 100 + n;
      s.clicks.push({
        id: store.nextId(),
        linkId: link.id,
        date: link.date + Math.floor(random() * (now - link.date)),
        country: countryName(pick(COUNTRIES)),
        referrer: pick(REFERRERS),
        browser: agent.browser,
        os: agent.os,
        language: 'en',
        visitor: createHash('sha1').update(`seed-${link.id}-${visitorNo}`).digest('hex'),
      });
    }
  });
  // One dynamic QR code pointing at the roadmap, styled, with a few scans (7.x servers list it).
  const roadmap = s.links.find((l) => l.alias === 'roadmap');
  const qr = {
    id: store.nextId(),
    userId: uid,
    name: 'Roadmap poster',
    type: 'link' as const,
    data: roadmap?.longUrl ?? 'https://example.com/product/roadmap-2027',
    background: 'rgb(255,255,255)',
    foreground: 'rgb(30,136,229)',
    logo: '',
    hash: 'roadmap-poster',
    date: at(52),
  };
  s.qrCodes.push(qr);
  for (let n = 0; n < QR_SCANS; n++) {
    const agent = parseUserAgent(pick(USER_AGENTS));
    s.qrScans.push({
      id: store.nextId(),
      linkId: qr.id,
      date: qr.date + Math.floor(random() * (now - qr.date)),
      country: countryName(pick(COUNTRIES)),
      referrer: 'direct',
      browser: agent.browser,
      os: agent.os,
      language: 'en',
      visitor: createHash('sha1')
        .update(`seed-qr-${n % 4}`)
        .digest('hex'),
    });
  }

  const firstChannel = channels[0];
  const bio = s.bioPages[0];
  if (firstChannel && bio) s.channelItems.push({ channelId: firstChannel.id, type: 'bio', itemId: bio.id, date: at(10) });

  s.files.push({
    id: store.nextId(),
    userId: uid,
    name: 'brand-guidelines.txt',
    alias: 'guidelines',
    domainId: null,
    password: null,
    expiry: null,
    maxDownloads: null,
    downloads: 4,
    contentType: 'text/plain; charset=utf-8',
    bytes: Buffer.from('Trim brand guidelines\n\nUse the logo with room to breathe.\n'),
    date: at(15),
  });
  store.changed();
}

export function seedUsers(store: Store, apiKey: string, now: number, withData: boolean, domains: readonly [string, string] = DEMO_DOMAINS): User {
  const demo = addUser(store, now, { apiKey, username: 'demo', email: 'demo@trim.test', plan: 'pro' });
  demo.registered = now - 400 * DAY;
  if (withData) seedDemo(store, demo, now, domains);
  return demo;
}
