import { describe, expect, it } from 'vitest';
import { SETTINGS_V0 } from '@/lib/settings/examples/v0';
import { SETTINGS_V1 } from '@/lib/settings/examples/v1';
import { SETTINGS_MIGRATIONS, detectSettingsVersion, migrateSettings, v0ToV1 } from './migrations';
import { SETTINGS_VERSION, settingsSchema } from './schema';

describe('settings migrations', () => {
  it('has one step for every version up to the current one', () => {
    for (let version = 1; version <= SETTINGS_VERSION; version++) {
      expect(SETTINGS_MIGRATIONS[version], `step to v${version}`).toBeTypeOf('function');
    }
  });

  it('the frozen example of the current version parses as is', () => {
    expect(settingsSchema.safeParse(SETTINGS_V1).success).toBe(true);
  });

  describe('v0 → v1', () => {
    it('nests the connection and renames format to copyFormat, keeping the rest', () => {
      const migrated = v0ToV1(SETTINGS_V0);
      expect(migrated).toEqual({
        connection: { baseUrl: 'https://short.example', apiKey: 'k-0123456789abcdef' },
        copyFormat: 'markdown',
        theme: 'dark',
      });
      expect(settingsSchema.parse(migrated)).toEqual(settingsSchema.parse(SETTINGS_V1));
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

  it('recognises the flat v0 shape without WXT metadata, and trusts metadata when present', () => {
    expect(detectSettingsVersion(SETTINGS_V0)).toBe(0);
    expect(detectSettingsVersion(SETTINGS_V1)).toBe(1);
    expect(detectSettingsVersion({})).toBe(1);
    expect(detectSettingsVersion(null)).toBe(1);
    expect(detectSettingsVersion(SETTINGS_V1, 1)).toBe(1);
  });

  it('runs the chain from any version to the current one', () => {
    expect(settingsSchema.parse(migrateSettings(SETTINGS_V0, 0))).toEqual(settingsSchema.parse(SETTINGS_V1));
    expect(migrateSettings(SETTINGS_V1, 1)).toBe(SETTINGS_V1);
    expect(() => migrateSettings({}, 0, SETTINGS_VERSION + 1)).toThrow(/No settings migration/);
  });
});
