import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { useAction } from '@/components/manage/use-resource';
import { useReference } from '@/components/reference/use-reference';
import { Alert, ApiErrorAlert, AreaUnavailable, Button, Select } from '@/components/ui';
import type { Qr } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { cachedRefusal } from '@/lib/reference/areas';

/** Adds the code to a channel picked by name from the cached channels (no request until it is reached for). */
export function QrChannelPicker({ qr }: { qr: Qr }) {
  const [wanted, setWanted] = useState(false);
  const reference = useReference(wanted, ['channels']);
  const connection = useConnection();
  const [value, setValue] = useState('');
  const [added, setAdded] = useState('');
  const action = useAction();
  const closed = cachedRefusal(reference.data, 'channels', connection.source);
  const channels = reference.data.channels ?? [];
  const chosen = channels.find((channel) => String(channel.id) === value);

  if (closed) return <AreaUnavailable area="channels" by={closed} />;
  const add = async () => {
    if (!chosen) return;
    setAdded('');
    const done = await action.run((client) => client.channels.assign(chosen.id, 'qr', qr.id));
    if (done) setAdded(t('qr_channel_added', qr.name, chosen.name));
  };
  return (
    <div class="stack" onFocusCapture={() => setWanted(true)} onPointerDownCapture={() => setWanted(true)}>
      <div class="row row-end">
        <Select
          id="qr-channel"
          label={t('qr_channel')}
          value={value}
          onValue={(next) => {
            setValue(next);
            setAdded('');
          }}
          options={[
            { value: '', label: t('links_choose') },
            ...channels.map((channel) => ({ value: String(channel.id), label: channel.name || t('links_channel_n', channel.id) })),
          ]}
        />
        <Button onClick={add} disabled={!chosen} busy={action.pending}>
          {t('qr_channel_add')}
        </Button>
      </div>
      {reference.settled && channels.length === 0 && !reference.error && <p class="muted small">{t('qr_channel_none')}</p>}
      <ApiErrorAlert error={reference.error} onRetry={() => void reference.reload()} />
      <ApiErrorAlert error={action.error} onDismiss={action.clearError} />
      {added && <Alert tone="success" title={added} />}
    </div>
  );
}
