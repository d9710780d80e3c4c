import { REFERENCE_KINDS, type Account, type ReferenceData, type ReferenceKind } from './data';
import type { Refusal } from '@/lib/api/errors';

// Changes to one installation's cached lists: what a fetch (./fetch-lists.ts) and what other
// requests' findings (recordAreas in ./cache.ts) write. Apart from the cache's reads, which every
// page needs at its start.

export function oldest(byKind: ReferenceData['fetchedAtByKind']): number {
  return Math.min(...REFERENCE_KINDS.map((kind) => byKind[kind] ?? 0));
}

export function assign(data: ReferenceData, kind: ReferenceKind, value: Account | unknown[] | null): void {
  (data as unknown as Record<ReferenceKind, unknown>)[kind] = value;
}

export function copyOf(data: ReferenceData): ReferenceData {
  return { ...data, fetchedAtByKind: { ...data.fetchedAtByKind }, unavailable: [...data.unavailable], refusedBy: { ...data.refusedBy } };
}

/** Empty and fetched: a closed kind is not asked again until it expires or is refreshed. */
export function close(data: ReferenceData, kind: ReferenceKind, refusal: Refusal, at: number): void {
  assign(data, kind, kind === 'account' ? null : []);
  if (!data.unavailable.includes(kind)) data.unavailable.push(kind);
  data.refusedBy = { ...data.refusedBy, [kind]: refusal };
  data.fetchedAtByKind[kind] = at;
}

export function open(data: ReferenceData, kind: ReferenceKind): void {
  data.unavailable = data.unavailable.filter((other) => other !== kind);
  if (data.refusedBy) delete data.refusedBy[kind];
}
