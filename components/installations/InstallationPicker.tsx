import { Select } from '@/components/ui/Select';
import type { Installation } from '@/lib/settings/schema';
import { t } from '@/lib/i18n/messages';
import './installation-picker.css';

export interface InstallationPickerProps {
  id: string;
  installations: readonly Pick<Installation, 'id' | 'name'>[];
  value: string;
  onChange: (id: string) => void;
}

/**
 * The compact switcher a page's header shows when the user has several installations: a
 * native select, so the keyboard, type-to-find and screen readers work as everywhere else.
 * With one installation there is nothing to choose and nothing shows.
 */
export function InstallationPicker({ id, installations, value, onChange }: InstallationPickerProps) {
  if (installations.length < 2) return null;
  // The whole name on hover, for a name long enough to end in an ellipsis.
  const chosen = installations.find((one) => one.id === value)?.name;
  return (
    <Select
      id={id}
      title={chosen}
      label={t('pop_installation')}
      hideLabel
      fieldClass="installation-picker"
      value={value}
      onValue={onChange}
      options={installations.map((one) => ({ value: one.id, label: one.name }))}
    />
  );
}
