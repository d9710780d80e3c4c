import { clearLinkIndex, refreshIndexAt } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import type { TrimSession } from './support';

const DAY = 86_400_000;

/** A real visit to a short link (the sandbox counts it as a click). */
export async function visitShortLink(shorturl: string): Promise<void> {
  await fetch(shorturl, { redirect: 'manual', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36' } });
}

/**
 * A week of click history as daily refreshes make it: a snapshot on each day but one (a gap),
 * with real visits to the demo user's links between them, so charts and sparklines have data.
 */
export async function seedClickHistory(session: TrimSession, aliases: readonly string[]): Promise<void> {
  // Seven refreshes must not meet a window other views spent (a refresh leaves the last 5 alone).
  session.sandbox.resetRateLimits();
  // A history from earlier views would end today, and a day before its last one is not recorded.
  await clearLinkIndex(session.trim, SANDBOX_INSTALLATION);
  const visits = [3, 1, 4, 0, 5, 2, 6];
  for (let back = 6; back >= 0; back -= 1) {
    const clicks = visits[6 - back] ?? 0;
    for (const [index, alias] of aliases.entries()) {
      for (let n = 0; n < Math.max(0, clicks - index); n += 1) await visitShortLink(`${session.sandbox.url}/${alias}`);
    }
    if (back === 3) continue;
    const outcome = await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now() - back * DAY);
    if (outcome !== 'refreshed') throw new Error(`seedClickHistory: the refresh ${back} days back ended ${outcome}`);
  }
}
