import { isHttpUrl } from '@/lib/api/http-url';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { applyAddressRule } from '@/lib/clean-address';
import type { AddressRule } from '@/lib/settings/schema';
import { ALIAS_MAX, ALIAS_MIN } from '@/lib/shorten/form-model';
import { defaultTagCleaned, tagCleaned } from '@/lib/utm/clean';
import type { UtmTemplate, UtmValues } from '@/lib/utm/template';
import { readTable, type TableShape } from './read-table';

// What a pasted list or a file becomes before anything is sent: every line valid, a duplicate
// of an earlier one, or invalid with the reason. Only valid lines are ever sent.

/**
 * Lines taken at once. At the service's 30 requests a minute, 1,000 links take over half an
 * hour, and the batch's state (kept in storage so nothing is lost) stays a few hundred kB.
 */
export const BULK_MAX_LINES = 1000;
/** The service publishes no limit; 2,000 characters is what every browser and server carry. */
export const LONG_URL_MAX = 2000;
/** The service's pace, named in the message about too many lines. */
export const LINKS_PER_MINUTE = 30;

export interface NamedItem {
  id: number;
  name: string;
}

export interface BulkLine {
  /** 1-based line of the input, as the user sees it in their file or paste. */
  line: number;
  url: string;
  alias: string;
  /** Resolved from the campaign column (an id or a name of a cached campaign); null = the batch's default. */
  campaign: number | null;
  channel: number | null;
}

export type PreviewRow = BulkLine & { removed?: string[] } & ({ status: 'valid' } | { status: 'duplicate'; of: number } | { status: 'invalid'; reason: string });

export interface BulkPreview {
  shape: TableShape;
  rows: PreviewRow[];
  counts: { valid: number; duplicate: number; invalid: number };
  /** Set when the input as a whole cannot be taken (too many lines, no address column): nothing is sent. */
  problem: string | null;
  /** Set when the problem is only the length: the first `maxLines` lines can still be started (`takeFirst`). */
  tooMany?: true;
}

export interface PreviewOptions {
  campaigns?: readonly NamedItem[];
  /** The plan has no campaigns at all (the cache knows the area closed by the plan): a line naming one says so. */
  noCampaigns?: boolean;
  channels?: readonly NamedItem[];
  maxLines?: number;
  /** Takes the first `maxLines` lines of a longer list instead of refusing it. */
  takeFirst?: boolean;
  /** The one rule of lib/clean-address: "Remove tracking parameters" applies here as everywhere (no canonical: no page is open). */
  address?: AddressRule;
  /** The batch's UTM template, written into every line's address after the rule (`{title}` is empty: no page is open). */
  utm?: UtmValues;
  /** The installation's default template when no other was chosen: by the one rule, only on an address without tags of its own. */
  defaultTemplate?: UtmTemplate;
}

const COLUMNS = ['url', 'alias', 'campaign', 'channel'] as const;
type Column = (typeof COLUMNS)[number];

/** Which cell holds what: from a header row naming the columns, else url, alias, campaign, channel in that order. */
function columnsOf(first: string[]): { index: Record<Column, number>; header: boolean } {
  const names = first.map((cell) =>
    cell
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, ''),
  );
  const named = (column: Column) => names.findIndex((name) => name === column || (column === 'url' && (name === 'longurl' || name === 'link')));
  if (named('url') !== -1) return { header: true, index: { url: named('url'), alias: named('alias'), campaign: named('campaign'), channel: named('channel') } };
  return { header: false, index: { url: 0, alias: 1, campaign: 2, channel: 3 } };
}

function resolve(raw: string, items: readonly NamedItem[] | undefined, what: 'campaign' | 'channel'): { id: number | null } | { reason: string } {
  const value = raw.trim();
  if (value === '') return { id: null };
  const byName = items?.find((item) => item.name.trim().toLowerCase() === value.toLowerCase());
  if (byName) return { id: byName.id };
  if (/^[1-9]\d{0,15}$/.test(value)) {
    const id = Number(value);
    if (!items || items.some((item) => item.id === id)) return { id };
  }
  return { reason: what === 'campaign' ? t('bulk_no_campaign', value) : t('bulk_no_channel', value) };
}

function aliasProblem(alias: string): string | null {
  if (alias === '') return null;
  if (!/^[A-Za-z0-9_-]+$/.test(alias)) return t('bulk_alias_chars', alias);
  if (alias.length < ALIAS_MIN) return plural('bulk_alias_short', ALIAS_MIN, alias);
  if (alias.length > ALIAS_MAX) return plural('bulk_alias_long', ALIAS_MAX);
  return null;
}

/** Two lines ask for the same link when their address and alias are the same. */
const sameLinkKey = (url: string, alias: string) => `${url}\u0000${alias.toLowerCase()}`;

export function previewBulk(text: string, options: PreviewOptions = {}): BulkPreview {
  const maxLines = options.maxLines ?? BULK_MAX_LINES;
  const table = readTable(text);
  const filled = table.rows.filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  const empty: BulkPreview = { shape: table.shape, rows: [], counts: { valid: 0, duplicate: 0, invalid: 0 }, problem: null };
  if (filled.length === 0) return { ...empty, problem: t('bulk_paste') };

  const { index, header } = columnsOf(filled[0]!.cells);
  const all = header ? filled.slice(1) : filled;
  if (all.length > maxLines && !options.takeFirst) {
    return {
      ...empty,
      problem: plural('bulk_too_many', all.length, formatNumber(maxLines), formatNumber(LINKS_PER_MINUTE)),
      tooMany: true,
    };
  }
  const body = all.slice(0, maxLines);

  const seen = new Map<string, number>();
  const aliases = new Map<string, number>();
  const rows = body.map((row): PreviewRow => {
    const cell = (column: Column) => (index[column] === -1 ? '' : (row.cells[index[column]] ?? '').trim());
    const typed = cell('url');
    // The rule applies to what is sent, so two lines that differ only by tracking are one link.
    const ruled = options.address && isHttpUrl(typed) ? applyAddressRule(typed, options.address, null) : null;
    const untagged = ruled ?? { url: typed, removed: [] };
    const cleaned =
      options.utm && isHttpUrl(typed)
        ? tagCleaned(untagged, options.utm)
        : options.defaultTemplate && isHttpUrl(typed)
          ? defaultTagCleaned(untagged, options.defaultTemplate)
          : ruled;
    const url = cleaned?.url ?? typed;
    const alias = cell('alias');
    const campaign = options.noCampaigns && cell('campaign').trim() !== '' ? { reason: t('bulk_plan_no_campaigns') } : resolve(cell('campaign'), options.campaigns, 'campaign');
    const channel = resolve(cell('channel'), options.channels, 'channel');
    const base = {
      line: row.line,
      url,
      alias,
      campaign: 'id' in campaign ? campaign.id : null,
      channel: 'id' in channel ? channel.id : null,
      ...(cleaned && cleaned.removed.length > 0 ? { removed: cleaned.removed } : {}),
    };
    const invalid = (reason: string): PreviewRow => ({ ...base, status: 'invalid', reason });
    if (url === '') return invalid(t('bulk_no_url'));
    if (!isHttpUrl(url)) return invalid(t('bulk_not_web'));
    if (url.length > LONG_URL_MAX) return invalid(plural('bulk_url_long', LONG_URL_MAX));
    const badAlias = aliasProblem(alias);
    if (badAlias) return invalid(badAlias);
    if ('reason' in campaign) return invalid(campaign.reason);
    if ('reason' in channel) return invalid(channel.reason);
    const key = sameLinkKey(url, alias);
    const first = seen.get(key);
    if (first !== undefined) return { ...base, status: 'duplicate', of: first };
    const aliasLine = alias === '' ? undefined : aliases.get(alias.toLowerCase());
    if (aliasLine !== undefined) return invalid(t('bulk_alias_twice', alias, formatNumber(aliasLine)));
    seen.set(key, row.line);
    if (alias !== '') aliases.set(alias.toLowerCase(), row.line);
    return { ...base, status: 'valid' };
  });
  const count = (status: PreviewRow['status']) => rows.filter((row) => row.status === status).length;
  return { shape: table.shape, rows, counts: { valid: count('valid'), duplicate: count('duplicate'), invalid: count('invalid') }, problem: null };
}
