import { useState } from 'preact/hooks';
import { Switch, TextInput } from '@/components/ui';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { validateCampaign, type CampaignFormValues } from '@/lib/manage/forms';
import { FormCard, focusFirstError } from '../FormCard';
import type { Action } from '../use-resource';
import type { CampaignCreate } from '@/lib/api';

export interface CampaignFormProps {
  idPrefix: string;
  title: string;
  initial: CampaignFormValues;
  submitLabel: string;
  action: Action;
  onSubmit: (body: CampaignCreate & { name: string }) => Promise<boolean>;
  onCancel?: () => void;
}

/** Create and rename share this form; the values stay as typed when the server refuses them. */
export function CampaignForm({ idPrefix, title, initial, submitLabel, action, onSubmit, onCancel }: CampaignFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: Event) => {
    event.preventDefault();
    const checked = validateCampaign(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(idPrefix, checked.errors, 'name');
      return;
    }
    setErrors({});
    if (await onSubmit(checked.value)) setValues(initial);
  };
  return (
    <FormCard idPrefix={idPrefix} title={title} action={action} submitLabel={submitLabel} onSubmit={submit} onCancel={onCancel}>
      <div class="form-grid">
        <TextInput id={`${idPrefix}-name`} label="Name" value={values.name} onValue={(name) => setValues({ ...values, name })} error={errors['name']} required />
        <TextInput
          id={`${idPrefix}-slug`}
          label="Rotator slug"
          value={values.slug}
          onValue={(slug) => setValues({ ...values, slug })}
          error={errors['slug']}
          optional
          hint="Gives the campaign a rotator URL that sends each visit to one of its links in turn."
        />
      </div>
      <Switch
        id={`${idPrefix}-public`}
        label="Public: anyone with the list URL can see its links"
        checked={values.public}
        onChange={(on) => setValues({ ...values, public: on })}
      />
    </FormCard>
  );
}
