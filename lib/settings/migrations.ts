import { SETTINGS_VERSION } from './schema';

// Versioned migration chain for the stored settings (read-frog style): one pure function per
// step, keyed by the version it produces, each with a frozen example of its input in
// ./examples and its own test. A step takes the previous shape as `unknown` because stored data
// is never trusted; parseSettings validates the end result.
//
// Version numbers: the version is stored beside the value (`settings$: { v }`, written by every
// save). The pre-release v0 shape had no version, so it is recognised by its shape
// (detectSettingsVersion). Migration happens on read; the next save stores the current shape.

export type MigrationStep = (previous: unknown) => unknown;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/**
 * v0 (pre-release builds): a flat object `{ baseUrl, apiKey, format?, theme? }`, defaults not
 * yet configurable. v1 nests the pair under `connection` and renames `format` to `copyFormat`.
 */
export function v0ToV1(previous: unknown): unknown {
  const old = isRecord(previous) ? previous : {};
  const { baseUrl, apiKey, format, ...rest } = old;
  return {
    ...rest,
    connection: { baseUrl: stringOr(baseUrl, ''), apiKey: stringOr(apiKey, '') },
    ...(typeof format === 'string' ? { copyFormat: format } : {}),
  };
}

/** Every step, keyed by the version it produces. */
export const SETTINGS_MIGRATIONS: Readonly<Record<number, MigrationStep>> = Object.freeze({
  1: v0ToV1,
});

/** The version of a stored value: the stored `settings$.v` when present, else v0 if it has the flat shape. */
export function detectSettingsVersion(value: unknown, metaVersion?: number): number {
  if (typeof metaVersion === 'number') return metaVersion;
  const looksFlat = isRecord(value) && !('connection' in value) && ('baseUrl' in value || 'apiKey' in value);
  return looksFlat ? 0 : 1;
}

/** Runs every step from `fromVersion` up to `toVersion`, in order. */
export function migrateSettings(value: unknown, fromVersion: number, toVersion: number = SETTINGS_VERSION): unknown {
  let current = value;
  for (let version = fromVersion + 1; version <= toVersion; version++) {
    const step = SETTINGS_MIGRATIONS[version];
    if (!step) throw new Error(`No settings migration to v${version}`);
    current = step(current);
  }
  return current;
}
