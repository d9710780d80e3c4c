import { Field } from '@/components/ui';

/** A colour input, labelled like every field (the value is `#rrggbb`). */
export function ColourField({ id, label, value, onValue }: { id: string; label: string; value: string; onValue: (value: string) => void }) {
  return (
    <Field id={id} label={label}>
      {(control) => <input {...control} type="color" class="colour-swatch qr-colour" value={value} onInput={(event) => onValue(event.currentTarget.value)} />}
    </Field>
  );
}
