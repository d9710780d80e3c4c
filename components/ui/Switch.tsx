import type { ComponentChildren } from 'preact';
import './switch.css';

export interface SwitchProps {
  id: string;
  label: ComponentChildren;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ComponentChildren;
  disabled?: boolean;
}

/** An on/off setting: a native checkbox with role="switch", so Space toggles it. */
export function Switch({ id, label, checked, onChange, hint, disabled }: SwitchProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div class="switch-field">
      <input
        id={id}
        type="checkbox"
        role="switch"
        class="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label for={id} class="switch-label">
        {label}
      </label>
      {hint && (
        <p class="field-hint switch-hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
