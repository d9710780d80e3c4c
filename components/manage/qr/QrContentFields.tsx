import { Select, TextArea, TextInput } from '@/components/ui';
import type { QrType } from '@/lib/api';
import { QR_FIELDS } from '@/lib/api/schemas/qr-types';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { t, type MessageKey } from '@/lib/i18n/messages';
import type { QrFormValues } from '@/lib/manage/qr-form';

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
const OPTIONAL = new Set(['subject', 'body', 'message', 'site']);
/** Messages keep their line breaks: the service writes them into the code as they are. */
const MULTILINE = new Set(['body', 'message']);
const SINGLE_LABELS: Partial<Record<QrType, MessageKey>> = { link: 'qr_f_address', text: 'qr_f_text', phone: 'qr_f_phone' };

export interface QrContentFieldsProps {
  prefix: string;
  values: QrFormValues;
  errors: FieldErrors;
  /** Said under the content when Trim could not read it (why the fields are empty). */
  unknownHint?: string | undefined;
  onText: (text: string) => void;
  onField: (key: string, value: string) => void;
}

/** The content of a code of the chosen type: one field, or the type's fields. */
export function QrContentFields({ prefix, values, errors, unknownHint, onText, onField }: QrContentFieldsProps) {
  const type = values.type;
  if (type === '') return null;
  const objectKeys = type in QR_FIELDS ? QR_FIELDS[type as keyof typeof QR_FIELDS] : null;
  const encryption = values.fields['encryption'] ?? 'WPA';
  return (
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
            onValue={onText}
            error={errors['text']}
            hint={unknownHint}
            required
          />
        ) : (
          objectKeys.map((key) =>
            key === 'encryption' ? (
              <Select
                key={key}
                id={`${prefix}-${key}`}
                label={t(FIELD_LABELS[key] ?? 'qr_f_text')}
                value={encryption}
                options={[
                  { value: 'WPA', label: 'WPA/WPA2' },
                  { value: 'WEP', label: 'WEP' },
                  { value: 'nopass', label: t('qr_f_open') },
                ]}
                onValue={(value) => onField(key, value)}
              />
            ) : MULTILINE.has(key) ? (
              <TextArea
                key={key}
                id={`${prefix}-${key}`}
                label={t(FIELD_LABELS[key] ?? 'qr_f_text')}
                value={values.fields[key] ?? ''}
                onValue={(value) => onField(key, value)}
                error={errors[key]}
                optional
                rows={4}
              />
            ) : (
              <TextInput
                key={key}
                id={`${prefix}-${key}`}
                label={t(FIELD_LABELS[key] ?? 'qr_f_text')}
                type={key === 'email' ? 'email' : key === 'site' ? 'url' : key === 'pass' ? 'password' : 'text'}
                value={values.fields[key] ?? ''}
                onValue={(value) => onField(key, value)}
                error={errors[key]}
                // An open network has no password; a protected one needs it.
                optional={OPTIONAL.has(key) || (key === 'pass' && encryption === 'nopass')}
              />
            ),
          )
        )}
      </div>
      {objectKeys !== null && unknownHint && <p class="field-hint">{unknownHint}</p>}
    </fieldset>
  );
}
