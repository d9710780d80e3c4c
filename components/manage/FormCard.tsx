import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { ApiErrorAlert, Button } from '@/components/ui';
import type { FieldErrors, Validated } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import type { Action } from './use-resource';

export interface FormCardProps {
  /** Prefix of the form's field ids; `${idPrefix}-title` is the heading that names the form. */
  idPrefix: string;
  title: ComponentChildren;
  /** The change the form sends: its failure shows above the buttons, its progress on the submit button. */
  action: Action;
  submitLabel: string;
  onSubmit: (event: Event) => void;
  /** Shown as a Cancel button when given (edit forms). */
  onCancel?: (() => void) | undefined;
  /** Between the failure and the buttons, e.g. a link to the item that already exists. */
  afterError?: ComponentChildren;
  /** The fields. */
  children: ComponentChildren;
}

/** A create or edit form as a card: heading, fields, the server's refusal, submit and cancel. */
export function FormCard({ idPrefix, title, action, submitLabel, onSubmit, onCancel, afterError, children }: FormCardProps) {
  return (
    <form class="card stack" onSubmit={onSubmit} noValidate aria-labelledby={`${idPrefix}-title`}>
      <h2 class="card-title" id={`${idPrefix}-title`}>
        {title}
      </h2>
      {children}
      <ApiErrorAlert error={action.error} onDismiss={action.clearError} />
      {afterError}
      <div class="row">
        <Button type="submit" variant="primary" busy={action.pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('ui_cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

/** Moves focus to the first field the check refused (`${idPrefix}-${key}`), or to `fallback`'s field. */
export function focusFirstError(idPrefix: string, errors: FieldErrors, fallback: string): void {
  document.getElementById(`${idPrefix}-${Object.keys(errors)[0] ?? fallback}`)?.focus();
}

export interface CheckedForm<V> {
  values: V;
  setValues: (values: V) => void;
  /** The check's refusals by field, shown beside each field. */
  errors: FieldErrors;
  /** The form's submit handler: checks, focuses the first refused field, or sends. */
  submit: (event: Event) => Promise<void>;
}

/**
 * A form's values checked before sending, so a plain typo costs no request. `send` gets the
 * checked value and says whether it went through; then the form starts again from `initial`.
 * A refusal (local or from the server) leaves the values as typed.
 */
export function useCheckedForm<V, T>(options: {
  idPrefix: string;
  initial: V;
  check: (values: V) => Validated<T>;
  /** The field focused when a refusal names none. */
  firstField: string;
  send: (value: T) => Promise<boolean>;
}): CheckedForm<V> {
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = async (event: Event) => {
    event.preventDefault();
    const checked = options.check(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      focusFirstError(options.idPrefix, checked.errors, options.firstField);
      return;
    }
    setErrors({});
    if (await options.send(checked.value)) setValues(options.initial);
  };
  return { values, setValues, errors, submit };
}
