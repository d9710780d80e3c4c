import type { ComponentChildren } from 'preact';
import { useMemo } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Disclosure } from '@/components/ui/Disclosure';
import { lazyComponent } from '@/components/ui/lazy';
import type { Link } from '@/lib/api';
import type { ReferenceData } from '@/lib/reference/data';
import type { CopyFormat } from '@/lib/settings/schema';
import { t } from '@/lib/i18n/messages';
import { ExistingLink } from './ExistingLink';
import { ShortLinkResult } from './ShortLinkResult';
import type { CreatedLink } from './answers';

// The popup's Link tab once a request has answered: the link just made, or the one the page
// already has. They load while the request runs (link-views.ts), so they stay out of the popup's
// start-up JS and are there, with their Copy button to focus, when the answer comes.

const AssignPanel = lazyComponent(() => import('./AssignPanel').then((m) => m.AssignPanel));

export interface OrganiseProps {
  reference: ReferenceData;
  /** The link shown (made now, or found). */
  linkId: number | null;
  open: boolean;
  onToggle: (open: boolean) => void;
}

/** "Organise": puts the link shown in a campaign or a channel. */
function Organise({ reference, linkId, open, onToggle }: OrganiseProps) {
  const connection = useConnection();
  // Through the links service, which loads with the panel: what Trim remembers of the link learns it.
  const assign = useMemo(() => {
    const to = async (kind: 'campaign' | 'channel', id: number) => {
      if (linkId === null) return;
      const { pageLinks } = await import('@/lib/links/in-page');
      await pageLinks(connection).assign({ kind, id }, linkId);
    };
    return { campaign: (id: number) => to('campaign', id), channel: (id: number) => to('channel', id) };
  }, [linkId, connection]);
  return (
    <Disclosure class="organise" summary={t('pop_organise')} open={open} onToggle={onToggle}>
      <AssignPanel campaigns={reference.campaigns} channels={reference.channels} reference={reference} onAssignCampaign={assign.campaign} onAssignChannel={assign.channel} />
    </Disclosure>
  );
}

export interface CreatedViewProps {
  link: CreatedLink;
  copyFormat: CopyFormat;
  autoCopied: boolean;
  organise: OrganiseProps;
  /** Back to the form with everything as typed. */
  onBack: () => void;
}

/** The link the user just made. */
export function CreatedView({ link, copyFormat, autoCopied, organise, onBack }: CreatedViewProps) {
  return (
    <div class="stack">
      <Alert tone="success" title={t('pop_ready')} live={false} />
      {link.dropped && <Alert tone="warning" title={link.dropped} />}
      <ShortLinkResult link={link} copyFormat={copyFormat} autoCopied={autoCopied} />
      <Organise {...organise} />
      <div>
        <Button variant="link" onClick={onBack}>
          {t('pop_back')}
        </Button>
      </div>
    </div>
  );
}

export interface FoundViewProps {
  link: Link;
  copyFormat: CopyFormat;
  /** The page itself is the user's short link: shown, never offered to shorten again. */
  isShortLink: boolean;
  onCreateAnother: () => void;
  organise: OrganiseProps;
  /** Above the link: why a one-click shorten failed, how the address was cleaned. */
  intro: ComponentChildren;
  /** The short link's statistics, when the page is one. */
  stats: ComponentChildren;
}

/** The link the page already has, found by the lookup. */
export function FoundView({ link, copyFormat, isShortLink, onCreateAnother, organise, intro, stats }: FoundViewProps) {
  return (
    <div class="stack">
      {intro}
      <ExistingLink link={link} copyFormat={copyFormat} onCreateAnother={isShortLink ? undefined : onCreateAnother} isShortLink={isShortLink} />
      {stats}
      <Organise {...organise} />
    </div>
  );
}
