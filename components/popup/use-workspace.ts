import { useEffect, useRef, useState } from 'preact/hooks';
import { useReference, type ReferenceState } from '@/components/reference/use-reference';
import type { LookupState } from '@/components/shorten/answers';
import { useExistingLink } from '@/components/shorten/use-existing-link';
import { useShorten } from '@/components/shorten/use-shorten';
import { useLinkStats } from '@/components/stats/use-link-stats';
import { useLatest } from '@/components/ui/use-latest';
import { useDefaultTemplate } from '@/components/utm/use-default-template';
import type { Link } from '@/lib/api';
import type { ReferenceKind } from '@/lib/reference/data';
import type { Installation, Settings } from '@/lib/settings/schema';
import { emptyShortenForm } from '@/lib/shorten/form-model';
import { useShortLinkShape } from './use-short-link-shape';

// The popup's view model for one page's address: the lists it shows, its one lookup, the form
// and its one request, the link shown and its numbers, which tab and which panels are open. The
// views read it and call its actions; none of them keeps state of its own about the page.

export type Tab = 'link' | 'stats' | 'recent';
export type LinkView = 'form' | 'result' | 'existing';

/** A disclosure's state: open or not, and how to change it. */
export interface Toggle {
  open: boolean;
  toggle: (open: boolean) => void;
}

/** The quick form needs only the domains; the rest load when the control showing them opens. */
const QUICK_LISTS: readonly ReferenceKind[] = ['domains'];
const MORE_LISTS: readonly ReferenceKind[] = ['domains', 'campaigns', 'channels', 'pixels', 'overlays', 'splash'];
const ORGANISE_LISTS: readonly ReferenceKind[] = ['domains', 'campaigns', 'channels'];

export interface WorkspaceModel {
  tab: Tab;
  selectTab: (tab: Tab) => void;
  reference: ReferenceState;
  lookup: LookupState;
  /** The page's own link as found, unless the user asked to create another. */
  existing: Link | null;
  /** The page itself is the user's short link: shown, never offered to shorten again. */
  isShortLink: boolean;
  createAnother: () => void;
  shorten: ReturnType<typeof useShorten>;
  template: ReturnType<typeof useDefaultTemplate>;
  /** The link shown (made now, or found), whose numbers the Stats tab shows. */
  activeLink: { id: number; shorturl: string } | null;
  stats: ReturnType<typeof useLinkStats>;
  advanced: Toggle;
  organise: Toggle;
  /** The Link tab's view last shown, kept while other tabs are open (focus moves only when it changes). */
  shownView: { current: LinkView | null };
}

export function useWorkspace(url: string, settings: Settings, installation: Installation): WorkspaceModel {
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [organiseOpen, setOrganiseOpen] = useState(false);
  const reference = useReference(true, advancedOpen ? MORE_LISTS : organiseOpen ? ORGANISE_LISTS : QUICK_LISTS);
  const maybeShortLink = useShortLinkShape(url, installation, reference);
  // The page's link is the one a Shorten would make: with the default template's tags.
  const template = useDefaultTemplate(url, installation.id);
  const lookup = useExistingLink(maybeShortLink ? url : (template.tags?.url ?? null), maybeShortLink);
  const [creatingAnother, setCreatingAnother] = useState(false);
  const [tab, selectTab] = useState<Tab>('link');
  const shownView = useRef<LinkView | null>(null);
  // A Shorten before the template was read still sends its tags, and an address the user changed keeps theirs.
  const shorten = useShorten(emptyShortenForm(url, installation.defaults), settings, async (values) => {
    const { url: tagged } = await template.ready;
    return values.url === url && tagged !== url ? { ...values, url: tagged } : values;
  });
  const tagged = template.tags?.url;
  const latestShorten = useLatest(shorten);
  useEffect(() => {
    if (tagged !== undefined && tagged !== url && latestShorten.current.values.url === url) latestShorten.current.change({ url: tagged });
  }, [tagged, url, latestShorten]);

  const found = lookup.status === 'found' ? lookup : null;
  const existing = found && !creatingAnother ? found.link : null;
  const activeLink = shorten.created ?? existing;
  const stats = useLinkStats(activeLink?.id ?? null, activeLink === existing ? found?.shortLink?.stats : undefined);
  // The Stats tab loads the link's numbers once it has a link: also when the lookup finds it
  // after the tab was opened.
  const activeId = activeLink?.id ?? null;
  const statsIdle = stats.state.status === 'idle';
  const latestStats = useLatest(stats);
  useEffect(() => {
    if (tab === 'stats' && activeId !== null && statsIdle) void latestStats.current.refresh();
  }, [tab, activeId, statsIdle, latestStats]);

  return {
    tab,
    selectTab,
    reference,
    lookup,
    existing,
    isShortLink: Boolean(found?.shortLink),
    createAnother: () => setCreatingAnother(true),
    shorten,
    template,
    activeLink,
    stats,
    advanced: { open: advancedOpen, toggle: setAdvancedOpen },
    organise: { open: organiseOpen, toggle: setOrganiseOpen },
    shownView,
  };
}
