import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStoredSettings } from './items';
import { DEFAULT_SETTINGS, DEFAULT_SHORTEN_DEFAULTS, SETTINGS_VERSION, settingsSchema } from './schema';

// Stored settings are data Trim did not necessarily write (an older version, a sync glitch, a
// user editing storage by hand): whatever is there, reading gives valid settings, never throws,
// and a well-formed current value comes back unchanged.

const nearConnection = fc.oneof(fc.record({ baseUrl: fc.oneof(fc.webUrl(), fc.string()), apiKey: fc.string() }, { requiredKeys: [] }), fc.anything());
const nearDefaults = fc.oneof(fc.dictionary(fc.constantFrom('domain', 'campaign', 'channel', 'status', 'type'), fc.jsonValue()), fc.anything());
const nearInstallation = fc.oneof(
  fc.record({ id: fc.oneof(fc.string(), fc.anything()), name: fc.oneof(fc.string(), fc.anything()), connection: nearConnection, defaults: nearDefaults }, { requiredKeys: [] }),
  fc.anything(),
);

const nearSettings = fc.record(
  {
    connection: nearConnection,
    defaults: nearDefaults,
    installations: fc.oneof(fc.array(nearInstallation, { maxLength: 4 }), fc.anything()),
    defaultInstallation: fc.oneof(fc.string(), fc.anything()),
    autoCopy: fc.oneof(fc.boolean(), fc.anything()),
    copyFormat: fc.oneof(fc.constantFrom('plain', 'markdown', 'html'), fc.string()),
    theme: fc.oneof(fc.constantFrom('system', 'light', 'dark'), fc.string()),
    version: fc.oneof(fc.integer({ min: -1, max: SETTINGS_VERSION + 2 }), fc.anything()),
  },
  { requiredKeys: [] },
);

describe('stored settings under arbitrary data', () => {
  it('always read as valid settings', async () => {
    let kept = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.anything(), fc.jsonValue(), nearSettings), fc.option(fc.integer({ min: -1, max: 5 }), { nil: undefined }), async (raw, metaVersion) => {
        const settings = await readStoredSettings(raw, metaVersion);
        expect(settingsSchema.safeParse(settings).success).toBe(true);
        expect(new Set(settings.installations.map((one) => one.id)).size).toBe(settings.installations.length);
        if (settings.installations.length > 0) kept += 1;
      }),
      { numRuns: 500 },
    );
    // Some runs keep a stored installation: the reading is tested on data it keeps, not only on defaults.
    expect(kept).toBeGreaterThan(0);
  });

  it('a valid current value is kept as it is', async () => {
    const valid = fc
      .record({ baseUrl: fc.webUrl(), apiKey: fc.stringMatching(/^[\x21-\x7e]{0,40}$/), autoCopy: fc.boolean(), copyFormat: fc.constantFrom('plain', 'markdown', 'html' as const) })
      .map(({ baseUrl, apiKey, autoCopy, copyFormat }) => ({
        ...DEFAULT_SETTINGS,
        installations: [{ id: 'a', name: 'A', connection: { baseUrl, apiKey }, defaults: DEFAULT_SHORTEN_DEFAULTS }],
        defaultInstallation: 'a',
        autoCopy,
        copyFormat,
      }))
      .filter((s) => settingsSchema.safeParse(s).success);
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(valid, async (stored) => {
        expect(await readStoredSettings(stored, SETTINGS_VERSION)).toEqual(settingsSchema.parse(stored));
        compared += 1;
      }),
      { numRuns: 200 },
    );
    // Every run reached the comparison: the filter left values to compare.
    expect(compared).toBe(200);
  });
});
