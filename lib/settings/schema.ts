import { z } from 'zod/mini';
import { isRecord } from '@/lib/api/guards';

// The user's settings: the zod schema is the single source of the type. Stored whole in
// storage.local (never sync: it holds the API key). Bump SETTINGS_VERSION and add a step to
// migrations.ts whenever this shape changes.
export const SETTINGS_VERSION = 2;

export const themeSchema = z.enum(['system', 'light', 'dark']);
export const copyFormatSchema = z.enum(['plain', 'markdown', 'html']);
export const linkStatusSchema = z.enum(['public', 'private']);

export const connectionSchema = z.object({
  baseUrl: z._default(z.string(), ''),
  apiKey: z._default(z.string(), ''),
  /** Where the installation serves its API when an admin moved it; absent means `/api`. */
  apiPath: z.optional(z.string()),
});

/** How a page's address is cleaned before it is shortened (lib/clean-address). */
export const addressRuleSchema = z.object({
  dropTracking: z._default(z.boolean(), false),
  /** The user's own parameter names on top of the documented list; `name*` is a prefix. */
  extraParams: z._default(z.array(z.string()), []),
  preferCanonical: z._default(z.boolean(), false),
});

export const shortenDefaultsSchema = z.object({
  /** Branded domain as the URL string the API expects; '' = the service's default domain. */
  domain: z._default(z.string(), ''),
  campaign: z._default(z.nullable(z.int().check(z.positive())), null),
  channel: z._default(z.nullable(z.int().check(z.positive())), null),
  status: z._default(linkStatusSchema, 'private'),
  /** Redirect type as the API spells it: direct, frame, splash, a splash id or overlay-<id>. */
  type: z._default(z.string(), 'direct'),
});

/** One service and account: its own address and key, and its own defaults for new links. */
export const installationSchema = z.object({
  /** Stable and never shown: names this installation's cached lists, meter and queued links in storage. */
  id: z.string().check(z.minLength(1)),
  name: z._default(z.string(), ''),
  /**
   * The name was given by Trim (username@host, the name left blank), so it follows the account
   * when the key changes; false for a name the user typed. Absent in what older versions stored.
   */
  autoName: z.optional(z.boolean()),
  connection: z._default(connectionSchema, { baseUrl: '', apiKey: '' }),
  defaults: z._default(shortenDefaultsSchema, { domain: '', campaign: null, channel: null, status: 'private', type: 'direct' }),
});

export const settingsSchema = z.object({
  installations: z._default(z.array(installationSchema), []),
  /** The one the keyboard command, the one-click button and the first menu item use; unknown = the first. */
  defaultInstallation: z._default(z.string(), ''),
  autoCopy: z._default(z.boolean(), true),
  copyFormat: z._default(copyFormatSchema, 'plain'),
  theme: z._default(themeSchema, 'system'),
  /** The toolbar button shortens the page and copies the link instead of opening the popup. */
  oneClick: z._default(z.boolean(), false),
  address: z._default(addressRuleSchema, { dropTracking: false, extraParams: [], preferCanonical: false }),
  /**
   * "Keep click history": one alarm a day refreshes every installation's link index, so the
   * charts have a snapshot a day. Off by default: it is the one request Trim sends unasked.
   * A new field with a default needs no migration step: older values read it as off.
   */
  clickHistory: z._default(z.boolean(), false),
});

export type Theme = z.infer<typeof themeSchema>;
export type CopyFormat = z.infer<typeof copyFormatSchema>;
export type Connection = z.infer<typeof connectionSchema>;
export type ShortenDefaults = z.infer<typeof shortenDefaultsSchema>;
export type Installation = z.infer<typeof installationSchema>;
export type AddressRule = z.infer<typeof addressRuleSchema>;
export type Settings = z.infer<typeof settingsSchema>;

export const DEFAULT_SETTINGS: Settings = settingsSchema.parse({});

export const DEFAULT_SHORTEN_DEFAULTS: ShortenDefaults = shortenDefaultsSchema.parse({});

/**
 * Stored data is never trusted, yet one bad field must not cost the others (an API key above
 * all): a field that does not parse falls back to its default alone, also inside `connection`,
 * `defaults` and `address`. Installations are read one by one: a corrupt one (no id) is
 * dropped, one with a bad field keeps the rest, and none costs another its key.
 */
export function parseSettings(value: unknown): Settings {
  const stored = isRecord(value) ? value : {};
  const whole = settingsSchema.safeParse(stored);
  const base = whole.success ? whole.data : (salvage(settingsSchema, stored, DEFAULT_SETTINGS) as Settings);
  return { ...base, installations: parseInstallations(stored['installations']) };
}

const INSTALLATION_FALLBACK: Omit<Installation, 'id'> = { name: '', connection: { baseUrl: '', apiKey: '' }, defaults: DEFAULT_SHORTEN_DEFAULTS };

function parseInstallations(value: unknown): Installation[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.flatMap((entry: unknown) => {
    const whole = installationSchema.safeParse(entry);
    const parsed = whole.success ? whole : installationSchema.safeParse(salvage(installationSchema, entry, INSTALLATION_FALLBACK));
    if (!parsed.success || seen.has(parsed.data.id)) return [];
    seen.add(parsed.data.id);
    return [parsed.data];
  });
}

type AnyObjectSchema = z.ZodMiniObject<Record<string, z.ZodMiniType>>;

/** A defaulted object field's own object schema, to salvage inside it too. */
function objectInside(schema: z.ZodMiniType): AnyObjectSchema | null {
  const inner = (schema as { def?: { type?: string; innerType?: z.ZodMiniType } }).def;
  const candidate = inner?.type === 'default' ? inner.innerType : schema;
  return (candidate as { def?: { type?: string } } | undefined)?.def?.type === 'object' ? (candidate as AnyObjectSchema) : null;
}

function salvage(schema: AnyObjectSchema, value: unknown, fallback: Record<string, unknown>): Record<string, unknown> {
  const stored = isRecord(value) ? value : {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.def.shape)) {
    const parsed = field.safeParse(stored[key]);
    const nested = parsed.success ? null : objectInside(field);
    const kept = parsed.success ? parsed.data : nested ? salvage(nested, stored[key], (fallback[key] ?? {}) as Record<string, unknown>) : fallback[key];
    if (kept !== undefined) out[key] = kept;
  }
  return out;
}
