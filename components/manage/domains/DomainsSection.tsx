import { useState } from 'preact/hooks';
import { Alert, Button } from '@/components/ui';
import type { Domain } from '@/lib/api';
import { navigate } from '@/lib/manage/history';
import { useClampPage } from '@/lib/manage/use-clamp-page';
import { useAction, useResource } from '@/lib/manage/resource';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { refreshReference } from '@/lib/manage/use-reference';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { useConfirm } from '../Confirm';
import { Pager } from '../Pager';
import { SectionHeader } from '../SectionHeader';
import { ListStatus } from '../ListStatus';
import { DomainForm } from './DomainForm';

export function DomainsSection({ route }: { route: ManageRoute }) {
  const list = useResource(`domains-${route.page}`, (client) => client.domains.list({ page: route.page, limit: LIST_PAGE_SIZE }));
  const save = useAction();
  const remove = useAction();
  const confirm = useConfirm();
  const [editing, setEditing] = useState<Domain | null>(null);
  const [notice, setNotice] = useState('');
  useClampPage(route.page, list.data);
  const page = list.data;

  const changed = (message: string) => {
    setNotice(message);
    setEditing(null);
    list.reload();
    void refreshReference(['domains']);
  };

  const askDelete = async (domain: Domain) => {
    const yes = await confirm({
      title: 'Delete this domain?',
      body: (
        <p>
          Short links on <strong>{domain.domain}</strong> stop working on it. This cannot be undone.
        </p>
      ),
      confirmLabel: 'Delete domain',
    });
    if (!yes) return;
    const done = await remove.run((client) => client.domains.remove(domain.id));
    if (done) changed(`Deleted ${domain.domain}.`);
  };

  return (
    <section class="section" aria-labelledby="domains-h1">
      <SectionHeader title="Branded domains" intro="Your own domains for short links." />
      {notice && <Alert tone="success" title={notice} />}
      <ApiErrorAlert error={remove.error} onDismiss={remove.clearError} />
      <DomainForm
        key={editing ? `edit-${editing.id}` : 'new'}
        editing={editing}
        action={save}
        onDone={changed}
        onCancel={() => {
          save.clearError();
          setEditing(null);
        }}
      />
      <ApiErrorAlert error={list.error} onRetry={list.reload} />
      <ListStatus loading={list.loading && !page} empty={!!page && page.items.length === 0} emptyText="No branded domains yet." />
      {page && page.items.length > 0 && (
        <>
          <div class="table-wrap">
            <table class="data-table" aria-label="Branded domains" aria-busy={list.loading}>
              <thead>
                <tr>
                  <th scope="col">Domain</th>
                  <th scope="col">Root redirect</th>
                  <th scope="col">Not-found redirect</th>
                  <th scope="col">
                    <span class="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {page.items.map((domain) => (
                  <tr key={domain.id}>
                    <td class="strong break">{domain.domain}</td>
                    <td class="break">{domain.redirectroot || <span class="muted">None</span>}</td>
                    <td class="break">{domain.redirect404 || <span class="muted">None</span>}</td>
                    <td class="cell-actions">
                      <Button
                        size="sm"
                        onClick={() => {
                          save.clearError();
                          setEditing(domain);
                        }}
                        aria-label={`Edit ${domain.domain}`}
                      >
                        Edit
                      </Button>
                      <Button size="sm" variant="ghost" class="danger-text" onClick={() => void askDelete(domain)} aria-label={`Delete ${domain.domain}`}>
                        Delete
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager what="domains" info={page} shown={page.items.length} onPage={(p) => navigate({ page: p })} />
        </>
      )}
    </section>
  );
}
