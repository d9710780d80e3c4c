import { describe, expect, it } from 'vitest';
import { SETTINGS_V0 } from '@/lib/settings/examples/v0';
import { SETTINGS_V1 } from '@/lib/settings/examples/v1';
import { SETTINGS_V2 } from '@/lib/settings/examples/v2';
import { runMigrations } from '@/lib/storage/migrate';
import { FIRST_INSTALLATION_ID, SETTINGS_MIGRATIONS, nameFromBaseUrl, v0ToV1, v1ToV2 } from './migrations';
import { detectSettingsVersion } from './stored';
import { DEFAULT_SHORTEN_DEFAULTS, SETTINGS_VERSION, parseSettings, settingsSchema } from './schema';

/** Every step from `fromVersion` up to `toVersion`, in order, as the settings item runs them. */
const migrateSettings = (value: unknown, fromVersion: number, toVersion: number = SETTINGS_VERSION) => runMigrations(value, SETTINGS_MIGRATIONS, fromVersion, toVersion);

describe('settings migrations', () => {
  it('has one step for every version up to the current one', () => {
    for (let version = 1; version <= SETTINGS_VERSION; version++) {
      expect(SETTINGS_MIGRATIONS[version], `step to v${version}`).toBeTypeOf('function');
    }
  });

  it('the frozen example of the current version parses as is', () => {
    expect(settingsSchema.safeParse(SETTINGS_V2).success).toBe(true);
    expect(parseSettings(SETTINGS_V2)).toEqual(settingsSchema.parse(SETTINGS_V2));
  });

  describe('v0 → v1', () => {
    it('nests the connection and renames format to copyFormat, keeping the rest', () => {
      const migrated = v0ToV1(SETTINGS_V0);
      expect(migrated).toEqual({
        connection: { baseUrl: 'https://short.example', apiKey: 'k-0123456789abcdef' },
        copyFormat: 'markdown',
        theme: 'dark',
      });
      expect(parseSettings(v1ToV2(migrated))).toEqual(parseSettings(v1ToV2(SETTINGS_V1)));
    });

    it('turns missing or non-string fields into empty ones instead of failing', () => {
      expect(v0ToV1({ baseUrl: 42 })).toEqual({ connection: { baseUrl: '', apiKey: '' } });
      expect(v0ToV1(null)).toEqual({ connection: { baseUrl: '', apiKey: '' } });
    });

    it('does not mutate the stored value', () => {
      v0ToV1(SETTINGS_V0);
      expect(SETTINGS_V0).toEqual({ baseUrl: 'https://short.example', apiKey: 'k-0123456789abcdef', format: 'markdown', theme: 'dark' });
    });
  });

  describe('v1 → v2', () => {
    it('makes the connection and its defaults the first installation, named after its host, and the default one', () => {
      expect(v1ToV2(SETTINGS_V1)).toEqual({
        installations: [{ id: FIRST_INSTALLATION_ID, name: 'short.example', connection: SETTINGS_V1.connection, defaults: SETTINGS_V1.defaults }],
        defaultInstallation: FIRST_INSTALLATION_ID,
        autoCopy: true,
        copyFormat: 'markdown',
        theme: 'dark',
      });
      const settings = parseSettings(v1ToV2(SETTINGS_V1));
      expect(settings.installations[0]?.connection.apiKey).toBe('k-0123456789abcdef');
      expect(settings.theme).toBe('dark');
    });

    it('keeps an API path, and a key whose defaults are corrupt', () => {
      const settings = parseSettings(v1ToV2({ connection: { baseUrl: 'https://s.test/', apiKey: 'K', apiPath: '/v2' }, defaults: 'oops' }));
      expect(settings.installations).toEqual([
        { id: 'first', name: 's.test', connection: { baseUrl: 'https://s.test/', apiKey: 'K', apiPath: '/v2' }, defaults: DEFAULT_SHORTEN_DEFAULTS },
      ]);
    });

    it('gives an empty list when nothing was set up', () => {
      expect(v1ToV2({ connection: { baseUrl: '', apiKey: ' ' }, theme: 'light' })).toEqual({ installations: [], defaultInstallation: '', theme: 'light' });
      expect(v1ToV2(null)).toEqual({ installations: [], defaultInstallation: '' });
    });

    it('keeps a key whose address does not parse, under a readable name', () => {
      expect(parseSettings(v1ToV2({ connection: { baseUrl: 'not a url', apiKey: 'K' } })).installations[0]).toMatchObject({ name: 'My link service', connection: { apiKey: 'K' } });
      expect(nameFromBaseUrl('http://localhost:8080/short')).toBe('localhost:8080');
    });

    it('does not mutate the stored value', () => {
      const before = JSON.stringify(SETTINGS_V1);
      v1ToV2(SETTINGS_V1);
      expect(JSON.stringify(SETTINGS_V1)).toBe(before);
    });
  });

  it('reads the version from the shape, and the stored version only when the shape says nothing', () => {
    expect(detectSettingsVersion(SETTINGS_V0)).toBe(0);
    expect(detectSettingsVersion(SETTINGS_V1)).toBe(1);
    expect(detectSettingsVersion(SETTINGS_V2)).toBe(2);
    expect(detectSettingsVersion(SETTINGS_V1, 2)).toBe(1);
    expect(detectSettingsVersion({})).toBe(SETTINGS_VERSION);
    expect(detectSettingsVersion({}, 1)).toBe(1);
    expect(detectSettingsVersion(null)).toBe(SETTINGS_VERSION);
  });

  it('runs the chain from any version to the current one', () => {
    expect(parseSettings(migrateSettings(SETTINGS_V0, 0))).toEqual(parseSettings(migrateSettings(SETTINGS_V1, 1)));
    expect(migrateSettings(SETTINGS_V2, 2)).toBe(SETTINGS_V2);
    expect(parseSettings(migrateSettings(SETTINGS_V1, 1)).installations).toHaveLength(1);
    expect(() => migrateSettings({}, 0, SETTINGS_VERSION + 1)).toThrow(/No migration to v3/);
  });
});
