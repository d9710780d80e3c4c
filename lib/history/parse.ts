import { z } from 'zod/mini';
import { recordTotal } from './series';
import {
  clickSeriesSchema,
  EMPTY_HISTORY,
  EMPTY_INDEX,
  HISTORY_VERSION,
  indexedLinkSchema,
  indexFailureSchema,
  type ClickHistory,
  type ClickSeries,
  type LinkIndex,
} from './schema';
import { isRecord } from '@/lib/api/guards';

// Both items are read entry by entry: a corrupt link or series is dropped, never the rest.

const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const coverageSchema = z.object({ kept: z.number(), total: z.number() });

export function parseLinkIndex(value: unknown): LinkIndex {
  if (!isRecord(value)) return EMPTY_INDEX;
  const seen = new Set<number>();
  const links = (Array.isArray(value['links']) ? value['links'] : []).flatMap((entry: unknown) => {
    const parsed = indexedLinkSchema.safeParse(entry);
    if (!parsed.success || seen.has(parsed.data.id)) return [];
    seen.add(parsed.data.id);
    return [parsed.data];
  });
  const coverage = coverageSchema.safeParse(value['coverage']);
  const failure = indexFailureSchema.safeParse(value['failure']);
  return {
    source: typeof value['source'] === 'string' ? value['source'] : '',
    links,
    refreshedAt: finite(value['refreshedAt']),
    coverage: coverage.success ? coverage.data : null,
    failure: failure.success ? failure.data : null,
  };
}

const LINK_ID = /^\d+$/;

/** The first shape kept plain snapshots, `[day, total]` pairs per link id. */
// An array of arrays rather than z.tuple: the popup bundles zod's code once for every page of
// its build, and tuples would be new code there.
const legacySnapshotsSchema = z.array(z.array(z.int()));

function migrateSnapshots(snapshots: Record<string, unknown>): Record<string, ClickSeries> {
  const series: Record<string, ClickSeries> = {};
  for (const [id, entry] of Object.entries(snapshots)) {
    const parsed = legacySnapshotsSchema.safeParse(entry);
    if (!parsed.success || !LINK_ID.test(id)) continue;
    let kept: ClickSeries | undefined;
    const pairs = parsed.data.filter((pair): pair is [number, number] => pair.length === 2);
    for (const [day, total] of pairs.sort((a, b) => a[0] - b[0])) kept = recordTotal(kept, day, total);
    if (kept) series[id] = kept;
  }
  return series;
}

export function parseClickHistory(value: unknown): ClickHistory {
  if (!isRecord(value)) return EMPTY_HISTORY;
  const source = typeof value['source'] === 'string' ? value['source'] : '';
  if (value['version'] === 1 && isRecord(value['snapshots'])) return { version: HISTORY_VERSION, source, series: migrateSnapshots(value['snapshots']) };
  if (value['version'] !== HISTORY_VERSION || !isRecord(value['series'])) return EMPTY_HISTORY;
  const series: Record<string, ClickSeries> = {};
  for (const [id, entry] of Object.entries(value['series'])) {
    const parsed = clickSeriesSchema.safeParse(entry);
    if (parsed.success && LINK_ID.test(id)) series[id] = parsed.data;
  }
  return { version: HISTORY_VERSION, source, series };
}
