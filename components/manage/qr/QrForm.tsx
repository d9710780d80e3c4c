import { useEffect, useMemo, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { FormCard, focusFirstError } from '@/components/manage/FormCard';
import type { Action } from '@/components/manage/use-resource';
import { ColourField } from '@/components/qr/ColourField';
import { QrCode } from '@/components/qr/QrCode';
import { Alert, Select, TextInput } from '@/components/ui';
import type { Qr, QrType, QrWrite } from '@/lib/api';
import { QR_FIELDS, QR_TYPES } from '@/lib/api/schemas/qr-types';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { EMPTY_QR_FORM, qrContentOf, validateQrForm, type QrFormValues } from '@/lib/manage/qr-form';
import { rememberQr, sentQr } from '@/lib/manage/qr-sent';
import { hexOf, qrText } from '@/lib/qr/content';

const TYPE_LABELS: Record<QrType, MessageKey> = {
  link: 'qr_type_link',
  text: 'qr_type_text',
  vcard: 'qr_type_vcard',
  email: 'qr_type_email',
  phone: 'qr_type_phone',
  sms: 'qr_type_sms',
  wifi: 'qr_type_wifi',
};
const FIELD_LABELS: Record<string, MessageKey> = {
  email: 'qr_f_email',
  subject: 'qr_f_subject',
  body: 'qr_f_body',
  message: 'qr_f_body',
  phone: 'qr_f_phone',
  ssid: 'qr_f_ssid',
  pass: 'qr_f_pass',
  encryption: 'qr_f_encryption',
  fname: 'qr_f_fname',
  lname: 'qr_f_lname',
  site: 'qr_f_site',
};
const OPTIONAL = new Set(['subject', 'body', 'message', 'pass', 'site']);
const SINGLE_LABELS: Partial<Record<QrType, MessageKey>> = { link: 'qr_f_address', text: 'qr_f_text', phone: 'qr_f_phone' };

/** A stored state back into the form's strings. */
function valuesOf(write: QrWrite): QrFormValues {
  const isText = typeof write.data === 'string';
  return {
    name: write.name,
    type: write.type,
    text: isText ? (write.data as string) : '',
    fields: isText ? {} : { ...(write.data as Record<string, string>) },
    foreground: hexOf(write.foreground ?? '') ?? EMPTY_QR_FORM.foreground,
    background: hexOf(write.background ?? '') ?? EMPTY_QR_FORM.background,
    logo: write.logo ?? '',
  };
}

export interface QrFormProps {
  /** The code being edited, or null for a new one. */
  editing: Qr | null;
  action: Action;
  onDone: (message: string, id: number) => void;
  onCancel: () => void;
}

/**
 * A new code, or an edit that sends the code's whole state. For a code Trim made, the form
 * opens with what Trim sent; for one made elsewhere it asks, and says what an empty field does.
 */
export function QrForm({ editing, action, onDone, onCancel }: QrFormProps) {
  const connection = useConnection();
  const prefix = editing ? 'qr-edit' : 'qr-new';
  const [values, setValues] = useState<QrFormValues>(editing ? { ...EMPTY_QR_FORM, name: editing.name } : EMPTY_QR_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  // For an edit: what Trim sent for this code (null: made elsewhere), undefined while reading.
  const [known, setKnown] = useState<QrWrite | null | undefined>(editing ? undefined : null);

  useEffect(() => {
    if (!editing) return;
    let live = true;
    void sentQr(connection.id, editing.id).then((sent) => {
      if (!live) return;
      setKnown(sent);
      if (sent) setValues({ ...valuesOf(sent), name: editing.name });
    });
    return () => {
      live = false;
    };
  }, [editing, connection.id]);

  const set = (change: Partial<QrFormValues>) => setValues((current) => ({ ...current, ...change }));
  const setField = (key: string, value: string) => setValues((current) => ({ ...current, fields: { ...current.fields, [key]: value } }));
  const preview = useMemo(() => qrText(qrContentOf(values)), [values]);

  const submit = async (event: Event) => {
    event.preventDefault();
    const checked = validateQrForm(values);
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
      onDone(t('qr_saved', write.name), editing.id);
      return;
    }
    const created = await action.run((client) => client.qr.create(write));
    if (!created || !('id' in created)) return;
    await rememberQr(connection.id, created.id, write);
    setValues(EMPTY_QR_FORM);
    onDone(t('qr_created', write.name), created.id);
  };

  const type = values.type;
  const objectKeys = type in QR_FIELDS ? QR_FIELDS[type as keyof typeof QR_FIELDS] : null;
  // The service keeps a code's type: only a code made elsewhere, whose type Trim does not know, may pick one.
  const typeFixed = editing !== null && known !== null;

  return (
    <FormCard
      idPrefix={prefix}
      title={editing ? t('mg_edit_title', editing.name) : t('qr_new')}
      action={action}
      submitLabel={editing ? t('qr_save') : t('qr_create')}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {editing && known === null && <Alert tone="info" title={t('qr_elsewhere')} />}
      <div class="qr-form">
        <div class="stack">
          <div class="form-grid">
            <TextInput id={`${prefix}-name`} label={t('ui_name')} value={values.name} onValue={(name) => set({ name })} error={errors['name']} required />
            <Select
              id={`${prefix}-type`}
              label={t('qr_type')}
              value={type}
              disabled={typeFixed}
              hint={editing ? t('qr_type_fixed') : undefined}
              options={QR_TYPES.map((value) => ({ value, label: t(TYPE_LABELS[value]) }))}
              onValue={(next) => set({ type: next as QrType })}
            />
          </div>
          <fieldset class="qr-content">
            <legend>{t('qr_content')}</legend>
            <div class="form-grid">
              {objectKeys === null ? (
                <TextInput
                  id={`${prefix}-text`}
                  label={t(SINGLE_LABELS[type] ?? 'qr_f_text')}
                  type={type === 'link' ? 'url' : 'text'}
                  dir={type === 'text' ? undefined : 'ltr'}
                  value={values.text}
                  onValue={(text) => set({ text })}
                  error={errors['text']}
                  required
                />
              ) : (
                objectKeys.map((key) =>
                  key === 'encryption' ? (
                    <Select
                      key={key}
                      id={`${prefix}-${key}`}
                      label={t(FIELD_LABELS[key] ?? 'qr_f_text')}
                      value={values.fields[key] ?? 'WPA'}
                      options={[
                        { value: 'WPA', label: 'WPA/WPA2' },
                        { value: 'WEP', label: 'WEP' },
                        { value: 'nopass', label: t('qr_f_open') },
                      ]}
                      onValue={(value) => setField(key, value)}
                    />
                  ) : (
                    <TextInput
                      key={key}
                      id={`${prefix}-${key}`}
                      label={t(FIELD_LABELS[key] ?? 'qr_f_text')}
                      type={key === 'email' ? 'email' : key === 'site' ? 'url' : key === 'pass' ? 'password' : 'text'}
                      value={values.fields[key] ?? ''}
                      onValue={(value) => setField(key, value)}
                      error={errors[key]}
                      optional={OPTIONAL.has(key)}
                    />
                  ),
                )
              )}
            </div>
          </fieldset>
          <div class="form-grid">
            <ColourField id={`${prefix}-foreground`} label={t('qr_fg')} value={values.foreground} onValue={(foreground) => set({ foreground })} />
            <ColourField id={`${prefix}-background`} label={t('qr_bg')} value={values.background} onValue={(background) => set({ background })} />
          </div>
          <TextInput
            id={`${prefix}-logo`}
            label={t('qr_logo')}
            type="url"
            dir="ltr"
            value={values.logo}
            onValue={(logo) => set({ logo })}
            error={errors['logo']}
            hint={t('qr_logo_hint')}
            optional
          />
        </div>
        <figure class="qr-preview">
          {preview.trim() !== '' && <QrCode value={preview} size={160} colors={{ foreground: values.foreground, background: values.background }} />}
          <figcaption class="muted small">
            {t('qr_preview')}
            {type === 'link' && <span class="qr-preview-note">{t('qr_preview_link')}</span>}
          </figcaption>
        </figure>
      </div>
    </FormCard>
  );
}
