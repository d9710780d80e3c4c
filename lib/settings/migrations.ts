import { t } from '@/lib/i18n/messages';
import type { MigrationSteps } from '@/lib/storage/migrate';
import { isRecord } from '@/lib/api/guards';

// The stored settings' steps (lib/storage/migrate.ts), each with a frozen example of its input
// in ./examples and its own test. The version is stored beside the value (`settings$: { v }`,
// written by every save), and each shape is recognised by itself (detectSettingsVersion,
// stored.ts). Migration happens on read, and the worker writes it back once on an update.
// Pages load this module only when stored data is older than the current shape, which keeps it
// out of the popup's start-up JS. It imports no zod: the worker bundles what it loads with
// import() behind lazy-init wrappers, and every module under one (zod's among them) pays for it.

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
export const SETTINGS_MIGRATIONS: MigrationSteps = Object.freeze({
  1: v0ToV1,
  2: v1ToV2,
});

/**
 * Keys older versions kept and the current one no longer reads, removed on an update: v1 held
 * its one connection's lists and meter under `reference` and `rateLimit`; v2 keeps them per
 * installation.
 */
export const RETIRED_KEYS = Object.freeze(['reference', 'rateLimit'] as const);
