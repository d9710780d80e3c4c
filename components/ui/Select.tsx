import type { ComponentChildren, SelectHTMLAttributes } from 'preact';
import { Field } from './Field';

export interface SelectOption {
  value: string;
  /** Plain text: server-supplied names are rendered as text, never as markup. */
  label: string;
}

export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'id' | 'label' | 'role'> {
  id: string;
  label: ComponentChildren;
  value: string;
  onValue?: (value: string) => void;
  /** Flat options first, then each group as an <optgroup> (empty groups are skipped). */
  options: SelectOption[];
  groups?: SelectGroup[];
  hint?: ComponentChildren;
  error?: string | undefined;
  hideLabel?: boolean;
  fieldClass?: string;
}

export function Select({ id, label, value, onValue, options, groups = [], hint, error, hideLabel, fieldClass, ...rest }: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} hideLabel={hideLabel} class={fieldClass}>
      {(control) => (
        <select {...(rest as SelectHTMLAttributes<HTMLSelectElement>)} {...control} class="input select" value={value} onChange={(event) => onValue?.(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {groups
            .filter((group) => group.options.length > 0)
            .map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
        </select>
      )}
    </Field>
  );
}
