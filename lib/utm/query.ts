import { EMPTY_UTM, UTM_FIELDS, utmParam, type UtmField, type UtmValues } from './template';

// The UTM fields are a view of the long URL's query string. Only the pairs whose value changes
// are rewritten: everything else (other parameters, their order and encoding, the fragment, the
// address as typed) stays byte for byte, so a field edit never surprises the user elsewhere.

interface Parts {
  head: string;
  pairs: string[];
  fragment: string;
}

function parses(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

function split(url: string): Parts {
  const hash = url.indexOf('#');
  const beforeHash = hash === -1 ? url : url.slice(0, hash);
  const fragment = hash === -1 ? '' : url.slice(hash);
  const mark = beforeHash.indexOf('?');
  if (mark === -1) return { head: beforeHash, pairs: [], fragment };
  const query = beforeHash.slice(mark + 1);
  return { head: beforeHash.slice(0, mark), pairs: query === '' ? [] : query.split('&'), fragment };
}

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

const nameOf = (pair: string) => decode(pair.split('=')[0] ?? '').toLowerCase();
const valueOf = (pair: string) => {
  const equals = pair.indexOf('=');
  return equals === -1 ? '' : decode(pair.slice(equals + 1));
};

function fieldOf(pair: string): UtmField | undefined {
  const name = nameOf(pair);
  return UTM_FIELDS.find((field) => utmParam(field) === name);
}

/** The five UTM values a long URL carries (the first of a repeated name); empty when it does not parse. */
export function readUtm(url: string): UtmValues {
  if (!parses(url)) return EMPTY_UTM;
  const values: UtmValues = { ...EMPTY_UTM };
  const seen = new Set<UtmField>();
  for (const pair of split(url).pairs) {
    const field = fieldOf(pair);
    if (field === undefined || seen.has(field)) continue;
    seen.add(field);
    values[field] = valueOf(pair);
  }
  return values;
}

/**
 * The long URL carrying `values`: a changed value replaces its parameter where it stands, an
 * empty one removes it, a new one is added at the end of the query. A URL that does not parse is
 * returned as typed.
 */
export function writeUtm(url: string, values: Partial<UtmValues>): string {
  if (!parses(url)) return url;
  const current = readUtm(url);
  const changed = UTM_FIELDS.filter((field) => values[field] !== undefined && values[field] !== current[field]);
  if (changed.length === 0) return url;
  const { head, pairs, fragment } = split(url);
  const pair = (field: UtmField) => `${utmParam(field)}=${encodeURIComponent(values[field] ?? '')}`;
  const placed = new Set<UtmField>();
  const kept = pairs.flatMap((raw) => {
    const field = fieldOf(raw);
    if (field === undefined || !changed.includes(field)) return [raw];
    // A repeated name would contradict the field: only its first place keeps it.
    if (placed.has(field) || values[field] === '') return [];
    placed.add(field);
    return [pair(field)];
  });
  const added = changed.filter((field) => !placed.has(field) && values[field] !== '').map(pair);
  const query = [...kept, ...added];
  return `${head}${query.length ? `?${query.join('&')}` : ''}${fragment}`;
}

/** What `{title}` and `{domain}` stand for: the page's title ('' when unknown) and its host without `www.`. */
export interface TemplatePage {
  title: string;
  url: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./i, '');
  } catch {
    return '';
  }
}

/** The template's values with `{title}` and `{domain}` filled in; a value left empty by an unknown title stays empty. */
export function fillTemplate(values: UtmValues, page: TemplatePage): UtmValues {
  const domain = hostOf(page.url);
  const fill = (value: string) =>
    value
      .replace(/\{title\}/g, page.title)
      .replace(/\{domain\}/g, domain)
      .trim();
  return Object.fromEntries(UTM_FIELDS.map((field) => [field, fill(values[field])])) as UtmValues;
}

/**
 * The long URL with a template applied: every field the template fills (after `{title}` and
 * `{domain}`) is set; a field it leaves empty keeps whatever the URL had, so a template never
 * erases a tag the user chose.
 */
export function applyTemplate(url: string, values: UtmValues, page: TemplatePage): string {
  const filled = fillTemplate(values, page);
  return writeUtm(url, Object.fromEntries(UTM_FIELDS.filter((field) => filled[field] !== '').map((field) => [field, filled[field]])));
}

/** The names of the UTM parameters a URL carries with a value: what the address rule must keep. */
export function chosenUtmParams(url: string): string[] {
  const values = readUtm(url);
  return UTM_FIELDS.filter((field) => values[field] !== '').map(utmParam);
}
