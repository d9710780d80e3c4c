import { t } from '@/lib/i18n/messages';
import type { Installation } from '@/lib/settings/schema';

export interface InstallationListProps {
  installations: readonly Installation[];
  defaultId: string;
  /** The one whose form shows below the list; '' while a new one is being added. */
  editing: string;
  onEdit: (id: string) => void;
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** The user's installations, each a button that opens its form below; the one open is marked current. */
export function InstallationList({ installations, defaultId, editing, onEdit }: InstallationListProps) {
  return (
    <ul class="installation-list" aria-label={t('opt_installations')}>
      {installations.map((one) => (
        <li key={one.id}>
          <button type="button" class="installation-item" aria-current={one.id === editing ? 'true' : undefined} onClick={() => onEdit(one.id)}>
            <span class="installation-item-name">{one.name}</span>
            <span class="installation-item-host" dir="ltr">
              {hostOf(one.connection.baseUrl)}
            </span>
            {one.id === defaultId && <span class="badge">{t('opt_default_badge')}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
