import { clearLinkIndex, refreshIndexAt } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import type { TrimSession } from '@/test/e2e/support';
import { prng } from '@/test/sandbox/prng';

// A month of clicks as a real account has them, for the listing's pictures: a refresh on each of
// the last 31 days (the first one the base the month's clicks are counted from) and, between
// them, real visits to the demo user's links from varied visitors. Each link has its own level
// (higher for links with more clicks already), quieter at weekends, with a burst in the days after
// it was made and nothing before it existed.

const DAY = 86_400_000;
/** Days of clicks the charts show ("Last 30 days"). */
export const MONTH = 30;

export interface PlannedLink {
  alias: string;
  /** Whole days since the link was made. */
  ageDays: number;
  /** Its clicks so far: a link that drew many keeps drawing more. */
  clicks: number;
}

/**
 * Visits per link per day: `visits[back][alias]` for the day `back` days ago, for back
 * MONTH - 1 … 0 (the day MONTH back has only the base refresh). `today` names the weekday.
 */
export function planMonth(links: readonly PlannedLink[], today: Date): Map<number, Map<string, number>> {
  const random = prng(20261128);
  const levels = new Map(links.map((link) => [link.alias, (0.3 + random() * 0.7) * (1 + link.clicks / 4)]));
  const plan = new Map<number, Map<string, number>>();
  for (let back = MONTH - 1; back >= 0; back -= 1) {
    const weekday = new Date(today.getTime() - back * DAY).getDay();
    const weekend = weekday === 0 || weekday === 6 ? 0.5 : 1;
    const day = new Map<string, number>();
    for (const link of links) {
      const age = link.ageDays - back;
      if (age < 0) continue;
      const burst = 1 + 3 * Math.exp(-age / 3);
      day.set(link.alias, Math.round((levels.get(link.alias) ?? 1) * weekend * burst * (0.4 + random() * 1.2)));
    }
    plan.set(back, day);
  }
  return plan;
}

const VISITORS = [
  { country: 'US', language: 'en-US', referer: '', agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36' },
  {
    country: 'US',
    language: 'en-US',
    referer: 'https://t.co/',
    agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
  {
    country: 'GB',
    language: 'en-GB',
    referer: 'https://linkedin.com/',
    agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  },
  { country: 'DE', language: 'de-DE', referer: 'https://www.google.com/', agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0' },
  { country: 'FR', language: 'fr-FR', referer: '', agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' },
  {
    country: 'BR',
    language: 'pt-BR',
    referer: 'https://facebook.com/',
    agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  },
  {
    country: 'IN',
    language: 'en-IN',
    referer: 'https://www.google.com/',
    agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0',
  },
  {
    country: 'CA',
    language: 'en-CA',
    referer: 'https://news.ycombinator.com/',
    agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  },
  {
    country: 'ES',
    language: 'es-ES',
    referer: '',
    agent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  },
  {
    country: 'TR',
    language: 'tr-TR',
    referer: 'https://reddit.com/',
    agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  },
  { country: 'JP', language: 'ja-JP', referer: '', agent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15' },
  {
    country: 'AE',
    language: 'ar-AE',
    referer: 'https://t.co/',
    agent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
  },
] as const;

/** One visit as a browser makes it, from one of a few hundred addresses (documentation ranges, RFC 5737). */
async function visit(session: TrimSession, alias: string, password: string | null, random: () => number): Promise<void> {
  const one = VISITORS[Math.floor(random() * VISITORS.length)]!;
  const headers: Record<string, string> = {
    'user-agent': one.agent,
    'accept-language': one.language,
    'x-sandbox-country': one.country,
    'x-forwarded-for': `198.51.100.${1 + Math.floor(random() * 254)}`,
  };
  if (one.referer) headers.referer = one.referer;
  const url = `${session.sandbox.url}/${alias}`;
  // A protected link counts once its password is given, as its visitors give it.
  const init: RequestInit =
    password === null ? { headers } : { method: 'POST', headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ password }) };
  const answer = await fetch(url, { ...init, redirect: 'manual' });
  await answer.body?.cancel();
}

/** The demo user's links, clicked day by day over the last month, each day ended by a refresh. */
export async function seedMonthOfClicks(session: TrimSession): Promise<void> {
  const { state } = session.sandbox.store;
  const demo = state.users[0]!;
  const now = Date.now();
  const links = state.links.filter((link) => link.userId === demo.id);
  const plan = planMonth(
    links.map((link) => ({ alias: link.alias, ageDays: Math.floor((now - link.date) / DAY), clicks: state.clicks.filter((click) => click.linkId === link.id).length })),
    new Date(now),
  );
  const passwords = new Map(links.map((link) => [link.alias, link.password]));
  // 31 refreshes, each one request: the store's session has room for them.
  session.sandbox.resetRateLimits();
  // A history from earlier views would end today, and a day before its last one is not recorded.
  await clearLinkIndex(session.trim, SANDBOX_INSTALLATION);
  const random = prng(7);
  for (let back = MONTH; back >= 0; back -= 1) {
    const visits = [...(plan.get(back) ?? [])].flatMap(([alias, count]) => Array.from({ length: count }, () => visit(session, alias, passwords.get(alias) ?? null, random)));
    await Promise.all(visits);
    const outcome = await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, now - back * DAY);
    if (outcome !== 'refreshed') throw new Error(`seedMonthOfClicks: the refresh ${back} days back ended ${outcome}`);
  }
}
