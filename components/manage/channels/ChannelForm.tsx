import { Field, Switch, TextArea, TextInput } from '@/components/ui';
import type { ChannelCreate } from '@/lib/api';
import { normaliseHexColour } from '@/lib/forms/hex-colour';
import { validateChannel, type ChannelFormValues } from '@/lib/manage/channel-form';
import { FormCard, useCheckedForm } from '@/components/manage/FormCard';
import type { Action } from '@/components/manage/use-resource';
import { isApiError } from '@/lib/api/errors';
import { navigate } from '@/lib/manage/history';
import { t } from '@/lib/i18n/messages';

export interface ChannelFormProps {
  idPrefix: string;
  title: string;
  initial: ChannelFormValues;
  submitLabel: string;
  action: Action;
  onSubmit: (body: ChannelCreate) => Promise<boolean>;
  onCancel?: () => void;
}

// The picker starts at the colour the placeholder suggests; nothing is sent until one is chosen.
const DEFAULT_SWATCH = '#1a73e8';

/** Name, description, colour (picker plus HEX text, kept in step) and star. */
export function ChannelForm({ idPrefix, title, initial, submitLabel, action, onSubmit, onCancel }: ChannelFormProps) {
  const { values, setValues, errors, submit } = useCheckedForm({ idPrefix, initial, check: validateChannel, firstField: 'name', send: onSubmit });
  const swatch = normaliseHexColour(values.color) ?? DEFAULT_SWATCH;
  const existingId = isApiError(action.error) ? action.error.existingId : undefined;

  return (
    <FormCard
      idPrefix={idPrefix}
      title={title}
      action={action}
      submitLabel={submitLabel}
      onSubmit={submit}
      onCancel={onCancel}
      afterError={
        existingId !== undefined && (
          <p>
            <a
              href={`?section=channels&id=${existingId}`}
              onClick={(event) => {
                event.preventDefault();
                navigate({ id: existingId });
              }}
            >
              {t('chan_show_existing')}
            </a>
          </p>
        )
      }
    >
      <div class="form-grid">
        <TextInput id={`${idPrefix}-name`} label={t('ui_name')} value={values.name} onValue={(name) => setValues({ ...values, name })} error={errors['name']} required />
        <Field id={`${idPrefix}-color`} label={t('chan_colour')} error={errors['color']} optional hint={t('chan_colour_hint')}>
          {(control) => (
            <div class="input-row colour-row">
              <input
                type="color"
                class="colour-swatch"
                aria-label={t('chan_colour_picker')}
                value={swatch}
                onInput={(event) => setValues({ ...values, color: event.currentTarget.value })}
              />
              <input
                {...control}
                class="input"
                value={values.color}
                placeholder={t('chan_colour_placeholder')}
                dir="ltr"
                onInput={(event) => setValues({ ...values, color: event.currentTarget.value })}
              />
            </div>
          )}
        </Field>
      </div>
      <TextArea
        id={`${idPrefix}-description`}
        label={t('ui_description')}
        value={values.description}
        onValue={(description) => setValues({ ...values, description })}
        error={errors['description']}
        optional
      />
      <Switch id={`${idPrefix}-starred`} label={t('chan_starred')} checked={values.starred} onChange={(starred) => setValues({ ...values, starred })} />
    </FormCard>
  );
}
