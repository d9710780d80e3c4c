import { Select } from '@/components/ui';
import { t } from '@/lib/i18n/messages';
import type { Installation } from '@/lib/settings/schema';
import type { UtmTemplates } from '@/lib/utm/template';

export interface UtmTemplateDefaultsProps {
  state: UtmTemplates;
  installations: readonly Installation[];
  onChoose: (installationId: string, templateId: string) => void;
}

/** One choice per installation: the template its popup fills in first, or none. */
export function UtmTemplateDefaults({ state, installations, onChoose }: UtmTemplateDefaultsProps) {
  const options = [{ value: '', label: t('utmt_default_none') }, ...state.templates.map((template) => ({ value: template.id, label: template.name }))];
  return (
    <div class="stack utm-template-defaults">
      {installations.map((installation) => {
        const chosen = state.defaults[installation.id] ?? '';
        return (
          <Select
            key={installation.id}
            id={`utm-default-${installation.id}`}
            label={t('utmt_default_for', installation.name)}
            value={state.templates.some((template) => template.id === chosen) ? chosen : ''}
            options={options}
            onValue={(templateId) => onChoose(installation.id, templateId)}
          />
        );
      })}
      <p class="field-hint">{t('utmt_defaults_hint')}</p>
    </div>
  );
}
