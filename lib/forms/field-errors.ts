import type { z } from 'zod/mini';

/** Messages keyed by field path (`alias`, `geo.0.link`); one message per field, the first found. */
export type FieldErrors = Record<string, string>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export function fieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The DOM id of a field's input, derived from its path so an error can focus it. */
export function fieldId(form: string, path: string): string {
  return `${form}-${path.replace(/[^a-z0-9]+/gi, '-')}`;
}

/**
 * The errors still to show once the user changed a field: those shown whose field the check
 * still refuses (with its current words). A corrected field loses its error at once; a field
 * not yet complained about is not complained about before the next submit.
 */
export function stillRefused(shown: FieldErrors, now: FieldErrors): FieldErrors {
  const kept: FieldErrors = {};
  for (const key of Object.keys(shown)) if (now[key] !== undefined) kept[key] = now[key];
  return Object.keys(kept).length === Object.keys(shown).length && Object.keys(kept).every((key) => kept[key] === shown[key]) ? shown : kept;
}
