import { z } from 'zod/mini';
import { isHttpUrl } from '@/lib/api/http-url';
import { isRecord } from '@/lib/api/guards';

/** Numbers that PHP servers may send as strings ("12"). */
export function toNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return value;
}

// Building blocks for the schemas. A `.check()` call at module level looks like a side effect
// to bundlers, which then keep every schema of a module a page only takes a constant from (and
// zod's code for them); these are marked free of side effects so unused schemas drop out.

/** A positive integer (ids in request bodies and queries). */
/* @__NO_SIDE_EFFECTS__ */
export function positiveInt() {
  return z.int().check(z.positive());
}

/** Text that is not empty once trimmed; the output is trimmed. */
/* @__NO_SIDE_EFFECTS__ */
export function trimmedText() {
  return z.string().check(z.trim(), z.minLength(1));
}

/** Text of at least one character, kept as typed (passwords). */
/* @__NO_SIDE_EFFECTS__ */
export function nonEmptyText() {
  return z.string().check(z.minLength(1));
}

/** Text matching `pattern`, else `message`. */
/* @__NO_SIDE_EFFECTS__ */
export function textMatching(pattern: RegExp, message: string) {
  return z.string().check(z.regex(pattern, message));
}

/** An id Trim relies on: must be present and a positive integer (string digits accepted). */
export const idSchema = z.pipe(z.transform(toNumber), positiveInt());

/** A lenient integer: digits as strings accepted, anything unusable becomes `fallback`. */
export const intOr = (fallback: number) => z.catch(z.pipe(z.transform(toNumber), z.int()), fallback);

/** A lenient integer that may legitimately be absent (null). */
export const intOrNull = z.catch(z.nullable(z.pipe(z.transform(toNumber), z.int())), null);

/** "0", 0, false, "false", "" and null are false; "1", 1, true, "true" are true. */
export function toBoolean(value: unknown): unknown {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === '' || text === '0' || text === 'false' || text === 'off' || text === 'no') return false;
    if (text === '1' || text === 'true' || text === 'on' || text === 'yes') return true;
  }
  if (value === null) return false;
  return value;
}

export const boolOr = (fallback: boolean) => z.catch(z.pipe(z.transform(toBoolean), z.boolean()), fallback);

/** Lenient text: numbers become strings, null/missing/other become "". */
export const text = z.catch(
  z.pipe(
    z.transform((value) => (typeof value === 'number' ? String(value) : value)),
    z.string(),
  ),
  '',
);

/** Text that is null when the server sends nothing (e.g. no expiry). */
export const textOrNull = z.catch(
  z.pipe(
    z.transform((value) => (value === '' || value === undefined ? null : value)),
    z.nullable(z.string()),
  ),
  null,
);

const NAME_KEYS = ['name', 'country', 'location', 'device', 'language', 'browser', 'os', 'referrer', 'domain', 'key', 'label'];
const COUNT_KEYS = ['count', 'clicks', 'value', 'total', 'visits', 'y'];
const TARGET_KEYS = ['link', 'url', 'target', 'value'];

function pick(item: Record<string, unknown>, keys: readonly string[], accept: (v: unknown) => boolean): unknown {
  for (const key of keys) if (accept(item[key])) return item[key];
  return undefined;
}

/**
 * Reduces what servers send for a name→value map — an object, an array of
 * `{name, count}`-ish pairs or `[name, value]` tuples, or PHP's `[]` — to key/value entries.
 */
function entriesOf(value: unknown, valueKeys: readonly string[], accept: (v: unknown) => boolean): [string, unknown][] {
  if (isRecord(value)) return Object.entries(value);
  if (!Array.isArray(value)) return [];
  const entries: [string, unknown][] = [];
  for (const item of value) {
    if (Array.isArray(item) && item.length === 2 && typeof item[0] === 'string') {
      entries.push([item[0], item[1]]);
    } else if (isRecord(item)) {
      const name = pick(item, NAME_KEYS, (v) => typeof v === 'string' && v !== '');
      const inner = pick(item, valueKeys, accept);
      if (typeof name === 'string' && inner !== undefined) entries.push([name, inner]);
    }
  }
  return entries;
}

function mapOf<T>(entries: [string, unknown][], convert: (v: unknown) => T | undefined): Record<string, T> {
  const kept: [string, T][] = [];
  for (const [key, raw] of entries) {
    const converted = convert(raw);
    // JSON may carry "__proto__" as a key; it never names a country or browser.
    if (converted !== undefined && key !== '__proto__') kept.push([key, converted]);
  }
  return Object.fromEntries(kept);
}

function countValue(value: unknown): number | undefined {
  const number = toNumber(value);
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

// The two maps are built whole by mapOf, which keeps only string keys and values of the wanted
// type, so no record schema checks them again (nor ships zod's record code to the popup).

/** Stats such as topCountries: always a `Record<string, number>`, empty when unusable. */
export const countMap = z.catch(
  z.transform((value) =>
    mapOf(
      entriesOf(value, COUNT_KEYS, (v) => countValue(v) !== undefined),
      countValue,
    ),
  ),
  {},
);

/** One target: a URL, or (6.x/7.6 nest them per sub-region) `{"all": URL, …}`: its `all`, else its first string. */
function targetValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) return undefined;
  if (typeof value['all'] === 'string') return value['all'];
  return Object.values(value).find((inner): inner is string => typeof inner === 'string');
}

const targetsOf = (value: unknown) =>
  mapOf(
    entriesOf(value, TARGET_KEYS, (v) => targetValue(v) !== undefined),
    targetValue,
  );

/**
 * Targeting maps such as `location` (country → URL): always a `Record<string, string>`, read from
 * the documented flat form (`{"Germany": URL}`) and the nested one real servers send (`{"germany": {"all": URL}}`).
 */
export const targetMap = z.catch(z.transform(targetsOf), {});

/** The same, but `null` (not reported: 6.x–7.6.3 always send null for `device`) stays null, apart from an empty map. */
export const targetMapOrNull = z.catch(
  z.transform((value) => (value === null || value === undefined ? null : targetsOf(value))),
  null,
);

/** A server `message`, "" when absent. */
export const messageSchema = z.object({ message: text });

/** `{ id }` answers (domain and pixel creation): the id is what Trim needs to go on. */
export const createdIdSchema = z.object({ id: idSchema });

/**
 * An absolute http(s) URL, required where Trim shows or copies it. z.url()'s rule as a
 * refinement: zod's URL format code weighs about 0.7 kB gzip in every surface that parses a link.
 */
export const httpUrlSchema = z.string().check(z.refine(isHttpUrl, 'Invalid URL'));
