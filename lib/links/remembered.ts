import { isHttpUrl } from '@/lib/api/http-url';
import type { LinkInput } from '@/lib/api/schemas/link-input';
import { defineLocalItem, leniently } from '@/lib/storage/item';
import { installationKey } from '@/lib/storage/installation-keys';
import { isRecord } from '@/lib/api/guards';

// What Trim last sent for each link it made or edited, per installation: an update is a full
// write and the service never reports the password, redirect type, visibility, parameters,
// pixels, language targeting, deep link or private note, so the next update must send them again.
// The body holds the link's password: storage.local only (never synced, never logged), like the
// API key, and forgotten with the installation (lib/flows/remove-installation.ts, shared stores:
// pages and the worker both write it, each change under the key's lock).

export interface RememberedLinks {
  /** The connection the ids belong to (lib/connection/source.ts): another address or key reads as nothing remembered. */
  source: string;
  /** Link id → the whole body last sent. */
  links: Record<string, LinkInput>;
}

const EMPTY: RememberedLinks = Object.freeze({ source: '', links: {} }) as RememberedLinks;
const LINK_ID = /^\d+$/;

/**
 * Entry by entry: an entry that is not a body with a web address is dropped, never the rest. Each
 * body is kept as Trim sent it, not parsed again (as the queue keeps its bodies): an update sends
 * it back as it was, and the worker, which writes it too, carries no link-input schema.
 */
export function parseRemembered(value: unknown): RememberedLinks {
  if (!isRecord(value) || typeof value['source'] !== 'string' || !isRecord(value['links'])) return EMPTY;
  const links: Record<string, LinkInput> = {};
  for (const [id, body] of Object.entries(value['links'])) {
    if (LINK_ID.test(id) && isRecord(body) && typeof body['url'] === 'string' && isHttpUrl(body['url'])) links[id] = body as LinkInput;
  }
  return { source: value['source'], links };
}

export const rememberedKey = (installation: string) => installationKey('linkSettings', installation);
const rememberedItem = (installation: string) => defineLocalItem(rememberedKey(installation), { schema: leniently(parseRemembered), fallback: EMPTY });

/** The body Trim last sent for this link over this connection, or null when Trim never made or edited it. */
export async function rememberedBody(installation: string, source: string, id: number): Promise<LinkInput | null> {
  const stored = await rememberedItem(installation).getValue();
  return stored.source === source ? (stored.links[String(id)] ?? null) : null;
}

/** Keeps `body` as the link's last one (or, with null, forgets the link). */
export async function rememberBody(installation: string, source: string, id: number, body: LinkInput | null): Promise<void> {
  await rememberedItem(installation).update((current) => {
    const links = { ...(current.source === source ? current.links : {}) };
    if (body) links[String(id)] = body;
    else delete links[String(id)];
    return Object.keys(links).length === 0 ? EMPTY : { source, links };
  });
}

/** An installation removed: every body kept for it goes, passwords included. */
export async function forgetRemembered(installation: string): Promise<void> {
  await rememberedItem(installation).removeValue();
}

/** The same, for a connection (a page's or the worker's). */
export const rememberedOf = (connection: { id: string; source: string }, id: number) => rememberedBody(connection.id, connection.source, id);
