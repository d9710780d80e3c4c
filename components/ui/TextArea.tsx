import type { ComponentChildren, TextareaHTMLAttributes } from 'preact';
import { Field } from './Field';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'id' | 'label'> {
  id: string;
  label: ComponentChildren;
  value: string;
  onValue?: (value: string) => void;
  hint?: ComponentChildren;
  error?: string | undefined;
  optional?: boolean;
}

export function TextArea({ id, label, value, onValue, hint, error, optional, rows = 2, ...rest }: TextAreaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      {(control) => (
        <textarea
          {...rest}
          {...control}
          rows={rows}
          class="input textarea"
          value={value}
          onInput={(event) => onValue?.(event.currentTarget.value)}
        />
      )}
    </Field>
  );
}
