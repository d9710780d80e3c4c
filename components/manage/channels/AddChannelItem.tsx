import { useState } from 'preact/hooks';
import { Alert, ApiErrorAlert, Button, Select, TextInput } from '@/components/ui';
import { CHANNEL_ITEM_TYPES, type ChannelItemType } from '@/lib/api';
import { useAction } from '@/components/manage/use-resource';

const TYPE_OPTIONS: { value: ChannelItemType; label: string }[] = [
  { value: 'links', label: 'Link' },
  { value: 'bio', label: 'Bio page' },
  { value: 'qr', label: 'QR code' },
];

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
    setDone('');
    if (!/^[1-9]\d{0,9}$/.test(itemId.trim())) {
      setError('Enter the item’s number (its id on the service).');
      document.getElementById('channel-add-id')?.focus();
      return;
    }
    setError('');
    const result = await add.run((client) => client.channels.assign(channelId, type, Number(itemId.trim())));
    if (result) {
      setDone(result.message || 'Added.');
      setItemId('');
      onAdded();
    }
  };

  return (
    <form class="stack" onSubmit={submit} noValidate aria-labelledby="channel-add-title">
      <h3 id="channel-add-title" class="field-label">
        Add an item by its id
      </h3>
      <div class="row row-end">
        <Select id="channel-add-type" label="Kind" value={type} options={TYPE_OPTIONS} onValue={(value) => setType(CHANNEL_ITEM_TYPES.find((t) => t === value) ?? 'links')} />
        <TextInput id="channel-add-id" label="Id" inputMode="numeric" value={itemId} onValue={setItemId} error={error} />
        <Button type="submit" busy={add.pending}>
          Add to channel
        </Button>
      </div>
      <ApiErrorAlert error={add.error} onDismiss={add.clearError} />
      {done && <Alert tone="success" title={done} />}
    </form>
  );
}
