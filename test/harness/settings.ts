import { DEFAULT_SETTINGS, DEFAULT_SHORTEN_DEFAULTS, type Connection, type Installation, type Settings, type ShortenDefaults } from '@/lib/settings/schema';

// Settings as the options page stores them after Save, for a test to write straight into
// storage.local: one installation by default (the sandbox), or the list a test passes.

/** The id the one installation of a configured test profile has. */
export const SANDBOX_INSTALLATION = 'sandbox';

/**
 * Any stored preference, plus the one installation's `connection` and `defaults` (an empty
 * connection stores no installation at all: Trim not set up), or a whole `installations` list.
 */
export type TestSettings = Partial<Omit<Settings, 'installations'>> & {
  connection?: Connection;
  defaults?: ShortenDefaults;
  installations?: Installation[];
};

export function testSettings(connection: Connection, patch: TestSettings = {}): { settings: Settings; settings$: { v: 2 } } {
  const { connection: chosen = connection, defaults = DEFAULT_SHORTEN_DEFAULTS, installations, ...rest } = patch;
  const configured = chosen.baseUrl !== '' || chosen.apiKey !== '';
  const one: Installation = { id: SANDBOX_INSTALLATION, name: 'Sandbox', connection: chosen, defaults };
  const list = installations ?? (configured ? [one] : []);
  return { settings: { ...DEFAULT_SETTINGS, installations: list, defaultInstallation: list[0]?.id ?? '', ...rest }, settings$: { v: 2 } };
}
