import { t } from '@/lib/i18n/messages';
import { SETTINGS_VERSION } from './schema';

// Versioned migration chain for the stored settings (read-frog style): one pure function per
// step, keyed by the version it produces, each with a frozen example of its input in
// ./examples and its own test. A step takes the previous shape as `unknown` because stored data
// is never trusted; parseSettings validates the end result.
//
// Version numbers: the version is stored beside the value (`settings$: { v }`, written by every
// save), and each shape is recognised by itself (detectSettingsVersion, stored.ts). Migration
// happens on read; the next save stores the current shape. Pages load this module only when
// stored data is older than the current shape, which keeps it out of the popup's start-up JS.

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

/** The id the migrated connection keeps: fixed, so a migration gives the same result every time. */
export const FIRST_INSTALLATION_ID = 'first';

/** What an installation without a name is called: the host it lives at. */
export function nameFromBaseUrl(baseUrl: string): string {
  try {
    return new URL(baseUrl.trim()).host || t('opt_default_name');
  } catch {
    return t('opt_default_name');
  }
}

/**
 * v2 holds a list of installations, each with its own connection and defaults. The v1
 * connection and defaults become the first one, named after its host; a v1 value with no
 * address and no key had nothing set up and becomes an empty list. Every other field is kept.
 */
export function v1ToV2(previous: unknown): unknown {
  const old = isRecord(previous) ? previous : {};
  const { connection, defaults, ...rest } = old;
  const pair = isRecord(connection) ? connection : {};
  const baseUrl = stringOr(pair['baseUrl'], '');
  if (baseUrl.trim() === '' && stringOr(pair['apiKey'], '').trim() === '') return { ...rest, installations: [], defaultInstallation: '' };
  const first = { id: FIRST_INSTALLATION_ID, name: nameFromBaseUrl(baseUrl), connection, ...(defaults === undefined ? {} : { defaults }) };
  return { ...rest, installations: [first], defaultInstallation: FIRST_INSTALLATION_ID };
}

/** Every step, keyed by the version it produces. */
export const SETTINGS_MIGRATIONS: Readonly<Record<number, MigrationStep>> = Object.freeze({
  1: v0ToV1,
  2: v1ToV2,
});

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
