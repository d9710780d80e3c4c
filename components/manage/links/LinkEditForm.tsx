import { useMemo, useState } from 'preact/hooks';
import { Alert, ApiErrorAlert, Button, Select, TextArea, TextInput } from '@/components/ui';
import type { LinkDetails } from '@/lib/api';
import { fieldId, type FieldErrors } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import { countryChoices, deviceChoices } from '@/lib/shorten/targeting';
import { editValuesFrom, validateLinkEdit, type LinkEditValues } from '@/lib/manage/link-edit';
import { builtInRedirects, redirectGroups } from '@/lib/manage/redirect-types';
import { useConnection } from '@/components/connection/context';
import { useAction } from '@/components/manage/use-resource';
import { pageLinks } from '@/lib/links/in-page';
import { useReference } from '@/components/reference/use-reference';
import { TargetRows } from '@/components/shorten/TargetRows';

const FIELD_ORDER = ['url', 'alias', 'description', 'type', 'password', 'expiry', 'geo', 'device'];

function focusFirstError(errors: FieldErrors) {
  const key = FIELD_ORDER.flatMap((field) => Object.keys(errors).filter((k) => k === field || k.startsWith(`${field}.`)))[0];
  if (!key) return;
  document.getElementById(fieldId('edit', key))?.focus();
}

/** Edits a link through PUT /api/url/{id}/update. A refusal keeps every typed value in place. */
export function LinkEditForm({ details, onSaved, onCancel }: { details: LinkDetails; onSaved: () => void; onCancel: () => void }) {
  const original = useMemo(() => editValuesFrom(details), [details]);
  const [values, setValues] = useState<LinkEditValues>(original);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [nothing, setNothing] = useState(false);
  const save = useAction();
  const connection = useConnection();
  const reference = useReference(true, ['splash', 'overlays']);
  const set =
    <K extends keyof LinkEditValues>(key: K) =>
    (value: LinkEditValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setNothing(false);
    };

  const submit = async (event: Event) => {
    event.preventDefault();
    const checked = validateLinkEdit(original, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(checked.errors);
      return;
    }
    setErrors({});
    if (Object.keys(checked.value).length === 0) {
      setNothing(true);
      return;
    }
    const done = await save.run(() => pageLinks(connection).update(details.id, checked.value));
    if (done) onSaved();
  };

  return (
    <form class="card stack edit-form" onSubmit={submit} noValidate aria-labelledby="edit-title">
      <h2 id="edit-title" class="card-title">
        {t('links_edit_title')}
      </h2>
      <div class="form-grid">
        <TextInput id="edit-url" label={t('links_destination')} type="url" value={values.url} onValue={set('url')} error={errors['url']} required />
        <TextInput id="edit-alias" label={t('links_alias')} value={values.alias} onValue={set('alias')} error={errors['alias']} hint={t('links_alias_hint')} dir="ltr" />
        <Select
          id="edit-type"
          label={t('links_redirect')}
          value={values.type}
          onValue={set('type')}
          options={[{ value: '', label: t('links_keep') }, ...builtInRedirects()]}
          groups={redirectGroups(reference.data.splash ?? [], reference.data.overlays ?? [])}
          error={errors['type']}
          hint={t('links_redirect_hint', t('mg_sec_redirects'))}
        />
        <TextInput
          id="edit-password"
          label={t('links_password')}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onValue={set('password')}
          error={errors['password']}
          optional
          hint={t('links_password_hint')}
        />
        <TextInput id="edit-expiry" label={t('links_expires')} type="datetime-local" value={values.expiry} onValue={set('expiry')} error={errors['expiry']} optional />
      </div>
      <TextArea id="edit-description" label={t('ui_description')} value={values.description} onValue={set('description')} error={errors['description']} optional />
      <div class="targeting-grid">
        <TargetRows kind="geo" form="edit" rows={values.geo} choices={countryChoices()} errors={errors} onChange={set('geo')} />
        <TargetRows kind="device" form="edit" rows={values.device} choices={deviceChoices()} errors={errors} onChange={set('device')} />
      </div>
      <ApiErrorAlert error={save.error} onDismiss={save.clearError} />
      {nothing && <Alert tone="info" title={t('links_nothing')} />}
      <div class="row">
        <Button type="submit" variant="primary" busy={save.pending}>
          {t('links_save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('ui_cancel')}
        </Button>
      </div>
    </form>
  );
}
