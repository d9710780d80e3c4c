import { Switch, TextInput } from '@/components/ui';
import { validateCampaign, type CampaignFormValues } from '@/lib/manage/campaign-form';
import { FormCard, useCheckedForm } from '@/components/manage/FormCard';
import type { Action } from '@/components/manage/use-resource';
import type { CampaignCreate } from '@/lib/api';
import { t } from '@/lib/i18n/messages';

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
  const { values, setValues, errors, submit } = useCheckedForm({ idPrefix, initial, check: validateCampaign, firstField: 'name', send: onSubmit });
  return (
    <FormCard idPrefix={idPrefix} title={title} action={action} submitLabel={submitLabel} onSubmit={submit} onCancel={onCancel}>
      <div class="form-grid">
        <TextInput id={`${idPrefix}-name`} label={t('ui_name')} value={values.name} onValue={(name) => setValues({ ...values, name })} error={errors['name']} required />
        <TextInput
          id={`${idPrefix}-slug`}
          label={t('camp_slug')}
          value={values.slug}
          onValue={(slug) => setValues({ ...values, slug })}
          error={errors['slug']}
          optional
          hint={t('camp_slug_hint')}
          dir="ltr"
        />
      </div>
      <Switch id={`${idPrefix}-public`} label={t('camp_public')} checked={values.public} onChange={(on) => setValues({ ...values, public: on })} />
    </FormCard>
  );
}
