import { defineLocalItem, leniently } from '@/lib/storage/item';
import { installationKey } from '@/lib/storage/installation-keys';

// The hosts of the short links in an installation's index (the links Trim made, and those a
// refresh read): the user's short domains as the links themselves show them, kept apart in a few
// bytes so the popup and a text's shorten learn them without reading the index or asking the
// service. Written whenever the index is (items.ts), only when a host is new to it.

export const shortHostsKey = (installation: string) => installationKey('shortHosts', installation);

interface Stored {
  /** The connection the links came from (connectionSource): another address or key starts afresh. */
  source: string;
  hosts: string[];
}

/** Far more domains than any account holds; a list that grows past it keeps the newest. */
const MAX_HOSTS = 100;

export function hostOf(address: string): string | null {
  try {
    return new URL(address.includes('//') ? address : `https://${address}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

const NONE: Stored = Object.freeze({ source: '', hosts: [] }) as unknown as Stored;

function parseStored(value: unknown): Stored {
  const stored = value as Partial<Stored> | undefined;
  if (typeof stored?.source !== 'string' || !Array.isArray(stored.hosts)) return NONE;
  return { source: stored.source, hosts: stored.hosts.filter((host): host is string => typeof host === 'string') };
}

const shortHostsItem = (installation: string) => defineLocalItem(shortHostsKey(installation), { schema: leniently(parseStored), fallback: NONE });

/** The hosts the installation's indexed short links are on, for this connection; [] when none are known. */
export async function readShortHosts(installation: string, source: string): Promise<string[]> {
  try {
    const stored = await shortHostsItem(installation).getValue();
    return stored.source === source ? stored.hosts : [];
  } catch {
    return [];
  }
}

/** Adds the hosts of `shorturls` the installation's list lacks (the worker, as it writes the index). */
export async function noteShortHosts(installation: string, source: string, shorturls: readonly string[]): Promise<void> {
  await shortHostsItem(installation).update((stored) => {
    const known = stored.source === source ? stored.hosts : [];
    const found = shorturls.map(hostOf).filter((host): host is string => host !== null);
    const fresh = [...new Set(found)].filter((host) => !known.includes(host));
    return fresh.length === 0 && stored.source === source ? stored : { source, hosts: [...fresh, ...known].slice(0, MAX_HOSTS) };
  });
}

export const forgetShortHosts = (installation: string) => shortHostsItem(installation).removeValue();
