import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, ApiErrorAlert, Button, RadioGroup, TextInput } from '@/components/ui';
import type { Link } from '@/lib/api';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { saveInstallationDefaults } from '@/lib/installations/installations';
import { pageLinks } from '@/lib/links/in-page';
import { rememberedOf } from '@/lib/links/remembered';
import type { KnownLink } from '@/lib/links/update-body';
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
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Link[] | null>(null);
  const [chosen, setChosen] = useState('');
  const [done, setDone] = useState('');
  const search = useAction();
  const apply = useAction();
  const connection = useConnection();

  const find = async (event: Event) => {
    event.preventDefault();
    setDone('');
    const page = await search.run((client) => client.links.list({ limit: 10, ...(query.trim() ? { q: query.trim() } : {}) }));
    if (page) {
      setFound(page.items);
      setChosen(page.items[0] ? String(page.items[0].id) : '');
    }
  };
  const applyToLink = async () => {
    const link = found?.find((l) => String(l.id) === chosen);
    if (!link) return;
    const result = await apply.run(async (client) => {
      // An update is a full write. Trim sends the link's whole known state: the body it last sent
      // and the list item's destination. For a link Trim never made or edited, the details (one
      // request) tell the expiry and the targeting, which the write would otherwise clear.
      const remembered = await rememberedOf(connection, link.id);
      const known: KnownLink = { reported: remembered ? link : await client.links.get(link.id), remembered };
      return pageLinks(connection).update(link.id, known, { type });
    });
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
      <form role="search" class="search-form" onSubmit={find}>
        <TextInput id="use-on-link-q" label={t('redir_find_label')} type="search" value={query} onValue={setQuery} hint={t('redir_find_hint')} />
        <Button type="submit" busy={search.pending}>
          {t('redir_find')}
        </Button>
      </form>
      <ApiErrorAlert error={search.error} onDismiss={search.clearError} />
      {found && found.length === 0 && <p class="muted">{t('redir_no_match')}</p>}
      {found && found.length > 0 && (
        <>
          <RadioGroup
            name="use-on-link-choice"
            legend={t('redir_link')}
            value={chosen}
            onChange={setChosen}
            options={found.map((link) => ({ value: String(link.id), label: link.shorturl, hint: link.longurl }))}
          />
          <div>
            <Button variant="primary" onClick={applyToLink} busy={apply.pending} disabled={!chosen}>
              {t('redir_use_this')}
            </Button>
          </div>
        </>
      )}
      <ApiErrorAlert error={apply.error} onDismiss={apply.clearError} />
      <div class="row">
        <Button onClick={() => void makeDefault()}>{t('redir_use_all')}</Button>
      </div>
      {done && <Alert tone="success" title={done} />}
    </section>
  );
}
