import { Select } from '@/components/ui';
import { t } from '@/lib/i18n/messages';
import { has } from '@/lib/platform/capabilities';
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
      {/* Firefox for Android has neither a right-click menu nor shortcuts: the hint names only what is there. */}
      <p class="field-hint">{t(has('menus') || has('commands') ? 'utmt_defaults_hint' : 'utmt_defaults_hint_touch')}</p>
    </div>
  );
}
