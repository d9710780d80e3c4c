import { useMemo, useState } from 'preact/hooks';
import { Alert, ApiErrorAlert, Button, Select, TextArea, TextInput } from '@/components/ui';
import type { LinkDetails } from '@/lib/api';
import { fieldId, type FieldErrors } from '@/lib/forms/field-errors';
import { countryChoices, deviceChoices } from '@/lib/shorten/targeting';
import { editValuesFrom, validateLinkEdit, type LinkEditValues } from '@/lib/manage/link-edit';
import { BUILT_IN_REDIRECTS, redirectGroups } from '@/lib/manage/redirect-types';
import { useConnection } from '@/components/connection/context';
import { useAction } from '@/components/manage/use-resource';
import { indexTargetOf } from '@/lib/history/items';
import { noteEdited } from '@/lib/history/own-changes';
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
    const done = await save.run((client) => client.links.update(details.id, checked.value));
    if (done) {
      await noteEdited(indexTargetOf(connection), done, checked.value);
      onSaved();
    }
  };

  return (
    <form class="card stack edit-form" onSubmit={submit} noValidate aria-labelledby="edit-title">
      <h2 id="edit-title" class="card-title">
        Edit link
      </h2>
      <div class="form-grid">
        <TextInput id="edit-url" label="Destination" type="url" value={values.url} onValue={set('url')} error={errors['url']} required />
        <TextInput id="edit-alias" label="Alias" value={values.alias} onValue={set('alias')} error={errors['alias']} hint="The part after the domain. Letters, numbers, - and _." />
        <Select
          id="edit-type"
          label="Redirect type"
          value={values.type}
          onValue={set('type')}
          options={[{ value: '', label: 'Keep as it is' }, ...BUILT_IN_REDIRECTS]}
          groups={redirectGroups(reference.data.splash ?? [], reference.data.overlays ?? [])}
          error={errors['type']}
          hint="CTA overlays and splash pages are listed under Overlays & splash pages."
        />
        <TextInput
          id="edit-password"
          label="New password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onValue={set('password')}
          error={errors['password']}
          optional
          hint="Leave empty to keep the current protection."
        />
        <TextInput id="edit-expiry" label="Expires" type="datetime-local" value={values.expiry} onValue={set('expiry')} error={errors['expiry']} optional />
      </div>
      <TextArea id="edit-description" label="Description" value={values.description} onValue={set('description')} error={errors['description']} optional />
      <div class="targeting-grid">
        <TargetRows kind="geo" form="edit" rows={values.geo} choices={countryChoices()} errors={errors} onChange={set('geo')} />
        <TargetRows kind="device" form="edit" rows={values.device} choices={deviceChoices()} errors={errors} onChange={set('device')} />
      </div>
      <ApiErrorAlert error={save.error} onDismiss={save.clearError} />
      {nothing && <Alert tone="info" title="Nothing changed yet." />}
      <div class="row">
        <Button type="submit" variant="primary" busy={save.pending}>
          Save changes
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
