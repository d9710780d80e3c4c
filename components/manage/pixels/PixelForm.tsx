import { useState } from 'preact/hooks';
import { Select, TextInput } from '@/components/ui';
import { PIXEL_TYPES, type Pixel } from '@/lib/api';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { PIXEL_TYPE_LABELS, pixelTypeLabel, validatePixel, validatePixelUpdate, type PixelFormValues } from '@/lib/manage/pixel-form';
import { FormCard, focusFirstError } from '@/components/manage/FormCard';
import type { Action } from '@/components/manage/use-resource';
import { t } from '@/lib/i18n/messages';

const EMPTY: PixelFormValues = { type: '', name: '', tag: '' };
const TYPE_OPTIONS = PIXEL_TYPES.map((type) => ({ value: type, label: PIXEL_TYPE_LABELS[type] }));

export function PixelForm({ editing, action, onDone, onCancel }: { editing: Pixel | null; action: Action; onDone: (message: string) => void; onCancel: () => void }) {
  const prefix = editing ? 'pixel-edit' : 'pixel-new';
  const [values, setValues] = useState<PixelFormValues>(editing ? { type: editing.type, name: editing.name, tag: editing.tag } : EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: Event) => {
    event.preventDefault();
    const refuse = (found: FieldErrors) => {
      setErrors(found);
      focusFirstError(prefix, found, 'name');
    };
    if (editing) {
      // The provider of an existing pixel cannot change: only name and tag are sent.
      const checked = validatePixelUpdate(values);
      if (!checked.ok) return refuse(checked.errors);
      setErrors({});
      const done = await action.run((client) => client.pixels.update(editing.id, checked.value));
      if (done) onDone(t('pix_saved', checked.value.name));
      return;
    }
    const checked = validatePixel(values);
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    const done = await action.run((client) => client.pixels.create(checked.value));
    if (done) {
      setValues(EMPTY);
      onDone(t('pix_created', checked.value.name));
    }
  };

  return (
    <FormCard
      idPrefix={prefix}
      title={editing ? t('mg_edit_title', editing.name) : t('pix_new')}
      action={action}
      submitLabel={editing ? t('pix_save') : t('pix_create')}
      onSubmit={submit}
      onCancel={editing ? onCancel : undefined}
    >
      <div class="form-grid">
        {editing ? (
          <p class="field">
            <span class="field-label">{t('pix_provider')}</span>
            <span>{pixelTypeLabel(editing.type)}</span>
          </p>
        ) : (
          <Select
            id={`${prefix}-type`}
            label={t('pix_provider')}
            value={values.type}
            options={[{ value: '', label: t('pix_choose') }, ...TYPE_OPTIONS]}
            onValue={(type) => setValues({ ...values, type })}
            error={errors['type']}
          />
        )}
        <TextInput id={`${prefix}-name`} label={t('ui_name')} value={values.name} onValue={(name) => setValues({ ...values, name })} error={errors['name']} />
        <TextInput
          id={`${prefix}-tag`}
          label={t('pix_tag_label')}
          value={values.tag}
          onValue={(tag) => setValues({ ...values, tag })}
          error={errors['tag']}
          hint={t('pix_tag_hint')}
          dir="ltr"
        />
      </div>
    </FormCard>
  );
}
