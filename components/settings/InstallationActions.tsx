import { useState } from 'preact/hooks';
import { Button, useConfirm } from '@/components/ui';
import { t } from '@/lib/i18n/messages';
import type { Installation } from '@/lib/settings/schema';

export interface InstallationActionsProps {
  installation: Installation;
  isDefault: boolean;
  /** More than one installation: only then is there a default to choose. */
  several: boolean;
  /** Shown here only while there is one installation (with several, it sits under their list). */
  onAdd?: (() => void) | undefined;
  onMakeDefault: () => Promise<void>;
  onRemove: () => Promise<void>;
}

/** Add another installation, make this one the default, or remove it after asking. */
export function InstallationActions({ installation, isDefault, several, onAdd, onMakeDefault, onRemove }: InstallationActionsProps) {
  const confirm = useConfirm();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    const sure = await confirm({
      title: t('opt_remove_title', installation.name),
      body: t('opt_remove_body'),
      confirmLabel: t('opt_remove_confirm'),
    });
    if (!sure) return;
    setBusy(true);
    try {
      await onRemove();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div class="row installation-actions">
      {onAdd && (
        <Button size="sm" onClick={onAdd}>
          {t('opt_add')}
        </Button>
      )}
      {several && !isDefault && (
        <Button size="sm" onClick={() => void onMakeDefault()}>
          {t('opt_make_default')}
        </Button>
      )}
      <Button size="sm" busy={busy} onClick={() => void remove()}>
        {t('opt_remove')}
      </Button>
    </div>
  );
}
