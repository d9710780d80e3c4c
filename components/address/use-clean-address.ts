import { useEffect, useState } from 'preact/hooks';
import { applyAddressRule, readCanonical, type CleanAddress } from '@/lib/clean-address';
import type { AddressRule } from '@/lib/settings/schema';

/**
 * The address the popup shortens, by the same rule as the menu and the shortcut. Without a
 * canonical link to read it is known at once (no extra frame); with one, null until the
 * page answered.
 */
export function useCleanAddress(url: string, rule: AddressRule, tabId: number | null): CleanAddress | null {
  const reads = rule.preferCanonical && tabId !== null;
  const [canonical, setCanonical] = useState<{ for: string; href: string | null } | null>(null);
  useEffect(() => {
    if (!reads) return undefined;
    let live = true;
    void readCanonical(tabId).then((href) => live && setCanonical({ for: url, href }));
    return () => {
      live = false;
    };
  }, [url, tabId, reads]);
  if (!reads) return applyAddressRule(url, rule, null);
  return canonical?.for === url ? applyAddressRule(url, rule, canonical.href) : null;
}
