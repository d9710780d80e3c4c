import { useState } from 'preact/hooks';
import { Alert, ApiErrorAlert, Button, Select, TextInput } from '@/components/ui';
import { CHANNEL_ITEM_TYPES, type ChannelItemType } from '@/lib/api';
import { useAction } from '@/components/manage/use-resource';
import { describeItemIdError } from '@/lib/i18n/describe-error';
import { t, type MessageKey } from '@/lib/i18n/messages';

/** Each kind of item a channel holds, by its name's message (also used in the item list). */
export const ITEM_TYPE_LABELS: Record<ChannelItemType, MessageKey> = { links: 'chan_type_link', bio: 'chan_type_bio', qr: 'chan_type_qr' };

/**
 * Adds an item by its id. Links are easier to add from the Links section (by selection); bio
 * pages and QR codes have no list in the API, so their id (shown on the service) is the way.
 */
export function AddChannelItem({ channelId, onAdded }: { channelId: number; onAdded: () => void }) {
  const [type, setType] = useState<ChannelItemType>('bio');
  const [itemId, setItemId] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const add = useAction();

  const submit = async (event: Event) => {
    event.preventDefault();
    // Each attempt shows its own outcome: nothing left from the one before.
    setDone('');
    add.clearError();
    if (!/^[1-9]\d{0,9}$/.test(itemId.trim())) {
      setError(t('chan_id_invalid'));
      document.getElementById('channel-add-id')?.focus();
      return;
    }
    setError('');
    const result = await add.run((client) => client.channels.assign(channelId, type, Number(itemId.trim())));
    if (result) {
      setDone(result.message || t('chan_added'));
      setItemId('');
      onAdded();
    }
  };

  return (
    <form class="stack" onSubmit={submit} noValidate aria-labelledby="channel-add-title">
      <h3 id="channel-add-title" class="field-label">
        {t('chan_add_title')}
      </h3>
      <div class="row row-end">
        <Select
          id="channel-add-type"
          label={t('chan_kind')}
          value={type}
          options={CHANNEL_ITEM_TYPES.map((value) => ({ value, label: t(ITEM_TYPE_LABELS[value]) }))}
          onValue={(value) => setType(CHANNEL_ITEM_TYPES.find((kind) => kind === value) ?? 'links')}
        />
        <TextInput id="channel-add-id" label={t('chan_id')} inputMode="numeric" value={itemId} onValue={setItemId} error={error} />
        <Button type="submit" busy={add.pending}>
          {t('chan_add')}
        </Button>
      </div>
      <ApiErrorAlert error={add.error && describeItemIdError(add.error)} onDismiss={add.clearError} />
      {done && <Alert tone="success" title={done} />}
    </form>
  );
}
