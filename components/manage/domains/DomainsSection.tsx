import { useState } from 'preact/hooks';
import { Alert, Button, TextInput } from '@/components/ui';
import type { Domain } from '@/lib/api';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { validateDomain, validateDomainRedirects, type DomainFormValues } from '@/lib/manage/forms';
import { navigate } from '@/lib/manage/history';
import { useClampPage } from '@/lib/manage/use-clamp-page';
import { useAction, useResource, type Action } from '@/lib/manage/resource';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { refreshReference } from '@/lib/manage/use-reference';
import { ApiErrorAlert } from '../ApiErrorAlert';
import { useConfirm } from '../Confirm';
import { Pager } from '../Pager';
import { SectionHeader } from '../SectionHeader';
import { ListStatus } from '../ListStatus';

const EMPTY: DomainFormValues = { domain: '', redirectroot: '', redirect404: '' };

/** Add (domain + redirects) or edit (redirects only: the service cannot rename a domain). */
function DomainForm(props: {
  editing: Domain | null;
  action: Action;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const { editing, action } = props;
  const prefix = editing ? 'domain-edit' : 'domain-new';
  const [values, setValues] = useState<DomainFormValues>(
    editing ? { domain: editing.domain, redirectroot: editing.redirectroot, redirect404: editing.redirect404 } : EMPTY,
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    document.getElementById(`${prefix}-${Object.keys(found)[0] ?? 'domain'}`)?.focus();
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    if (editing) {
      const checked = validateDomainRedirects(values);
      if (!checked.ok) return refuse(checked.errors);
      setErrors({});
      const done = await action.run((client) => client.domains.update(editing.id, checked.value));
      if (done) props.onDone(`Saved the redirects of ${editing.domain}.`);
      return;
    }
    const checked = validateDomain(values);
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    const done = await action.run((client) => client.domains.create(checked.value));
    if (done) {
      setValues(EMPTY);
      props.onDone(`Added ${checked.value.domain}.`);
    }
  };
  const field = (key: keyof DomainFormValues) => ({
    id: `${prefix}-${key}`,
    value: values[key],
    onValue: (value: string) => setValues({ ...values, [key]: value }),
    error: errors[key],
  });

  return (
    <form class="card stack" onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`}>
      <h2 class="card-title" id={`${prefix}-title`}>
        {editing ? `Edit ${editing.domain}` : 'Add a branded domain'}
      </h2>
      {!editing && (
        <Alert tone="info" title="Point the domain at the service first" live={false}>
          Set the domain's DNS (an A record or CNAME) to your link service's server before adding it here: the service refuses a
          domain that does not point at it yet.
        </Alert>
      )}
      <div class="form-grid">
        {!editing && <TextInput {...field('domain')} label="Domain" type="url" placeholder="https://go.example.com" required />}
        <TextInput {...field('redirectroot')} label="Root redirect" type="url" optional hint="Where a visit to the bare domain goes." />
        <TextInput {...field('redirect404')} label="Not-found redirect" type="url" optional hint="Where an unknown short link on this domain goes." />
      </div>
      <ApiErrorAlert error={action.error} onDismiss={action.clearError} />
      <div class="row">
        <Button type="submit" variant="primary" busy={action.pending}>
          {editing ? 'Save redirects' : 'Add domain'}
        </Button>
        {editing && (
          <Button variant="ghost" onClick={props.onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

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
