import type { ComponentChildren } from 'preact';

export interface RadioOption<T extends string> {
  value: T;
  label: ComponentChildren;
  hint?: ComponentChildren;
}

export interface RadioGroupProps<T extends string> {
  /** Used for the input name and to derive ids. */
  name: string;
  legend: ComponentChildren;
  value: T;
  onChange: (value: T) => void;
  options: RadioOption<T>[];
  /** Lays the options out side by side as a segmented control. */
  inline?: boolean;
}

/** A fieldset of native radios: arrow keys move between options, as users expect. */
export function RadioGroup<T extends string>({ name, legend, value, onChange, options, inline }: RadioGroupProps<T>) {
  return (
    <fieldset class={`radio-group${inline ? ' radio-inline' : ''}`}>
      <legend class="field-label">{legend}</legend>
      <div class="radio-options">
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <div class="radio-option" key={option.value}>
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                aria-describedby={option.hint ? `${id}-hint` : undefined}
              />
              <label for={id}>
                {option.label}
                {option.hint && (
                  <span class="radio-hint" id={`${id}-hint`}>
                    {option.hint}
                  </span>
                )}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
