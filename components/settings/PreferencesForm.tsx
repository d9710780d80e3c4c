import { RadioGroup, Switch } from '@/components/ui';
import type { CopyFormat, Settings, Theme } from '@/lib/settings/schema';

export interface PreferencesFormProps {
  settings: Pick<Settings, 'autoCopy' | 'copyFormat' | 'theme'>;
  onChange: (patch: Partial<Pick<Settings, 'autoCopy' | 'copyFormat' | 'theme'>>) => void;
}

/** Auto-copy, the clipboard format and the theme (which applies as soon as it is chosen). */
export function PreferencesForm({ settings, onChange }: PreferencesFormProps) {
  return (
    <div class="stack">
      <Switch
        id="auto-copy"
        label="Copy new short links automatically"
        checked={settings.autoCopy}
        onChange={(autoCopy) => onChange({ autoCopy })}
        hint="Also applies to the right-click menu and the keyboard shortcut."
      />
      <RadioGroup<CopyFormat>
        name="copy-format"
        legend="Copy format"
        value={settings.copyFormat}
        onChange={(copyFormat) => onChange({ copyFormat })}
        options={[
          { value: 'plain', label: 'Plain link', hint: 'https://sho.rt/abc' },
          { value: 'markdown', label: 'Markdown', hint: '[Page title](https://sho.rt/abc)' },
          { value: 'html', label: 'HTML', hint: '<a href="https://sho.rt/abc">Page title</a>' },
        ]}
      />
      <RadioGroup<Theme>
        name="theme"
        legend="Theme"
        inline
        value={settings.theme}
        onChange={(theme) => onChange({ theme })}
        options={[
          { value: 'system', label: 'System' },
          { value: 'light', label: 'Light' },
          { value: 'dark', label: 'Dark' },
        ]}
      />
    </div>
  );
}
