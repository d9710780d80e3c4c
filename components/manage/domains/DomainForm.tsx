import { useState } from 'preact/hooks';
import { Alert, TextInput } from '@/components/ui';
import type { Domain } from '@/lib/api';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { validateDomain, validateDomainRedirects, type DomainFormValues } from '@/lib/manage/forms';
import { FormCard, focusFirstError } from '@/components/manage/FormCard';
import type { Action } from '@/components/manage/use-resource';

const EMPTY: DomainFormValues = { domain: '', redirectroot: '', redirect404: '' };

/** Add (domain + redirects) or edit (redirects only: the service cannot rename a domain). */
export function DomainForm(props: { editing: Domain | null; action: Action; onDone: (message: string) => void; onCancel: () => void }) {
  const { editing, action } = props;
  const prefix = editing ? 'domain-edit' : 'domain-new';
  const [values, setValues] = useState<DomainFormValues>(editing ? { domain: editing.domain, redirectroot: editing.redirectroot, redirect404: editing.redirect404 } : EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const refuse = (found: FieldErrors) => {
    setErrors(found);
    focusFirstError(prefix, found, 'domain');
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
    <FormCard
      idPrefix={prefix}
      title={editing ? `Edit ${editing.domain}` : 'Add a branded domain'}
      action={action}
      submitLabel={editing ? 'Save redirects' : 'Add domain'}
      onSubmit={submit}
      onCancel={editing ? props.onCancel : undefined}
    >
      {!editing && (
        <Alert tone="info" title="Point the domain at the service first" live={false}>
          Set the domain's DNS (an A record or CNAME) to your link service's server before adding it here: the service refuses a domain that does not point at it yet.
        </Alert>
      )}
      <div class="form-grid">
        {!editing && <TextInput {...field('domain')} label="Domain" type="url" placeholder="https://go.example.com" required />}
        <TextInput {...field('redirectroot')} label="Root redirect" type="url" optional hint="Where a visit to the bare domain goes." />
        <TextInput {...field('redirect404')} label="Not-found redirect" type="url" optional hint="Where an unknown short link on this domain goes." />
      </div>
    </FormCard>
  );
}
