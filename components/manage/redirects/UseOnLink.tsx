import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, ApiErrorAlert, Button } from '@/components/ui';
import type { Link } from '@/lib/api';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { saveInstallationDefaults } from '@/lib/installations/installations';
import { pageLinks } from '@/lib/links/in-page';
import { unknownSettings } from '@/lib/manage/link-edit';
import { LinkPicker } from '@/components/manage/LinkPicker';
import { useConfirmResets } from '@/components/manage/links/use-confirm-resets';
import { useAction } from '@/components/manage/use-resource';

export type RedirectKind = 'overlay' | 'splash';

export interface UseOnLinkProps {
  /** The redirect type as the API spells it: a splash page's id or `overlay-<id>`. */
  type: string;
  /** What the type is: each kind has its own sentences (word order and case differ by language). */
  kind: RedirectKind;
  /** The overlay's or splash page's name, e.g. "Spring sale". */
  name: string;
  onClose: () => void;
}

const TEXTS: Record<RedirectKind, { title: MessageKey; link: MessageKey; every: MessageKey }> = {
  overlay: { title: 'redir_use_overlay', link: 'redir_link_overlay', every: 'redir_new_overlay' },
  splash: { title: 'redir_use_splash', link: 'redir_link_splash', every: 'redir_new_splash' },
};

/**
 * Makes a splash page or CTA overlay the redirect type of one link (found by search, one
 * request per search) or of every new link (the shorten default, no request at all).
 */
export function UseOnLink({ type, kind, name, onClose }: UseOnLinkProps) {
  const texts = TEXTS[kind];
  const [done, setDone] = useState('');
  const apply = useAction();
  const connection = useConnection();
  const confirmResets = useConfirmResets();

  // An update is a full write: Trim sends the link's whole known state, from the details (one
  // request: the expiry and targeting a list item lacks) and the body it last sent, when that is
  // not out of date. What the write resets is named before anything is sent for a link Trim does
  // not remember, and after the read for one the details show changed since Trim's write.
  const applyToLink = async (link: Link) => {
    setDone('');
    const changes = { type };
    const links = pageLinks(connection);
    const listed = await links.recall(link.id, link);
    if (!listed.body && !(await confirmResets({ shorturl: link.shorturl, unknown: unknownSettings(false, false), changes, devicesUnsure: true }))) return;
    const details = await apply.run((client) => client.links.get(link.id));
    if (!details) return;
    const { body: remembered } = listed.body ? await links.recall(link.id, details) : listed;
    if (listed.body && !remembered && !(await confirmResets({ shorturl: link.shorturl, unknown: unknownSettings(false, details.device !== null), changes }))) return;
    const result = await apply.run(() => links.update(link.id, { reported: details, remembered }, changes));
    if (result) setDone(t(texts.link, link.shorturl, name));
  };
  const makeDefault = async () => {
    // The page's connection is to the installation the manage page works with: its defaults change.
    await saveInstallationDefaults(connection.id, { type });
    setDone(t(texts.every, name));
  };

  return (
    <section class="card stack detail-card" aria-labelledby="use-on-link-title">
      <div class="row spread">
        <h2 id="use-on-link-title" class="card-title">
          {t(texts.title, name)}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t('ui_close')}
        </Button>
      </div>
      <LinkPicker id="use-on-link" action={t('redir_use_this')} busy={apply.pending} onPick={(link) => void applyToLink(link)} onSearch={() => setDone('')} />
      <ApiErrorAlert error={apply.error} onDismiss={apply.clearError} />
      <div class="row">
        <Button onClick={() => void makeDefault()}>{t('redir_use_all')}</Button>
      </div>
      {done && <Alert tone="success" title={done} />}
    </section>
  );
}
