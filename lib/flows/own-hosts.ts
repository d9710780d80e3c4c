import { browser } from 'wxt/browser';
import { connectionSource } from '@/lib/connection/source';
import { hostOf, readShortHosts } from '@/lib/history/short-hosts';
import type { Installation } from '@/lib/settings/schema';
import { installationKey } from '@/lib/storage/installation-keys';

/**
 * The hosts the user's short links live on, known without a request: the installation's own
 * address and its default domain, the branded domains a page last listed (the cached lists the
 * options page, the popup and the manage page fill), and the hosts of the short links in the
 * index (the links Trim made, and those a refresh read).
 */
export async function ownHosts(installation: Installation): Promise<string[]> {
  const key = installationKey('reference', installation.id);
  const [cached, indexed] = await Promise.all([
    browser.storage.local.get(key).then(
      (all) => all[key] as { domains?: { domain?: unknown }[] } | undefined,
      () => undefined,
    ),
    readShortHosts(installation.id, connectionSource(installation.connection)),
  ]);
  const named = [installation.connection.baseUrl, installation.defaults.domain, ...(cached?.domains ?? []).map((one) => String(one?.domain))];
  return [...new Set([...named.map(hostOf).filter((host): host is string => host !== null), ...indexed])];
}

/** Whether `url` is on one of those hosts. */
export const onOwnHost = (url: string, hosts: readonly string[]): boolean => {
  const host = hostOf(url);
  return host !== null && hosts.includes(host);
};
