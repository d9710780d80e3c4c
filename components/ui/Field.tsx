import type { ComponentChildren } from 'preact';
import { t } from '@/lib/i18n/messages';

/** What a field hands to its control so label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  id: string;
  label: ComponentChildren;
  /** Help shown under the control and linked with aria-describedby. */
  hint?: ComponentChildren;
  /** Validation or server message shown beside the control; marks it aria-invalid. */
  error?: string | undefined;
  /** Adds "(optional)" after the label. */
  optional?: boolean;
  /** Hides the label visually (still announced), for compact rows. */
  hideLabel?: boolean;
  class?: string;
  children: (control: FieldControlProps) => ComponentChildren;
}

/** What every text control (TextInput, TextArea) takes besides its element's own attributes. */
export interface TextFieldProps {
  id: string;
  label: ComponentChildren;
  value: string;
  /** Called with the new text on every input. */
  onValue?: (value: string) => void;
  /** Help under the control (see FieldProps). */
  hint?: ComponentChildren;
  error?: string | undefined;
  optional?: boolean;
}

/** Label + control + hint + error, wired for assistive technology. */
export function Field({ id, label, hint, error, optional, hideLabel, class: cls, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div class={`field${error ? ' field-invalid' : ''}${cls ? ` ${cls}` : ''}`}>
      <label class={hideLabel ? 'visually-hidden' : 'field-label'} for={id}>
        {label}
        {/* The space outside, so "(optional)" moves to the next line whole, never split. */}
        {optional && ' '}
        {optional && <span class="field-optional">{t('ui_optional')}</span>}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      {error && (
        <p class="field-error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <p class="field-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
