import type { TextareaHTMLAttributes } from 'preact';
import { Field, type TextFieldProps } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof TextFieldProps>, TextFieldProps {}

export function TextArea({ id, label, value, onValue, hint, error, optional, rows = 2, ...rest }: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      {(control) => <textarea {...rest} {...control} rows={rows} class="input textarea" value={value} onInput={(event) => onValue?.(event.currentTarget.value)} />}
    </Field>
  );
}
