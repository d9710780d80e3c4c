import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { ApiErrorAlert, Button, RadioGroup, TextInput } from '@/components/ui';
import type { Link } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { useAction } from '@/components/manage/use-resource';

export interface LinkPickerProps {
  /** Prefix of the search field's id (`<id>-q`) and the choices' name (`<id>-link`). */
  id: string;
  /** What the button under the choices does, e.g. "Add to channel". */
  action: ComponentChildren;
  /** Called with the chosen link when the user presses the action. */
  onPick: (link: Link) => void;
  /** While the chosen link is being used. */
  busy: boolean;
  /** Each new search, before its answer: a caller clears what the last pick said. */
  onSearch?: () => void;
}

/**
 * Finds a link by its address, alias or title through the list endpoint: one request per search
 * (Enter or Find), never per keystroke, since the service allows 30 a minute. No id to look up.
 * A channel's "Add item" and a redirect's "Use on a link" both pick with it.
 */
export function LinkPicker({ id, action, onPick, busy, onSearch }: LinkPickerProps) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Link[] | null>(null);
  const [chosen, setChosen] = useState('');
  const search = useAction();

  const find = async (event: Event) => {
    event.preventDefault();
    onSearch?.();
    const q = query.trim();
    const page = await search.run((client) => client.links.list({ limit: 10, ...(q ? { q } : {}) }));
    if (page) {
      setFound(page.items);
      setChosen(page.items[0] ? String(page.items[0].id) : '');
    }
  };
  const link = found?.find((item) => String(item.id) === chosen);

  return (
    <>
      <form role="search" class="search-form" onSubmit={find}>
        <TextInput id={`${id}-q`} label={t('redir_find_label')} type="search" value={query} onValue={setQuery} hint={t('redir_find_hint')} />
        <Button type="submit" busy={search.pending}>
          {t('redir_find')}
        </Button>
      </form>
      <ApiErrorAlert error={search.error} onDismiss={search.clearError} />
      {found && found.length === 0 && <p class="muted">{t('redir_no_match')}</p>}
      {found && found.length > 0 && (
        <>
          <div class="link-choices">
            <RadioGroup
              name={`${id}-link`}
              legend={t('redir_link')}
              value={chosen}
              onChange={setChosen}
              options={found.map((item) => ({
                value: String(item.id),
                label: <bdi dir="ltr">{item.shorturl}</bdi>,
                hint: (
                  <bdi dir="ltr" title={item.longurl}>
                    {item.longurl}
                  </bdi>
                ),
              }))}
            />
          </div>
          <div>
            <Button variant="primary" busy={busy} disabled={!link} onClick={() => link && onPick(link)}>
              {action}
            </Button>
          </div>
        </>
      )}
    </>
  );
}
