// The shape checks every layer shares where a zod schema is not worth its bytes (the worker's
// stored values, migrations, entry-by-entry reads): defined once, here in the base layer, as
// lib/api stands alone and everything else may import it.

/** A plain object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
