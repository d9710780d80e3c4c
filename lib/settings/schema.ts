import { z } from 'zod';

// The user's settings: the zod schema is the single source of the type. Stored whole in
// storage.local (never sync: it holds the API key). Bump SETTINGS_VERSION and add a step to
// migrations.ts whenever this shape changes.
export const SETTINGS_VERSION = 1;

export const themeSchema = z.enum(['system', 'light', 'dark']);
export const copyFormatSchema = z.enum(['plain', 'markdown', 'html']);
export const linkStatusSchema = z.enum(['public', 'private']);

export const connectionSchema = z.object({
  baseUrl: z.string().default(''),
  apiKey: z.string().default(''),
});

export const shortenDefaultsSchema = z.object({
  /** Branded domain as the URL string the API expects; '' = the service's default domain. */
  domain: z.string().default(''),
  campaign: z.number().int().positive().nullable().default(null),
  channel: z.number().int().positive().nullable().default(null),
  status: linkStatusSchema.default('private'),
  /** Redirect type as the API spells it: direct, frame, splash, a splash id or overlay-<id>. */
  type: z.string().default('direct'),
});

export const settingsSchema = z.object({
  connection: connectionSchema.default({ baseUrl: '', apiKey: '' }),
  defaults: shortenDefaultsSchema.default({ domain: '', campaign: null, channel: null, status: 'private', type: 'direct' }),
  autoCopy: z.boolean().default(true),
  copyFormat: copyFormatSchema.default('plain'),
  theme: themeSchema.default('system'),
});

export type Theme = z.infer<typeof themeSchema>;
export type CopyFormat = z.infer<typeof copyFormatSchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type ShortenDefaults = z.infer<typeof shortenDefaultsSchema>;
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

/** Stored data is never trusted: anything that does not parse falls back to defaults. */
export function parseSettings(value: unknown): Settings {
  const result = settingsSchema.safeParse(value ?? {});
  return result.success ? result.data : DEFAULT_SETTINGS;
}
