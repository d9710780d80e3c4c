import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { IndexedLink } from '@/lib/history/schema';
import { prepareSearch } from '@/lib/history/search';
import { prng } from '@/test/sandbox/prng';
import { spread, type Spread } from './stats';

// Issue #35 ("The whole account"): the local search as the user types, over the 1,000 links
// Trim indexed before and a whole account's 100,000, timed in Node as the suggestion figure is.
// Each keystroke is one call, as Recent and the address bar (search) and the manage list (filter)
// make it; each query is typed from an empty field. Runnable alone, without a browser:
// `npx tsx bench/search-speed.ts` prints the figures.

export const SEARCH_SIZES = [1_000, 100_000] as const;

/** What the user types, one character at a time: words, part of an address, a query parameter, an accent. */
export const TYPED_QUERIES = ['spring sale', 'cyber', 'sho.rt/spr', 'utm_campaign=cyb', 'café', 'pricing guide 2026'];

/** Recent's rows. */
const LIMIT = 10;
/** Each size is prepared this many times, and every query typed over each. */
const ROUNDS = 3;

export interface SearchSpeed {
  links: number;
  /** prepareSearch over all the links, once per round. */
  prepareMs: Spread;
  /** One keystroke's `search(typed, 10)`. */
  searchMs: Spread;
  /** One keystroke's `filter(typed)`: every match, for the manage list. */
  filterMs: Spread;
}

// Words repeat as in real titles: the first few are common (each in a few percent of the links),
// most are rare.
const WORDS = (
  'new guide how best free sale spring report update news video blog review top tips launch pricing summer weekly team ' +
  'product event webinar offer podcast episode story design shop winter data case study release notes online course ' +
  'conference keynote summit invite early access discount gift ideas collection arrivals brand press kit careers hiring ' +
  'remote jobs customer success support docs api reference tutorial beginners advanced workshop live stream recap ' +
  'highlights interview founder ceo roadmap strategy marketing growth social media email newsletter campaign analytics ' +
  'dashboard metrics insights trends forecast budget finance invoice payment checkout cart order shipping returns policy ' +
  'privacy terms security login account settings profile community forum meetup partner program affiliate referral ' +
  'bonus reward loyalty member exclusive limited edition preview beta feature demo trial upgrade plan enterprise startup ' +
  'small business local restaurant menu recipe kitchen coffee café crème brûlée résumé zürich são paulo kraków über ' +
  'naïve fiancée jalapeño travel hotel flight beach mountain city tour museum music festival concert ticket sport ' +
  'football tennis running fitness health yoga garden home furniture lighting fashion shoes jacket dress kids toys ' +
  'books author novel poetry art gallery photo camera phone laptop tablet software cloud hosting domain website ' +
  'cyber monday black friday holiday christmas easter autumn back school graduation wedding birthday anniversary'
).split(' ');
const DOMAINS = ['example.com', 'www.example.com', 'shop.example.org', 'blog.acme.io', 'www.news-site.co.uk', 'docs.widgets.dev', 'events.example.net', 'www.kraków.pl'];
const CAMPAIGNS = ['spring-sale', 'summer_launch', 'cyber-monday', 'black-friday', 'cyberweek', 'newsletter-weekly', 'webinar-invite', 'product-update'];
const SOURCES = ['newsletter', 'twitter', 'facebook', 'linkedin', 'google', 'partner'];
const MEDIUMS = ['email', 'social', 'cpc', 'referral'];
const CODE = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];

/** Links shaped like an account's: titles of words, long URLs with paths and utm parameters, aliases, clicks and dates; newest first, as the index keeps them. */
function accountLinks(count: number, random = prng(20261201)): IndexedLink[] {
  const pick = <T>(list: readonly T[], skew = 1): T => list[Math.floor(random() ** skew * list.length)] as T;
  const words = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(WORDS, 1.6));
  const start = Date.UTC(2019, 0, 1);
  const links = Array.from({ length: count }, (_, n): IndexedLink => {
    const title = words(2, 7).map((word, i) => (i === 0 || random() < 0.3 ? word.charAt(0).toUpperCase() + word.slice(1) : word));
    if (random() < 0.3) title.push(String(2019 + Math.floor(random() * 8)));
    const path = words(1, 4).join(random() < 0.5 ? '-' : '/');
    const utm = random() < 0.6 ? `?utm_source=${pick(SOURCES)}&utm_medium=${pick(MEDIUMS)}&utm_campaign=${pick(CAMPAIGNS, 1.5)}` : random() < 0.5 ? `?id=${n}` : '';
    // Half the aliases are the service's random codes, half words the user chose.
    const alias = random() < 0.5 ? Array.from({ length: 6 }, () => pick(CODE)).join('') : `${words(1, 2).join('-')}${random() < 0.5 ? n : ''}`;
    const date = new Date(start + Math.floor(random() * 8 * 365 * 86_400_000)).toISOString();
    return {
      id: n + 1,
      alias,
      shorturl: `https://sho.rt/${alias}`,
      longurl: `https://${pick(DOMAINS)}/${path}${utm}`,
      title: title.join(' '),
      groups: null,
      clicks: random() < 0.1 ? null : Math.floor(random() ** 4 * 20_000),
      date: `${date.slice(0, 10)} ${date.slice(11, 19)}`,
    };
  });
  return links.sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b.id - a.id));
}

/** Every prefix of each query, as typed. */
function keystrokes(query: string): string[] {
  return Array.from({ length: query.length }, (_, n) => query.slice(0, n + 1));
}

function timed(run: () => void): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function measureSearchSpeed(count: number, rounds = ROUNDS): SearchSpeed {
  const links = accountLinks(count);
  const prepare: number[] = [];
  const search: number[] = [];
  const filter: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    const prepared = prepareSearch(links);
    prepare.push(performance.now() - started);
    for (const query of TYPED_QUERIES) for (const typed of keystrokes(query)) search.push(timed(() => prepared.search(typed, LIMIT)));
    for (const query of TYPED_QUERIES) for (const typed of keystrokes(query)) filter.push(timed(() => prepared.filter(typed)));
  }
  return { links: count, prepareMs: spread(prepare), searchMs: spread(search), filterMs: spread(filter) };
}

/** Both sizes, after a round at 1,000 links that lets V8 compile the search. */
export function measureSearchSpeeds(): SearchSpeed[] {
  measureSearchSpeed(SEARCH_SIZES[0], 1);
  return SEARCH_SIZES.map((count) => measureSearchSpeed(count));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const ms = (value: number) => value.toFixed(2);
  for (const s of measureSearchSpeeds()) {
    console.log(
      `${s.links.toLocaleString('en')} links: prepare ${ms(s.prepareMs.median)} ms (min–max ${ms(s.prepareMs.min)}–${ms(s.prepareMs.max)}); ` +
        `per keystroke, search ${ms(s.searchMs.median)} ms median, p90 ${ms(s.searchMs.p90)}, max ${ms(s.searchMs.max)} (n=${s.searchMs.n}); ` +
        `filter ${ms(s.filterMs.median)} ms median, p90 ${ms(s.filterMs.p90)}, max ${ms(s.filterMs.max)}`,
    );
  }
}
