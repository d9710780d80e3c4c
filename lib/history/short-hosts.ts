import { browser } from 'wxt/browser';
import { withLock } from '@/lib/storage/lock';

// The hosts of the short links in an installation's index (the links Trim made, and those a
// refresh read): the user's short domains as the links themselves show them, kept apart in a few
// bytes so the popup and a text's shorten learn them without reading the index or asking the
// service. Written whenever the index is (items.ts), only when a host is new to it.

export const shortHostsKey = (installation: string) => `shortHosts:${installation}`;

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

function hostsIn(value: unknown, source: string): string[] {
  const stored = value as Partial<Stored> | undefined;
  if (stored?.source !== source || !Array.isArray(stored.hosts)) return [];
  return stored.hosts.filter((host): host is string => typeof host === 'string');
}

/** The hosts the installation's indexed short links are on, for this connection; [] when none are known. */
export async function readShortHosts(installation: string, source: string): Promise<string[]> {
  const key = shortHostsKey(installation);
  try {
    return hostsIn((await browser.storage.local.get(key))[key], source);
  } catch {
    return [];
  }
}

/** Adds the hosts of `shorturls` the installation's list lacks (the worker, as it writes the index). */
export async function noteShortHosts(installation: string, source: string, shorturls: readonly string[]): Promise<void> {
  const key = shortHostsKey(installation);
  await withLock(key, async () => {
    const known = hostsIn((await browser.storage.local.get(key))[key], source);
    const found = shorturls.map(hostOf).filter((host): host is string => host !== null);
    const fresh = [...new Set(found)].filter((host) => !known.includes(host));
    if (fresh.length === 0) return;
    const hosts = [...fresh, ...known].slice(0, MAX_HOSTS);
    await browser.storage.local.set({ [key]: { source, hosts } satisfies Stored });
  });
}

export const forgetShortHosts = (installation: string) => browser.storage.local.remove(shortHostsKey(installation));
