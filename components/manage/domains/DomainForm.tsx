import { useState } from 'preact/hooks';
import { Alert, TextInput } from '@/components/ui';
import type { Domain } from '@/lib/api';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { validateDomain, validateDomainRedirects, type DomainFormValues } from '@/lib/manage/domain-form';
import { FormCard, focusFirstError } from '@/components/manage/FormCard';
import type { Action } from '@/components/manage/use-resource';
import { t } from '@/lib/i18n/messages';

const EMPTY: DomainFormValues = { domain: '', redirectroot: '', redirect404: '' };
/** The domain field's placeholder: an example address, the same in every language. */
const EXAMPLE_DOMAIN = 'https://go.example.com';

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
      if (done) props.onDone(t('dom_saved', editing.domain));
      return;
    }
    const checked = validateDomain(values);
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    const done = await action.run((client) => client.domains.create(checked.value));
    if (done) {
      setValues(EMPTY);
      props.onDone(t('dom_added', checked.value.domain));
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
      title={editing ? t('dom_edit_title', editing.domain) : t('dom_new')}
      action={action}
      submitLabel={editing ? t('dom_save') : t('dom_create')}
      onSubmit={submit}
      onCancel={editing ? props.onCancel : undefined}
    >
      {!editing && (
        <Alert tone="info" title={t('dom_dns_title')} live={false}>
          {t('dom_dns_body')}
        </Alert>
      )}
      <div class="form-grid">
        {!editing && <TextInput {...field('domain')} label={t('dom_domain')} type="url" placeholder={EXAMPLE_DOMAIN} required />}
        <TextInput {...field('redirectroot')} label={t('dom_root')} type="url" optional hint={t('dom_root_hint')} />
        <TextInput {...field('redirect404')} label={t('dom_404')} type="url" optional hint={t('dom_404_hint')} />
      </div>
    </FormCard>
  );
}
