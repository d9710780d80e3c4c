import { freshStorage } from './node-extension';
import { testConnection, TEST_INSTALLATION } from '@/lib/connection/test-utils';
import { refreshLinkIndex } from '@/lib/history/run-refresh';
import type { IndexRun } from '@/lib/history/run-fill';
import { readIndexStatus } from '@/lib/history/status';
import { linkService, type SimulatedClock } from './simulated-service';
import type { FillRun, FillTime } from './fill-time-figures';

// Issue #40 (from #35): how long the index of a 100,000-link account takes to fill, and the
// requests it takes, at the service's 30 requests a minute. Trim's own fill (lib/history/run-fill.ts,
// through refreshLinkIndex as the worker's alarm calls it) reads from a service on a simulated
// clock (each answer 200 ms of it), over WXT's fake storage.local and fake-indexeddb; when a
// stretch asks to be woken (the alarm), the clock moves to that time and the next stretch runs on
// a new connection, as after a worker's stop. Two services: one that gives any page size asked
// for, one that caps pages at 100 links. Runnable alone: `npm run bench:fill`.

export const FILL_LINKS = 100_000;
export const CAPPED_AT = 100;

export async function measureFill(links: number, cap: number | null): Promise<FillRun> {
  await freshStorage();
  const clock: SimulatedClock = { now: Date.UTC(2026, 11, 1) };
  const service = linkService(clock, links, cap === null ? {} : { cap });
  let wakeAt: number | null;
  const run: IndexRun = { wake: async (until) => void (wakeAt = until), stillThere: async () => true, now: () => clock.now };
  const started = { clock: clock.now, real: performance.now() };
  let stretches = 0;
  for (;;) {
    const { connection } = testConnection(service.respond);
    stretches += 1;
    wakeAt = null;
    await refreshLinkIndex(connection, run);
    const status = await readIndexStatus(TEST_INSTALLATION, connection.source);
    if (status.whole) {
      if (status.count !== links) throw new Error(`the fill ended with ${status.count} of ${links} links`);
      break;
    }
    if (wakeAt === null || stretches > 2 * links) throw new Error(`the fill stopped at ${status.fill?.read ?? 0} of ${links} links and asked to be woken at no time`);
    clock.now = Math.max(clock.now, wakeAt);
  }
  return {
    links,
    cap,
    requests: service.requests,
    minutes: Math.round(((clock.now - started.clock) / 60_000) * 10) / 10,
    stretches,
    runMs: Math.round(performance.now() - started.real),
  };
}

export async function measureFillTime(links = FILL_LINKS): Promise<FillTime> {
  return { anySize: await measureFill(links, null), capped: await measureFill(links, CAPPED_AT) };
}
