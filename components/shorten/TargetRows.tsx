import type { ComponentChildren } from 'preact';
import { Button, Select, TextInput } from '@/components/ui';
import { fieldId, type FieldErrors } from '@/lib/forms/field-errors';
import { newTargetRow, type TargetKind, type TargetRow } from '@/lib/shorten/form-model';
import type { Choice } from '@/lib/shorten/targeting';
import { formatNumber, t, type MessageKey } from '@/lib/i18n/messages';
import './target-rows.css';

export interface TargetRowsProps {
  kind: TargetKind;
  rows: TargetRow[];
  onChange: (rows: TargetRow[]) => void;
  choices: Choice[];
  errors: FieldErrors;
  /** Form id prefix for the inputs' ids. */
  form: string;
  /** Why rows cannot be added (the plan drops this targeting): the Add button is disabled with this line. */
  closedReason?: string | undefined;
  /** Shown after the legend, and part of the group's name (the manage page's "Not reported"). */
  mark?: ComponentChildren;
}

/** Each kind's messages; `n`, `link` and `remove` take the row's number. */
const TEXT: Record<TargetKind, Record<'legend' | 'hint' | 'pick' | 'n' | 'link' | 'remove' | 'add', MessageKey>> = {
  geo: { legend: 'sh_geo', hint: 'sh_geo_hint', pick: 'sh_geo_pick', n: 'sh_geo_n', link: 'sh_geo_link', remove: 'sh_geo_del', add: 'sh_geo_add' },
  device: { legend: 'sh_dev', hint: 'sh_dev_hint', pick: 'sh_dev_pick', n: 'sh_dev_n', link: 'sh_dev_link', remove: 'sh_dev_del', add: 'sh_dev_add' },
  language: { legend: 'sh_lang', hint: 'sh_lang_hint', pick: 'sh_lang_pick', n: 'sh_lang_n', link: 'sh_lang_link', remove: 'sh_lang_del', add: 'sh_lang_add' },
};

/** Add/remove rows of "target → link" for one kind of targeting. */
export function TargetRows({ kind, rows, onChange, choices, errors, form, closedReason, mark }: TargetRowsProps) {
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
      <legend class="field-label">
        {t(text.legend)}
        {mark && <> {mark}</>}
      </legend>
      <p class="field-hint">{t(text.hint)}</p>
      {rows.map((row, index) => {
        const n = formatNumber(index + 1);
        return (
          <div class="target-row" key={row.id}>
            <Select
              id={fieldId(form, `${kind}.${index}.target`)}
              label={t(text.n, n)}
              hideLabel
              value={row.target}
              onValue={(target) => update(index, { target })}
              options={[{ value: '', label: t(text.pick) }, ...choices]}
              error={errors[`${kind}.${index}.target`]}
            />
            <TextInput
              id={fieldId(form, `${kind}.${index}.link`)}
              label={t(text.link, n)}
              hideLabel
              type="url"
              placeholder={'https://…'}
              value={row.link}
              onValue={(link) => update(index, { link })}
              error={errors[`${kind}.${index}.link`]}
            />
            <Button variant="ghost" size="sm" class="row-remove" aria-label={t(text.remove, n)} onClick={() => remove(index)}>
              ✕
            </Button>
          </div>
        );
      })}
      <div>
        <Button size="sm" id={`${form}-${kind}-add`} onClick={add} disabled={closedReason !== undefined} aria-describedby={closedReason ? `${form}-${kind}-closed` : undefined}>
          + {t(text.add)}
        </Button>
      </div>
      {closedReason && (
        <p class="field-hint" id={`${form}-${kind}-closed`}>
          {closedReason}
        </p>
      )}
    </fieldset>
  );
}
