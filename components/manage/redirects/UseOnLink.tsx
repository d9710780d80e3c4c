import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, ApiErrorAlert, Button, RadioGroup, TextInput } from '@/components/ui';
import type { Link } from '@/lib/api';
import { saveInstallationDefaults } from '@/lib/installations/installations';
import { useAction } from '@/components/manage/use-resource';

export interface UseOnLinkProps {
  /** The redirect type as the API spells it: a splash page's id or `overlay-<id>`. */
  type: string;
  /** "the CTA overlay Spring sale" */
  what: string;
  onClose: () => void;
}

/**
 * Makes a splash page or CTA overlay the redirect type of one link (found by search, one
 * request per search) or of every new link (the shorten default, no request at all).
 */
export function UseOnLink({ type, what, onClose }: UseOnLinkProps) {
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
    const result = await apply.run((client) => client.links.update(link.id, { type }));
    if (result) setDone(`${link.shorturl} now opens with ${what}.`);
  };
  const makeDefault = async () => {
    // The page's connection is to the installation the manage page works with: its defaults change.
    await saveInstallationDefaults(connection.id, { type });
    setDone(`New links from the popup now open with ${what}.`);
  };

  return (
    <section class="card stack detail-card" aria-labelledby="use-on-link-title">
      <div class="row spread">
        <h2 id="use-on-link-title" class="card-title">
          Use {what}
        </h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      <form role="search" class="search-form" onSubmit={find}>
        <TextInput id="use-on-link-q" label="Find a link" type="search" value={query} onValue={setQuery} hint="Search by alias, address or title; empty lists your newest links." />
        <Button type="submit" busy={search.pending}>
          Find
        </Button>
      </form>
      <ApiErrorAlert error={search.error} onDismiss={search.clearError} />
      {found && found.length === 0 && <p class="muted">No link matches.</p>}
      {found && found.length > 0 && (
        <>
          <RadioGroup
            name="use-on-link-choice"
            legend="Link"
            value={chosen}
            onChange={setChosen}
            options={found.map((link) => ({ value: String(link.id), label: link.shorturl, hint: link.longurl }))}
          />
          <div>
            <Button variant="primary" onClick={applyToLink} busy={apply.pending} disabled={!chosen}>
              Use on this link
            </Button>
          </div>
        </>
      )}
      <ApiErrorAlert error={apply.error} onDismiss={apply.clearError} />
      <div class="row">
        <Button onClick={() => void makeDefault()}>Use for every new link</Button>
      </div>
      {done && <Alert tone="success" title={done} />}
    </section>
  );
}
