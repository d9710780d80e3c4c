import { Button, Select, TextInput } from '@/components/ui';
import { fieldId, type FieldErrors } from '@/lib/forms/field-errors';
import { newTargetRow, type TargetKind, type TargetRow } from '@/lib/shorten/form-model';
import type { Choice } from '@/lib/shorten/targeting';
import './target-rows.css';

export interface TargetRowsProps {
  kind: TargetKind;
  rows: TargetRow[];
  onChange: (rows: TargetRow[]) => void;
  choices: Choice[];
  errors: FieldErrors;
  /** Form id prefix for the inputs' ids. */
  form: string;
}

const TEXT = {
  geo: { legend: 'Geo targeting', noun: 'Country', add: 'Add country', hint: 'Send visitors from a country elsewhere.' },
  device: { legend: 'Device targeting', noun: 'Device', add: 'Add device', hint: 'Send visitors on a device elsewhere.' },
  language: { legend: 'Language targeting', noun: 'Language', add: 'Add language', hint: 'Send visitors by browser language.' },
} as const;

/** Add/remove rows of "target → link" for one kind of targeting. */
export function TargetRows({ kind, rows, onChange, choices, errors, form }: TargetRowsProps) {
  const text = TEXT[kind];
  const update = (index: number, patch: Partial<TargetRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => {
    onChange(rows.filter((_, i) => i !== index));
    // Keep keyboard users in the group: focus the add button once the row is gone.
    requestAnimationFrame(() => document.getElementById(`${form}-${kind}-add`)?.focus());
  };
  const add = () => {
    const row = newTargetRow();
    onChange([...rows, row]);
    requestAnimationFrame(() => document.getElementById(fieldId(form, `${kind}.${rows.length}.target`))?.focus());
  };
  return (
    <fieldset class="rows-group">
      <legend class="field-label">{text.legend}</legend>
      <p class="field-hint">{text.hint}</p>
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <div class="target-row" key={row.id}>
            <Select
              id={fieldId(form, `${kind}.${index}.target`)}
              label={`${text.noun} ${n}`}
              hideLabel
              value={row.target}
              onValue={(target) => update(index, { target })}
              options={[{ value: '', label: `${text.noun}…` }, ...choices]}
              error={errors[`${kind}.${index}.target`]}
            />
            <TextInput
              id={fieldId(form, `${kind}.${index}.link`)}
              label={`Link for ${text.noun.toLowerCase()} ${n}`}
              hideLabel
              type="url"
              placeholder="https://…"
              value={row.link}
              onValue={(link) => update(index, { link })}
              error={errors[`${kind}.${index}.link`]}
            />
            <Button variant="ghost" size="sm" class="row-remove" aria-label={`Remove ${text.noun.toLowerCase()} ${n}`} onClick={() => remove(index)}>
              ✕
            </Button>
          </div>
        );
      })}
      <div>
        <Button size="sm" id={`${form}-${kind}-add`} onClick={add}>
          + {text.add}
        </Button>
      </div>
    </fieldset>
  );
}
