import { RadioGroup, Switch } from '@/components/ui';
import { t } from '@/lib/i18n/messages';
import { has } from '@/lib/platform/capabilities';
import type { CopyFormat, Settings, Theme } from '@/lib/settings/schema';

export interface PreferencesFormProps {
  settings: Pick<Settings, 'autoCopy' | 'copyFormat' | 'theme'>;
  onChange: (patch: Partial<Pick<Settings, 'autoCopy' | 'copyFormat' | 'theme'>>) => void;
}

/** The short link in the copy formats' examples. */
const EXAMPLE_LINK = 'https://sho.rt/abc';

/** Auto-copy, the clipboard format and the theme (which applies as soon as it is chosen). */
export function PreferencesForm({ settings, onChange }: PreferencesFormProps) {
  const title = t('opt_page_title');
  // Code examples: left to right, also on an Arabic page.
  const example = (code: string) => <bdi dir="ltr">{code}</bdi>;
  return (
    <div class="stack">
      <Switch
        id="auto-copy"
        label={t('opt_auto_copy')}
        checked={settings.autoCopy}
        onChange={(autoCopy) => onChange({ autoCopy })}
        hint={has('menus') || has('commands') ? t('opt_auto_copy_hint') : undefined}
      />
      <RadioGroup<CopyFormat>
        name="copy-format"
        legend={t('opt_copy_format')}
        value={settings.copyFormat}
        onChange={(copyFormat) => onChange({ copyFormat })}
        options={[
          { value: 'plain', label: t('opt_plain_link'), hint: example(EXAMPLE_LINK) },
          { value: 'markdown', label: 'Markdown', hint: example(`[${title}](${EXAMPLE_LINK})`) },
          { value: 'html', label: 'HTML', hint: example(`<a href="${EXAMPLE_LINK}">${title}</a>`) },
        ]}
      />
      <RadioGroup<Theme>
        name="theme"
        legend={t('opt_theme')}
        inline
        value={settings.theme}
        onChange={(theme) => onChange({ theme })}
        options={[
          { value: 'system', label: t('opt_theme_system') },
          { value: 'light', label: t('opt_theme_light') },
          { value: 'dark', label: t('opt_theme_dark') },
        ]}
      />
    </div>
  );
}
