import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { Area, Feature, ScopeRefusal } from './areas.ts';
import { toId } from './validation.ts';

/** Plan names; `free` lacks the features listed in FREE_PLAN_LACKS. */
export type Plan = 'free' | 'pro' | 'business';

export interface User {
  id: number;
  apiKey: string;
  email: string;
  username: string;
  password: string;
  plan: Plan | string;
  expired: boolean;
  apiDisabled: boolean;
  /** Registered but not activated: refused with "Please activate your account." */
  inactive: boolean;
  /** Links a user may create per calendar month; 0 means unlimited. */
  monthlyLimit: number;
  /** Features the plan lacks; absent, the plan's own (`free` lacks them all). */
  lacks?: Feature[];
  /** A scoped key: the only areas it may use; absent, all of them. */
  scopes?: Area[];
  /** How refusals outside `scopes` arrive; default `http-403`. */
  scopeRefusal?: ScopeRefusal;
  expires: number | null;
  registered: number;
}

export interface TargetRule {
  key: string;
  link: string;
}

export interface Link {
  id: number;
  userId: number;
  alias: string;
  /** null: the sandbox's own host. */
  domainId: number | null;
  longUrl: string;
  title: string;
  /** The private note (`description` of an add/update body); never reported by GET /api/url/{id}. */
  description: string;
  /** direct | frame | splash | <splash id> | overlay-<id> */
  type: string;
  password: string | null;
  expiry: number | null;
  geotarget: TargetRule[];
  devicetarget: TargetRule[];
  languagetarget: TargetRule[];
  metatitle: string;
  /** The meta description (`metadescription` of a body; `description` of details and list items). */
  metadescription: string;
  metaimage: string;
  pixels: number[];
  campaignId: number | null;
  deeplink: { auto?: boolean; apple?: string; google?: string } | null;
  parameters: { name: string; value: string }[];
  status: 'public' | 'private';
  date: number;
  /** Clicks counted before the recorded ones (a seeded account's history, see seed-links.ts); added to them. */
  baseClicks?: { total: number; unique: number };
}

export interface Click {
  id: number;
  linkId: number;
  date: number;
  country: string;
  referrer: string;
  browser: string;
  os: string;
  language: string;
  /** Hash of IP + User-Agent: what makes a click unique. */
  visitor: string;
}

export interface Domain {
  id: number;
  userId: number;
  /** Full URL with scheme, as the API shows it. */
  domain: string;
  redirectroot: string;
  redirect404: string;
  date: number;
}

export interface Campaign {
  id: number;
  userId: number;
  name: string;
  slug: string;
  public: boolean;
  views: number;
  date: number;
}

export interface Channel {
  id: number;
  userId: number;
  name: string;
  description: string;
  color: string;
  starred: boolean;
  date: number;
}

export type ChannelItemType = 'links' | 'bio' | 'qr';

export interface ChannelItem {
  channelId: number;
  type: ChannelItemType;
  itemId: number;
  date: number;
}

export interface Pixel {
  id: number;
  userId: number;
  type: string;
  name: string;
  tag: string;
  date: number;
}

export interface Overlay {
  id: number;
  userId: number;
  type: string;
  name: string;
  message: string;
  date: number;
}

export interface Splash {
  id: number;
  userId: number;
  name: string;
  title: string;
  message: string;
  date: number;
}

/** Bio pages exist only so channel items of that type can be assigned. */
export interface BioPage {
  id: number;
  userId: number;
  name: string;
  alias: string;
  date: number;
}

export const QR_TYPES = ['text', 'vcard', 'link', 'email', 'phone', 'sms', 'wifi'] as const;
export type QrType = (typeof QR_TYPES)[number];

/** A QR code of 7.x servers: `data` is a string (text, link, phone) or the type's object. */
export interface QrCode {
  id: number;
  userId: number;
  name: string;
  type: QrType;
  data: string | Record<string, string>;
  /** `rgb(r,g,b)`. */
  background: string;
  foreground: string;
  /** Address of a PNG or JPEG drawn in the middle; '' for none. */
  logo: string;
  /** Names the hosted image `/qr/{hash}` and, for `link` codes, the scan address `/q/{hash}`. */
  hash: string;
  date: number;
}

export const QR_DEFAULT_BACKGROUND = 'rgb(255,255,255)';
export const QR_DEFAULT_FOREGROUND = 'rgb(0,0,0)';

export interface StoredFile {
  id: number;
  userId: number;
  name: string;
  alias: string;
  domainId: number | null;
  password: string | null;
  /** Last day the file can be downloaded, `YYYY-MM-DD`. */
  expiry: string | null;
  maxDownloads: number | null;
  downloads: number;
  contentType: string;
  bytes: Buffer;
  date: number;
}

export interface State {
  users: User[];
  links: Link[];
  clicks: Click[];
  domains: Domain[];
  campaigns: Campaign[];
  channels: Channel[];
  channelItems: ChannelItem[];
  pixels: Pixel[];
  overlays: Overlay[];
  splashes: Splash[];
  bioPages: BioPage[];
  qrCodes: QrCode[];
  /** Scans of dynamic (`link`) QR codes, recorded like clicks; `linkId` is the QR code's id. */
  qrScans: Click[];
  files: StoredFile[];
  nextId: number;
}

export function emptyState(): State {
  return {
    users: [],
    links: [],
    clicks: [],
    domains: [],
    campaigns: [],
    channels: [],
    channelItems: [],
    pixels: [],
    overlays: [],
    splashes: [],
    bioPages: [],
    qrCodes: [],
    qrScans: [],
    files: [],
    nextId: 1,
  };
}

export function randomKey(): string {
  return randomBytes(16).toString('hex');
}

export const ALIAS_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The sandbox's state, plus persistence. Mutating routes call `changed()`; writes are
 * coalesced so a burst of clicks costs one write, and `flush()` (called on close) makes
 * the file current. Writes go to a temp file that is renamed over the target, so a crash
 * never leaves half a JSON file behind.
 */
export class Store {
  state: State;
  private readonly dataFile: string | undefined;
  private pending: NodeJS.Timeout | null = null;
  private readonly indexes = new Map<string, { arrays: readonly unknown[][]; lengths: number[]; value: unknown }>();

  constructor(state: State, dataFile?: string) {
    this.state = state;
    this.dataFile = dataFile;
  }

  static load(dataFile: string): Store | null {
    if (!existsSync(dataFile)) return null;
    const raw = JSON.parse(readFileSync(dataFile, 'utf8')) as Omit<State, 'files' | 'qrCodes'> & {
      files: (Omit<StoredFile, 'bytes'> & { bytes: string })[];
      qrCodes?: (Pick<QrCode, 'id' | 'userId' | 'name' | 'date'> & Partial<QrCode>)[];
    };
    const state: State = {
      ...emptyState(),
      ...raw,
      // Files saved before QR codes were objects of their own held only a name and a data string.
      qrCodes: (raw.qrCodes ?? []).map((q) => ({
        ...q,
        type: q.type ?? 'link',
        data: q.data ?? '',
        background: q.background ?? QR_DEFAULT_BACKGROUND,
        foreground: q.foreground ?? QR_DEFAULT_FOREGROUND,
        logo: q.logo ?? '',
        hash: q.hash ?? `q${q.id}`,
      })),
      files: raw.files.map((f) => ({ ...f, bytes: Buffer.from(f.bytes, 'base64') })),
    };
    return new Store(state, dataFile);
  }

  nextId(): number {
    const id = this.state.nextId;
    this.state.nextId += 1;
    return id;
  }

  changed(): void {
    if (!this.dataFile || this.pending) return;
    this.pending = setTimeout(() => this.flush(), 25);
    this.pending.unref();
  }

  flush(): void {
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    if (!this.dataFile) return;
    const serialisable = {
      ...this.state,
      files: this.state.files.map((f) => ({ ...f, bytes: f.bytes.toString('base64') })),
    };
    const tmp = `${this.dataFile}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(serialisable));
    renameSync(tmp, this.dataFile);
  }

  userByKey(key: string): User | undefined {
    return this.state.users.find((u) => u.apiKey === key);
  }

  isAliasTaken(alias: string, except?: { link?: number; file?: number }): boolean {
    const lower = alias.toLowerCase();
    return (
      this.state.links.some((l) => l.alias.toLowerCase() === lower && l.id !== except?.link) ||
      this.state.files.some((f) => f.alias.toLowerCase() === lower && f.id !== except?.file)
    );
  }

  /** Random aliases share one namespace with custom aliases and file aliases. */
  freshAlias(): string {
    for (;;) {
      let alias = '';
      const bytes = randomBytes(6);
      for (const b of bytes) alias += ALIAS_ALPHABET[b % ALIAS_ALPHABET.length];
      if (!this.isAliasTaken(alias)) return alias;
    }
  }

  /**
   * What `build` derives from some arrays of the state, kept until one of them is replaced or
   * changes length, as every write that matters here does (adding, deleting): an index holds only
   * what no write edits in place (ids, owners, dates, what a click or a channel item belongs to).
   * A list of 100,000 links must not scan them all for each of its items, nor sort them per page.
   */
  private indexed<T>(name: string, arrays: readonly unknown[][], build: () => T): T {
    const kept = this.indexes.get(name);
    if (kept && arrays.every((array, i) => array === kept.arrays[i] && array.length === kept.lengths[i])) return kept.value as T;
    const value = build();
    this.indexes.set(name, { arrays, lengths: arrays.map((array) => array.length), value });
    return value;
  }

  /** A link by id, whoever's it is. */
  linkById(id: number): Link | undefined {
    return this.indexed('links by id', [this.state.links], () => new Map(this.state.links.map((l) => [l.id, l]))).get(id);
  }

  /** The user's links, newest first. */
  linksOf(user: User): readonly Link[] {
    return this.indexed(`links of ${user.id}`, [this.state.links], () => ownItems(this.state.links, user));
  }

  /** The user's links, most clicked first (`clickCount`), newest first among equals. */
  linksByClicks(user: User): readonly Link[] {
    return this.indexed(`links of ${user.id} by clicks`, [this.state.links, this.state.clicks], () => {
      // Counts are small whole numbers: a bucket per count, filled newest first, orders 100,000
      // links in a third of the time a sort took, and this is built again after every visit.
      const buckets: Link[][] = [];
      for (const link of this.linksOf(user)) (buckets[this.clickCount(link)] ??= []).push(link);
      const sorted: Link[] = [];
      for (let count = buckets.length - 1; count >= 0; count--) for (const link of buckets[count] ?? []) sorted.push(link);
      return sorted;
    });
  }

  clicksOf(linkId: number): readonly Click[] {
    return this.indexed('clicks by link', [this.state.clicks], () => groupBy(this.state.clicks, (c) => c.linkId)).get(linkId) ?? [];
  }

  /** The recorded clicks and the base ones of a seeded link. */
  clickCount(link: Link): number {
    return this.clicksOf(link.id).length + (link.baseClicks?.total ?? 0);
  }

  channelIdsOf(type: ChannelItemType, itemId: number): number[] {
    const byItem = this.indexed('channel items by item', [this.state.channelItems], () => groupBy(this.state.channelItems, (i) => i.itemId));
    return (byItem.get(itemId) ?? []).filter((i) => i.type === type).map((i) => i.channelId);
  }

  deleteLink(id: number): void {
    this.state.links = this.state.links.filter((l) => l.id !== id);
    this.state.clicks = this.state.clicks.filter((c) => c.linkId !== id);
    this.state.channelItems = this.state.channelItems.filter((i) => !(i.type === 'links' && i.itemId === id));
    this.changed();
  }

  scansOf(qrId: number): Click[] {
    return this.state.qrScans.filter((c) => c.linkId === qrId);
  }

  deleteQr(id: number): void {
    this.state.qrCodes = this.state.qrCodes.filter((q) => q.id !== id);
    this.state.qrScans = this.state.qrScans.filter((c) => c.linkId !== id);
    this.state.channelItems = this.state.channelItems.filter((i) => !(i.type === 'qr' && i.itemId === id));
    this.changed();
  }
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** The caller's item with the id of a path parameter; another user's id is as unknown as a missing one. */
export function ownItem<T extends { id: number; userId: number }>(items: T[], user: User, idParam: string | undefined): T | undefined {
  const id = toId(idParam);
  return items.find((item) => item.id === id && item.userId === user.id);
}

/** The caller's items, newest first, as every list shows them. */
export function ownItems<T extends { id: number; userId: number; date: number }>(items: T[], user: User): T[] {
  return items.filter((item) => item.userId === user.id).sort((a, b) => b.date - a.date || b.id - a.id);
}
