import type { ComponentChildren } from 'preact';
import { Select } from '@/components/ui';
import type { UtmTemplates } from '@/lib/utm/template';
import { t } from '@/lib/i18n/messages';

/** Where the options page keeps the UTM templates card. */
const TEMPLATES_CARD = '/options.html#utm-templates';

export interface TemplatePickerProps {
  id: string;
  templates: UtmTemplates | null;
  /** The chosen template's id; '' for none. */
  value: string;
  onChoose: (id: string) => void;
  hint?: ComponentChildren;
}

/** The user's UTM templates to pick from, or, with none saved, the way to the card that makes them. */
export function TemplatePicker({ id, templates, value, onChoose, hint }: TemplatePickerProps) {
  if (templates === null) return null;
  if (templates.templates.length === 0) {
    return (
      <p class="muted small">
        {t('utm_no_templates')}{' '}
        <a href={TEMPLATES_CARD} target="_blank" rel="noopener">
          {t('utm_make_template')}
        </a>
      </p>
    );
  }
  const options = [{ value: '', label: t('utm_template_none') }, ...templates.templates.map((template) => ({ value: template.id, label: template.name }))];
  return <Select id={id} label={t('utm_template')} value={value} onValue={onChoose} options={options} hint={hint} />;
}
