import { isRecord } from '@/lib/api/guards';
import { EMPTY_UTM, UTM_FIELDS, type UtmTemplate, type UtmValues } from './template';

// Templates follow the user one per storage.sync item, each stamped with when it last changed,
// and a deletion is a record of its own (a tombstone) that travels like an edit. Any two copies
// of the set (this browser's, what sync brought, an older version's) merge record by record: the
// later change of each template wins, so no save of one browser undoes what another made.
// Checked by hand, without zod: the worker reads a default template through this module.

/** Where a template is kept in storage.sync: `utmt:<id>`. */
export const SYNC_PREFIX = 'utmt:';
export const syncKeyOf = (id: string): string => `${SYNC_PREFIX}${id}`;

/** A template with when it last changed (ms), or the mark that the user deleted it then. */
export type TemplateRecord = ({ gone?: false } & UtmTemplate & { at: number }) | { id: string; at: number; gone: true };

function valuesOf(raw: unknown): UtmValues {
  const values: UtmValues = { ...EMPTY_UTM };
  if (isRecord(raw)) for (const field of UTM_FIELDS) if (typeof raw[field] === 'string') values[field] = raw[field];
  return values;
}

/** A stored record read leniently: `at` defaults to `at` given (an older shape's one stamp); null when it is no template. */
export function readRecord(id: unknown, raw: unknown, at = 0): TemplateRecord | null {
  if (typeof id !== 'string' || id === '' || !isRecord(raw)) return null;
  const stamp = typeof raw['at'] === 'number' && Number.isFinite(raw['at']) ? raw['at'] : at;
  if (raw['gone'] === true) return { id, at: stamp, gone: true };
  if (typeof raw['name'] !== 'string' || raw['name'] === '') return null;
  return { id, name: raw['name'], values: valuesOf(raw['values']), at: stamp };
}

/** The record as storage.sync holds it under its key. */
export function syncValueOf(record: TemplateRecord): Record<string, unknown> {
  return record.gone ? { at: record.at, gone: true } : { name: record.name, values: record.values, at: record.at };
}

/** Of two records of one template, the later change; at the same instant a deletion wins, then the one that sorts first. */
export function later(a: TemplateRecord, b: TemplateRecord): TemplateRecord {
  if (a.at !== b.at) return a.at > b.at ? a : b;
  if (Boolean(a.gone) !== Boolean(b.gone)) return a.gone ? a : b;
  return JSON.stringify(a) <= JSON.stringify(b) ? a : b;
}

/** Every template any copy has, each as its latest record, in the order first seen. */
export function mergeRecords(...copies: readonly (readonly TemplateRecord[])[]): TemplateRecord[] {
  const merged = new Map<string, TemplateRecord>();
  for (const copy of copies) {
    for (const record of copy) {
      const known = merged.get(record.id);
      merged.set(record.id, known ? later(known, record) : record);
    }
  }
  return [...merged.values()];
}

/** The templates a set of records shows (deleted ones left out). */
export const liveTemplates = (records: readonly TemplateRecord[]): UtmTemplate[] =>
  records.flatMap((record) => (record.gone ? [] : [{ id: record.id, name: record.name, values: record.values }]));

/**
 * The records after the user's change from `before` to `after`: a template added or changed is
 * stamped `now` (later than its last change, whatever the clocks say); one no longer there is
 * marked deleted. Templates the change did not touch keep their records as they were.
 */
export function recordChange(records: readonly TemplateRecord[], after: readonly UtmTemplate[], now: number): TemplateRecord[] {
  const byId = new Map(records.map((record) => [record.id, record]));
  const stamp = (id: string) => Math.max(now, (byId.get(id)?.at ?? 0) + 1);
  const next = new Map(records.map((record) => [record.id, record]));
  const kept = new Set<string>();
  for (const template of after) {
    kept.add(template.id);
    const known = byId.get(template.id);
    const same = known && !known.gone && known.name === template.name && JSON.stringify(known.values) === JSON.stringify(valuesOf(template.values));
    if (!same) next.set(template.id, { id: template.id, name: template.name, values: valuesOf(template.values), at: stamp(template.id) });
  }
  for (const record of records) if (!record.gone && !kept.has(record.id)) next.set(record.id, { id: record.id, at: stamp(record.id), gone: true });
  // The order the user sees: the change's own, deleted records after.
  return [...after.map((template) => next.get(template.id)!), ...[...next.values()].filter((record) => record.gone)];
}

/** The records stored under `utmt:` keys of a storage.sync area read whole. */
export function syncedRecords(area: Record<string, unknown>): TemplateRecord[] {
  return Object.entries(area).flatMap(([key, value]) => {
    if (!key.startsWith(SYNC_PREFIX)) return [];
    const record = readRecord(key.slice(SYNC_PREFIX.length), value);
    return record ? [record] : [];
  });
}
