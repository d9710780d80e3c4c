import { useMemo, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { FormCard, focusFirstError } from '@/components/manage/FormCard';
import type { Action } from '@/components/manage/use-resource';
import { QrCode } from '@/components/qr/QrCode';
import { Alert, Select, TextInput } from '@/components/ui';
import type { Qr, QrType } from '@/lib/api';
import { QR_TYPES } from '@/lib/api/schemas/qr-types';
import { stillRefused, type FieldErrors } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import { EMPTY_QR_FORM, qrContentOf, validateQrForm, type QrFormValues } from '@/lib/manage/qr-form';
import { chooseType, editValues, type QrKnown } from '@/lib/manage/qr-known';
import { rememberQr } from '@/lib/manage/qr-sent';
import { qrText } from '@/lib/qr/content';
import { QrContentFields } from './QrContentFields';
import { QrStyleFields } from './QrStyleFields';
import { qrTypeName } from './qr-type-names';
import { forgetKnownQr, useQrKnown } from './use-qr-known';

export interface QrFormProps {
  /** The code being edited, or null for a new one. */
  editing: Qr | null;
  action: Action;
  onDone: (message: string, id: number) => void;
  onCancel: () => void;
}

/** What the Type field says: fixed, or why the user is asked which type the code was made as. */
function typeHint(known: QrKnown | undefined): string | undefined {
  if (!known) return undefined;
  if (known.candidates.length === 1) return t('qr_type_fixed');
  if (known.image.text === null) return t('qr_type_unread');
  return t('qr_type_which', qrTypeName(known.candidates[0]!.type));
}

/** Why a content field is empty: Trim could not read it. */
function unknownHint(known: QrKnown | undefined, type: QrType | ''): string | undefined {
  const candidate = known?.candidates.find((entry) => entry.type === type);
  if (!known || !candidate) return undefined;
  if (candidate.content === null) return t(type === 'link' ? 'qr_unknown_destination' : 'qr_unknown_content');
  return known.destinationRemembered && type === 'link' ? t('qr_remembered_link') : undefined;
}

/**
 * A new code, or an edit that sends the code's whole state. An edit opens with what Trim knows
 * (its image on the service read back, what Trim sent); what it could not know is said, left
 * empty or asked, and never sent as a default.
 */
export function QrForm({ editing, action, onDone, onCancel }: QrFormProps) {
  const known = useQrKnown(editing);
  return editing && !known ? (
    <p class="card muted" role="status">
      {t('qr_reading')}
    </p>
  ) : (
    <LoadedForm editing={editing} known={known} action={action} onDone={onDone} onCancel={onCancel} />
  );
}

function LoadedForm({ editing, known, action, onDone, onCancel }: QrFormProps & { known: QrKnown | undefined }) {
  const connection = useConnection();
  const prefix = editing ? 'qr-edit' : 'qr-new';
  const [values, setValues] = useState<QrFormValues>(() => (editing && known ? editValues(editing.name, known) : EMPTY_QR_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  // The colours the code has on the service: kept as they are, they are never refused.
  const current = known?.foreground && known.background ? { foreground: known.foreground, background: known.background } : undefined;

  const change = (next: QrFormValues) => {
    setValues(next);
    // A corrected field loses its error at once; the others wait for the next submit.
    const now = validateQrForm(next, current);
    setErrors((shown) => stillRefused(shown, now.ok ? {} : now.errors));
  };
  const set = (patch: Partial<QrFormValues>) => change({ ...values, ...patch });
  const content = useMemo(() => qrContentOf(values), [values]);
  const preview = content ? qrText(content) : '';

  const submit = async (event: Event) => {
    event.preventDefault();
    const checked = validateQrForm(values, current);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(prefix, checked.errors, 'name');
      return;
    }
    setErrors({});
    const write = checked.value;
    if (editing) {
      const done = await action.run((client) => client.qr.update(editing.id, write));
      if (!done) return;
      await rememberQr(connection.id, editing.id, write);
      forgetKnownQr(editing.id);
      onDone(t('qr_saved', write.name), editing.id);
      return;
    }
    const created = await action.run((client) => client.qr.create(write));
    if (!created || !('id' in created)) return;
    await rememberQr(connection.id, created.id, write);
    setValues(EMPTY_QR_FORM);
    onDone(t('qr_created', write.name), created.id);
  };

  const choices = editing && known ? known.candidates.map((candidate) => candidate.type) : QR_TYPES;
  const asking = choices.length > 1 && editing !== null;
  return (
    <FormCard
      idPrefix={prefix}
      title={editing ? t('mg_edit_title', editing.name) : t('qr_new')}
      action={action}
      submitLabel={editing ? t('qr_save') : t('qr_create')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {known && !known.remembered && known.image.text !== null && <Alert tone="info" title={t('qr_read_elsewhere')} />}
      <div class="qr-form">
        <div class="stack">
          <div class="form-grid">
            <TextInput id={`${prefix}-name`} label={t('ui_name')} value={values.name} onValue={(name) => set({ name })} error={errors['name']} required />
            <Select
              id={`${prefix}-type`}
              label={t('qr_type')}
              value={values.type}
              disabled={editing !== null && !asking}
              hint={editing ? typeHint(known) : undefined}
              error={errors['type']}
              required={asking}
              options={[...(asking ? [{ value: '', label: t('links_choose') }] : []), ...choices.map((value) => ({ value, label: qrTypeName(value) }))]}
              onValue={(next) => change(known ? chooseType(values, known, next as QrType | '') : { ...values, type: next as QrType })}
            />
          </div>
          <QrContentFields
            prefix={prefix}
            values={values}
            errors={errors}
            unknownHint={unknownHint(known, values.type)}
            onText={(text) => set({ text })}
            onField={(key, value) => set({ fields: { ...values.fields, [key]: value } })}
          />
          <QrStyleFields prefix={prefix} values={values} errors={errors} current={current} onChange={set} />
        </div>
        {values.type !== '' && (
          <figure class="qr-preview">
            {preview.trim() !== '' && <QrCode value={preview} size={160} colors={{ foreground: values.foreground, background: values.background }} />}
            <figcaption class="muted small">
              {t('qr_preview')}
              {values.type === 'link' && <span class="qr-preview-note">{t('qr_preview_link')}</span>}
            </figcaption>
          </figure>
        )}
      </div>
    </FormCard>
  );
}
