import { useState } from 'preact/hooks';
import { Button, TextInput } from '@/components/ui';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { draftIssues, type DraftIssues, type TemplateDraft } from '@/lib/utm/edit';
import { UTM_FIELDS, type UtmField, type UtmTemplates } from '@/lib/utm/template';

const FIELD_LABEL: Record<UtmField, MessageKey> = {
  source: 'utmt_source',
  medium: 'utmt_medium',
  campaign: 'utmt_campaign',
  term: 'utmt_term',
  content: 'utmt_content',
};

const NAME_ISSUE: Record<NonNullable<DraftIssues['name']>, MessageKey> = { required: 'utmt_err_name_required', taken: 'utmt_err_name_taken' };

export interface UtmTemplateFormProps {
  state: UtmTemplates;
  /** The id of the template edited; null for a new one. */
  editing: string | null;
  initial: TemplateDraft;
  onSave: (draft: TemplateDraft) => Promise<void>;
  onCancel: () => void;
}

/** New template or an edit: its name and the five tags; errors show beside their field after a save, keeping what was typed. */
export function UtmTemplateForm({ state, editing, initial, onSave, onCancel }: UtmTemplateFormProps) {
  const [draft, setDraft] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const issues = checked ? draftIssues(draft, state, editing) : {};
  const heading = editing === null ? t('utmt_new') : t('utmt_edit_heading');

  const submit = async (event: Event) => {
    event.preventDefault();
    setChecked(true);
    const found = draftIssues(draft, state, editing);
    if (found.name || found.values) {
      const form = event.currentTarget as HTMLFormElement;
      form.querySelector<HTMLElement>(found.name ? '#utm-template-name' : '#utm-template-source')?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSave(draft);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form class="stack utm-template-form" aria-label={heading} onSubmit={(event) => void submit(event)} noValidate>
      <h3 class="utm-template-form-heading">{heading}</h3>
      <TextInput
        id="utm-template-name"
        label={t('utmt_name')}
        value={draft.name}
        onValue={(name) => setDraft((current) => ({ ...current, name }))}
        error={issues.name && t(NAME_ISSUE[issues.name])}
        autoComplete="off"
      />
      <fieldset class="utm-template-values" aria-describedby={issues.values ? 'utm-template-values-error' : undefined}>
        <legend class="field-label">{t('utmt_values')}</legend>
        {issues.values && (
          <p class="field-error" id="utm-template-values-error">
            {t('utmt_err_values_empty')}
          </p>
        )}
        <div class="utm-template-grid">
          {UTM_FIELDS.map((field) => (
            <TextInput
              key={field}
              id={`utm-template-${field}`}
              label={t(FIELD_LABEL[field])}
              value={draft.values[field]}
              onValue={(value) => setDraft((current) => ({ ...current, values: { ...current.values, [field]: value } }))}
              aria-invalid={issues.values ? true : undefined}
              autoComplete="off"
              dir="auto"
            />
          ))}
        </div>
        <p class="field-hint">{t('utmt_hint')}</p>
      </fieldset>
      <div class="row">
        <Button type="submit" variant="primary" busy={busy}>
          {t('utmt_save')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('ui_cancel')}
        </Button>
      </div>
    </form>
  );
}
