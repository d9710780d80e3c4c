import type { ComponentChildren, InputHTMLAttributes, Ref } from 'preact';
import { Field, type TextFieldProps } from './Field';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, keyof TextFieldProps | 'role' | 'type'>, TextFieldProps {
  hideLabel?: boolean;
  /** Rendered after the input inside the same row (e.g. a show/hide or copy button). */
  after?: ComponentChildren;
  inputRef?: Ref<HTMLInputElement>;
  type?: 'text' | 'url' | 'password' | 'search' | 'email' | 'datetime-local' | 'number';
  fieldClass?: string;
}

export function TextInput({ id, label, value, onValue, hint, error, optional, hideLabel, after, inputRef, fieldClass, type = 'text', ...rest }: TextInputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional} hideLabel={hideLabel} class={fieldClass}>
      {(control) => {
        // Preact types <input> as a union keyed on `type`; the props are assembled, then typed once.
        const props = {
          ...rest,
          ...control,
          ref: inputRef,
          type,
          class: 'input',
          value,
          onInput: (event: Event) => onValue?.((event.currentTarget as HTMLInputElement).value),
        } as InputHTMLAttributes<HTMLInputElement>;
        const input = <input {...props} />;
        return after ? (
          <div class="input-row">
            {input}
            {after}
          </div>
        ) : (
          input
        );
      }}
    </Field>
  );
}
