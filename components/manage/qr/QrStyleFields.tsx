import { ColourField } from '@/components/qr/ColourField';
import { ContrastNote } from '@/components/qr/ContrastNote';
import { TextInput } from '@/components/ui';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import type { QrColourPair, QrFormValues } from '@/lib/manage/qr-form';

export interface QrStyleFieldsProps {
  prefix: string;
  values: QrFormValues;
  errors: FieldErrors;
  /** The colours the code has on the service, if known. */
  current?: QrColourPair | undefined;
  onChange: (change: Partial<QrFormValues>) => void;
}

/**
 * Colours (with whether a phone can scan them) and logo. When Trim could not read a code's
 * colours or logo, it says so and asks before the form's replace them.
 */
export function QrStyleFields({ prefix, values, errors, current, onChange }: QrStyleFieldsProps) {
  const restyleId = `${prefix}-restyle`;
  return (
    <>
      <div class="form-grid">
        <ColourField id={`${prefix}-foreground`} label={t('qr_fg')} value={values.foreground} onValue={(foreground) => onChange({ foreground })} />
        <ColourField id={`${prefix}-background`} label={t('qr_bg')} value={values.background} onValue={(background) => onChange({ background })} />
      </div>
      <ContrastNote
        id={`${prefix}-contrast`}
        foreground={values.foreground}
        background={values.background}
        kept={current?.foreground === values.foreground && current.background === values.background}
      />
      <TextInput
        id={`${prefix}-logo`}
        label={t('qr_logo')}
        type="url"
        dir="ltr"
        value={values.logo}
        onValue={(logo) => onChange({ logo })}
        error={errors['logo']}
        hint={t('qr_logo_hint')}
        optional
      />
      {values.restyle !== null && (
        <div class={`field${errors['restyle'] ? ' field-invalid' : ''}`}>
          <p class="field-hint" id={`${restyleId}-why`}>
            {t('qr_restyle_why')}
          </p>
          <div class="check-item">
            <input
              type="checkbox"
              id={restyleId}
              checked={values.restyle}
              aria-describedby={`${restyleId}-why${errors['restyle'] ? ` ${restyleId}-error` : ''}`}
              aria-invalid={errors['restyle'] ? true : undefined}
              onChange={(event) => onChange({ restyle: event.currentTarget.checked })}
            />
            <label for={restyleId}>{t('qr_restyle')}</label>
          </div>
          {errors['restyle'] && (
            <p class="field-error" id={`${restyleId}-error`}>
              {errors['restyle']}
            </p>
          )}
        </div>
      )}
    </>
  );
}
