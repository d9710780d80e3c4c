import { z } from 'zod/mini';
import { defineLocalItem } from '@/lib/storage/item';
import { recordTotal } from './series';
import { clickSeriesSchema, EMPTY_HISTORY, EMPTY_INDEX, HISTORY_VERSION, indexedLinkSchema, type ClickHistory, type ClickSeries, type IndexedLink, type LinkIndex } from './schema';

// Both items are read entry by entry: a corrupt link or series is dropped, never the rest.

export const linkIndexKey = (installation: string) => `linkIndex:${installation}`;
export const clickHistoryKey = (installation: string) => `clickHistory:${installation}`;

export const linkIndexItem = (installation: string) => defineLocalItem<unknown>(linkIndexKey(installation), null);
export const clickHistoryItem = (installation: string) => defineLocalItem<unknown>(clickHistoryKey(installation), null);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const finite = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

const coverageSchema = z.object({ kept: z.number(), total: z.number() });
const failureSchema = z.object({ title: z.string(), hint: z.string(), at: z.number() });

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
  const failure = failureSchema.safeParse(value['failure']);
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
const legacySnapshotsSchema = z.array(z.tuple([z.int(), z.int()]));

function migrateSnapshots(snapshots: Record<string, unknown>): Record<string, ClickSeries> {
  const series: Record<string, ClickSeries> = {};
  for (const [id, entry] of Object.entries(snapshots)) {
    const parsed = legacySnapshotsSchema.safeParse(entry);
    if (!parsed.success || !LINK_ID.test(id)) continue;
    let kept: ClickSeries | undefined;
    for (const [day, total] of [...parsed.data].sort((a, b) => a[0] - b[0])) kept = recordTotal(kept, day, total);
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

export async function readLinkIndex(installation: string, source: string): Promise<LinkIndex> {
  const index = parseLinkIndex(await linkIndexItem(installation).getValue());
  return index.source === source ? index : { ...EMPTY_INDEX, source };
}

export async function readClickHistory(installation: string, source: string): Promise<ClickHistory> {
  const history = parseClickHistory(await clickHistoryItem(installation).getValue());
  return history.source === source ? history : { ...EMPTY_HISTORY, source };
}

/**
 * A change Trim itself made (a shorten, an edit, a deletion), applied to the index at once so
 * search and the address bar show it with no request. An index of another connection (a
 * changed address or key) is dropped: the next refresh fills this one.
 */
export async function changeIndex(installation: string, source: string, change: (links: IndexedLink[]) => IndexedLink[]): Promise<void> {
  const index = await readLinkIndex(installation, source);
  await linkIndexItem(installation).setValue({ ...index, links: change(index.links) });
}

export const addToIndex = (installation: string, source: string, link: IndexedLink) =>
  changeIndex(installation, source, (links) => [link, ...links.filter((other) => other.id !== link.id)]);

export const updateInIndex = (installation: string, source: string, id: number, patch: Partial<Omit<IndexedLink, 'id'>>) =>
  changeIndex(installation, source, (links) => links.map((link) => (link.id === id ? { ...link, ...patch } : link)));

export const removeFromIndex = (installation: string, source: string, id: number) => changeIndex(installation, source, (links) => links.filter((link) => link.id !== id));
