import { useState } from 'preact/hooks';
import { Button, Dialog } from '@/components/ui';

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
      <p class="muted">Forget the service address, the API key, the cached lists and every preference on this browser.</p>
      <div class="row">
        <Button
          variant="danger"
          onClick={() => {
            setDone(false);
            setOpen(true);
          }}
        >
          Reset all settings…
        </Button>
        <span class="muted small" role="status">
          {done ? 'All settings were reset.' : ''}
        </span>
      </div>
      <Dialog
        open={open}
        title="Reset all settings?"
        onClose={() => setOpen(false)}
        actions={
          <>
            <Button data-autofocus onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void confirm()}>
              Reset
            </Button>
          </>
        }
      >
        Trim will forget your service address and API key, the cached domains, campaigns and channels, and your preferences. Your links on the service are not touched.
      </Dialog>
    </div>
  );
}
