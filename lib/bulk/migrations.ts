import type { MigrationSteps } from '@/lib/storage/migrate';

// The stored batch's steps (lib/storage/migrate.ts), each with a frozen example of its input in
// ./examples and its own test. Loaded only when `bulk` holds an older shape.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * v1 stored the batch whole, each line's progress (state, short URL, error, request mark) on the
 * line. v2 keeps each line's progress under keys of 50 lines each (lib/bulk/batch.ts); a step
 * cannot write those, so it keeps the progress on the line's base (`progress`), which the batch
 * reads until the first write moves it. Nothing is dropped: a line sent or made stays so.
 */
export function v1ToV2(previous: unknown): unknown {
  if (!isRecord(previous) || !Array.isArray(previous.lines)) return previous;
  const lines = previous.lines.map((entry: unknown) => {
    if (!isRecord(entry)) return entry;
    const { line, url, alias, campaign, channel, ...progress } = entry;
    return { line, url, alias, campaign, channel, progress };
  });
  return { ...previous, lines };
}

export const BATCH_MIGRATIONS: MigrationSteps = { 2: v1ToV2 };
