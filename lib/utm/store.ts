import { browser, type Browser } from 'wxt/browser';
import { withLock } from '@/lib/storage/lock';
import { isRecord } from '@/lib/api/guards';
import type { LocalItem } from '@/lib/storage/item';
import { liveTemplates, mergeRecords, readRecord, recordChange, SYNC_PREFIX, syncedRecords, type TemplateRecord } from './records';
import { planSync, type NotSynced } from './sync-plan';
import type { UtmTemplates } from './template';

// The user's templates: each in its own storage.sync item (records.ts), and the whole set in
// storage.local too, where what does not fit sync's quotas stays and says why. A read merges both
// copies (and the one sync item of earlier versions, while it is there), so a template made in
// another browser shows at once and nothing one browser saves hides another's. Only the change a
// save makes is written: an added or edited template, or a deletion as a record of its own. Each
// installation's default template belongs to this browser's installations and stays here.

const KEY = 'utmTemplates';
/** Where earlier versions kept every template in one item (8 kB): merged while there, removed by the next write. */
const OLD_SYNC_KEY = 'utmTemplates';

export type { NotSynced } from './sync-plan';

const REASONS: readonly NotSynced[] = ['too-big', 'full', 'unavailable'];

interface Kept {
  records: TemplateRecord[];
  defaults: Record<string, string>;
  notSynced: Record<string, NotSynced>;
}

/** A stored set, of this shape or an earlier one (`{templates, defaults, savedAt}`: one stamp for all). */
function readKept(raw: unknown): Kept {
  const value = isRecord(raw) ? raw : {};
  const stamp = typeof value['savedAt'] === 'number' ? value['savedAt'] : 0;
  const templates = Array.isArray(value['templates']) ? value['templates'] : [];
  const live = templates.flatMap((entry) => {
    const record = isRecord(entry) ? readRecord(entry['id'], entry, stamp) : null;
    return record && !record.gone ? [record] : [];
  });
  const gone = Object.entries(isRecord(value['gone']) ? value['gone'] : {}).flatMap(([id, at]): TemplateRecord[] => (typeof at === 'number' ? [{ id, at, gone: true }] : []));
  const strings = (entry: unknown, allowed?: readonly string[]) =>
    Object.fromEntries(Object.entries(isRecord(entry) ? entry : {}).filter(([, chosen]) => typeof chosen === 'string' && (!allowed || allowed.includes(chosen))));
  return {
    records: mergeRecords(live, gone),
    defaults: strings(value['defaults']) as Record<string, string>,
    notSynced: strings(value['notSynced'], REASONS) as Record<string, NotSynced>,
  };
}

function keptValue(records: readonly TemplateRecord[], defaults: Record<string, string>, notSynced: Record<string, NotSynced>) {
  return {
    templates: records.flatMap((record) => (record.gone ? [] : [record])),
    gone: Object.fromEntries(records.flatMap((record) => (record.gone ? [[record.id, record.at]] : []))),
    defaults,
    notSynced,
  };
}

interface Read {
  records: TemplateRecord[];
  defaults: Record<string, string>;
  /** What the last write could not sync, and why. */
  notSynced: Record<string, NotSynced>;
  /** storage.sync read whole; null when it cannot be read (signed out of sync, no such area). */
  area: Record<string, unknown> | null;
  local: unknown;
}

async function readAll(local?: unknown): Promise<Read> {
  const [stored, area] = await Promise.all([
    local === undefined ? browser.storage.local.get(KEY).then((all) => all[KEY]) : Promise.resolve(local),
    browser.storage.sync.get(null).catch(() => null),
  ]);
  const kept = readKept(stored);
  const old = area && isRecord(area[OLD_SYNC_KEY]) ? readKept(area[OLD_SYNC_KEY]) : null;
  return {
    records: mergeRecords(kept.records, old?.records ?? [], area ? syncedRecords(area) : []),
    defaults: { ...old?.defaults, ...kept.defaults },
    notSynced: kept.notSynced,
    area,
    local: stored,
  };
}

const viewOf = ({ records, defaults }: Pick<Read, 'records' | 'defaults'>): UtmTemplates => ({ templates: liveTemplates(records), defaults });

/** Brings storage.sync up to `records` (what fits) and keeps the whole set here; each write only when it changes something. */
async function settle(read: Read, records: TemplateRecord[], defaults: Record<string, string>): Promise<void> {
  let notSynced: Record<string, NotSynced>;
  if (read.area) {
    const { [OLD_SYNC_KEY]: old, ...area } = read.area;
    const plan = planSync(records, area);
    notSynced = plan.notSynced;
    try {
      if (Object.keys(plan.set).length > 0) await browser.storage.sync.set(plan.set);
      if (old !== undefined) await browser.storage.sync.remove(OLD_SYNC_KEY);
    } catch (error) {
      const why: NotSynced = /quota/i.test(String(error)) ? 'full' : 'unavailable';
      for (const key of Object.keys(plan.set)) notSynced[key.slice(SYNC_PREFIX.length)] = why;
    }
  } else {
    notSynced = Object.fromEntries(liveTemplates(records).map((template): [string, NotSynced] => [template.id, 'unavailable']));
  }
  const kept = keptValue(records, defaults, notSynced);
  if (JSON.stringify(kept) !== JSON.stringify(read.local)) await browser.storage.local.set({ [KEY]: kept });
}

function update(change: (current: UtmTemplates) => UtmTemplates): Promise<UtmTemplates> {
  return withLock(KEY, async () => {
    const read = await readAll();
    const current = viewOf(read);
    const next = change(current);
    const changed = JSON.stringify(next.templates) !== JSON.stringify(current.templates);
    await settle(read, changed ? recordChange(read.records, next.templates, Date.now()) : read.records, next.defaults);
    return next;
  });
}

/**
 * The templates this browser keeps but storage.sync does not, and why (too big for one item,
 * sync full, sync unavailable). A template not synced yet for another reason (sync was cleared)
 * is not listed: the next save, or syncTemplates(), sends it.
 */
export async function templatesKeptHere(): Promise<Record<string, NotSynced>> {
  const read = await readAll();
  const live = liveTemplates(read.records);
  if (!read.area) return Object.fromEntries(live.map((template): [string, NotSynced] => [template.id, 'unavailable']));
  return Object.fromEntries(live.flatMap((template): [string, NotSynced][] => (read.notSynced[template.id] ? [[template.id, read.notSynced[template.id]!]] : [])));
}

/** Writes what waits: this browser's templates sync lacks, and the set of an earlier version in its new shape (once). */
export const syncTemplates = (): Promise<unknown> => update((current) => current);

/** The user's UTM templates and each installation's default. */
export const utmTemplatesItem: LocalItem<UtmTemplates> = {
  key: KEY,
  getValue: async () => viewOf(await readAll()),
  fromStorage: async ({ value }) => viewOf(await readAll(value ?? null)),
  setValue: async (value) => {
    await update(() => value);
  },
  removeValue: async () => {
    await withLock(KEY, async () => {
      await browser.storage.local.remove(KEY);
      const area = await browser.storage.sync.get(null).catch(() => ({}));
      await browser.storage.sync.remove(Object.keys(area).filter((key) => key === OLD_SYNC_KEY || key.startsWith(SYNC_PREFIX))).catch(() => undefined);
    });
  },
  update,
  watch(callback) {
    // A save changes both areas: the callback hears the merged set once, in turn.
    let latest: Promise<unknown> = Promise.resolve();
    let told = '';
    const listener = (changes: Record<string, Browser.storage.StorageChange>, areaName: string) => {
      const keys = Object.keys(changes);
      const ours = areaName === 'local' ? keys.includes(KEY) : areaName === 'sync' && keys.some((key) => key === OLD_SYNC_KEY || key.startsWith(SYNC_PREFIX));
      if (!ours) return;
      latest = latest
        .then(async () => {
          const value = viewOf(await readAll());
          const text = JSON.stringify(value);
          if (text !== told) callback(value);
          told = text;
        })
        .catch(() => undefined);
    };
    browser.storage.onChanged.addListener(listener);
    return () => browser.storage.onChanged.removeListener(listener);
  },
};
