import type { ComponentChildren } from 'preact';
import { Button, TextInput } from '@/components/ui';
import { fieldId, type FieldErrors } from '@/lib/forms/field-errors';
import { newParameterRow, type ParameterRow } from '@/lib/shorten/form-model';
import { formatNumber, t } from '@/lib/i18n/messages';

export interface ParameterRowsProps {
  rows: ParameterRow[];
  onChange: (rows: ParameterRow[]) => void;
  errors: FieldErrors;
  form: string;
  /** Shown after the legend, and part of the group's name (the manage page's "Not reported"). */
  mark?: ComponentChildren;
}

/** Name/value pairs the service appends to the long URL (e.g. utm_source). */
export function ParameterRows({ rows, onChange, errors, form, mark }: ParameterRowsProps) {
  const update = (index: number, patch: Partial<ParameterRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const add = () => {
    onChange([...rows, newParameterRow()]);
    requestAnimationFrame(() => document.getElementById(fieldId(form, `parameters.${rows.length}.name`))?.focus());
  };
  return (
    <fieldset class="rows-group">
      <legend class="field-label">
        {t('sh_params')}
        {mark && <> {mark}</>}
      </legend>
      <p class="field-hint">{t('sh_params_hint')}</p>
      {rows.map((row, index) => {
        const n = formatNumber(index + 1);
        return (
          <div class="target-row" key={row.id}>
            <TextInput
              id={fieldId(form, `parameters.${index}.name`)}
              label={t('sh_param_name', n)}
              hideLabel
              placeholder={t('sh_name_ph')}
              dir="ltr"
              value={row.name}
              onValue={(name) => update(index, { name })}
              error={errors[`parameters.${index}.name`]}
            />
            <TextInput
              id={fieldId(form, `parameters.${index}.value`)}
              label={t('sh_param_value', n)}
              hideLabel
              placeholder={t('sh_value_ph')}
              dir="ltr"
              value={row.value}
              onValue={(value) => update(index, { value })}
              error={errors[`parameters.${index}.value`]}
            />
            <Button
              variant="ghost"
              size="sm"
              class="row-remove"
              aria-label={t('sh_param_del', n)}
              onClick={() => {
                onChange(rows.filter((_, i) => i !== index));
                requestAnimationFrame(() => document.getElementById(`${form}-parameters-add`)?.focus());
              }}
            >
              ✕
            </Button>
          </div>
        );
      })}
      <div>
        <Button size="sm" id={`${form}-parameters-add`} onClick={add}>
          + {t('sh_param_add')}
        </Button>
      </div>
    </fieldset>
  );
}
