import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { TextInput } from '@/components/ui';
import { useLatest } from '@/components/ui/use-latest';
import { fieldId } from '@/lib/forms/field-errors';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { pageTitle } from '@/lib/utm/page-title';
import { applyTemplate, readUtm, writeUtm } from '@/lib/utm/query';
import { UTM_FIELDS, type UtmField, type UtmTemplates } from '@/lib/utm/template';
import { TemplatePicker } from './TemplatePicker';
import { appliedDefault } from './use-default-template';

const LABELS: Record<UtmField, MessageKey> = {
  source: 'utm_f_source',
  medium: 'utm_f_medium',
  campaign: 'utm_f_campaign',
  term: 'utm_f_term',
  content: 'utm_f_content',
};

function isUrl(url: string): boolean {
  try {
    new URL(url);
    return true;
  } catch {
    return false;
  }
}

export interface UtmFieldsProps {
  /** The Long URL field's text: the fields are a view of its query string. */
  url: string;
  onUrl: (url: string) => void;
  form: string;
  /** The user's templates (null while they are read). */
  templates: UtmTemplates | null;
}

/** The template picker and the five UTM fields, read from and written into the long URL at once. */
export function UtmFields({ url, onUrl, form, templates }: UtmFieldsProps) {
  const { id: installation } = useConnection();
  // The default template the popup applied to the page (use-default-template.ts) shows as chosen.
  const [applied] = useState(() => appliedDefault(installation));
  const [chosen, setChosen] = useState(applied?.id ?? '');
  const latest = useLatest({ url, onUrl });

  const choose = (id: string) => {
    setChosen(id);
    const template = templates?.templates.find((entry) => entry.id === id);
    if (!template) return;
    void pageTitle(url).then((title) => {
      const { url, onUrl } = latest.current;
      onUrl(applyTemplate(url, template.values, { title, url }));
    });
  };

  const parses = isUrl(url);
  const values = readUtm(url);
  const id = (name: string) => fieldId(form, name);
  return (
    <fieldset class="rows-group stack">
      <legend class="field-label">{t('utm_group')}</legend>
      <TemplatePicker
        id={id('utm-template')}
        templates={templates}
        value={chosen}
        onChoose={choose}
        hint={applied && chosen === applied.id ? t('utm_default_applied', applied.name) : undefined}
      />
      <p class="field-hint" id={id('utm-hint')}>
        {parses ? t('utm_group_hint') : t('utm_needs_url')}
      </p>
      <div class="form-grid">
        {UTM_FIELDS.map((field) => (
          <TextInput
            key={field}
            id={id(`utm-${field}`)}
            label={t(LABELS[field])}
            value={values[field]}
            disabled={!parses}
            dir="auto"
            autocomplete="off"
            spellcheck={false}
            aria-describedby={id('utm-hint')}
            onValue={(value) => onUrl(writeUtm(url, { [field]: value }))}
          />
        ))}
      </div>
    </fieldset>
  );
}
