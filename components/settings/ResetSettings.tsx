import { useState } from 'preact/hooks';
import { Button, Dialog } from '@/components/ui';
import { t } from '@/lib/i18n/messages';

export interface ResetSettingsProps {
  /** Clears everything; the dialog closes when it resolves. */
  onReset: () => Promise<void>;
}

/** "Reset all settings" behind a confirmation dialog whose safe choice has focus. */
export function ResetSettings({ onReset }: ResetSettingsProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onReset();
      setDone(true);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <div class="stack">
      <p class="muted">{t('opt_reset_intro')}</p>
      <div class="row">
        <Button
          variant="danger"
          onClick={() => {
            setDone(false);
            setOpen(true);
          }}
        >
          {t('opt_reset_all')}
        </Button>
        <span class="muted small" role="status">
          {done ? t('opt_reset_done') : ''}
        </span>
      </div>
      <Dialog
        open={open}
        title={t('opt_reset_ask')}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button data-autofocus onClick={() => setOpen(false)}>
              {t('ui_cancel')}
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void confirm()}>
              {t('opt_reset_confirm')}
            </Button>
          </>
        }
      >
        {t('opt_reset_body')}
      </Dialog>
    </div>
  );
}
