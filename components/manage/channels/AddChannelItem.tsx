import { useState } from 'preact/hooks';
import { Alert, ApiErrorAlert, Button, Select, TextInput } from '@/components/ui';
import { CHANNEL_ITEM_TYPES, type ChannelItemType } from '@/lib/api';
import { useAction } from '@/components/manage/use-resource';
import { useConnection } from '@/components/connection/context';
import { pageLinks } from '@/lib/links/in-page';
import { useQrSupport } from '@/components/qr/use-qr-support';
import { describeItemIdError } from '@/lib/i18n/describe-error';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { LinkPicker } from '@/components/manage/LinkPicker';
import { ChannelQrPicker } from './ChannelQrPicker';

/** Each kind of item a channel holds, by its name's message (also used in the item list). */
export const ITEM_TYPE_LABELS: Record<ChannelItemType, MessageKey> = { links: 'chan_type_link', bio: 'chan_type_bio', qr: 'chan_type_qr' };

/**
 * Adds an item to a channel. A link, the usual item, is found by its address or alias; a QR code
 * is picked by name from the user's codes; bio pages have no list in the API, so their id (shown
 * on the service) is the way. The QR kind is not offered where the installation is known to have
 * no QR codes, or its plan or key closes them (storage only: no request to find out).
 */
export function AddChannelItem({ channelId, onAdded }: { channelId: number; onAdded: () => void }) {
  const [type, setType] = useState<ChannelItemType>('links');
  const [itemId, setItemId] = useState('');
  const [error, setError] = useState('');
  const [done, setDone] = useState('');
  const add = useAction();
  const connection = useConnection();
  const qrSupport = useQrSupport();
  const qrShut = qrSupport === 'none' || qrSupport === 'plan' || qrSupport === 'key';
  // A kind already chosen stays listed, so the picker can say what it just learned.
  const kinds = CHANNEL_ITEM_TYPES.filter((kind) => kind !== 'qr' || !qrShut || type === 'qr');

  /** Sends the one assign request; a previous outcome is cleared first, so only this one shows. */
  const assign = async (kind: ChannelItemType, id: number): Promise<boolean> => {
    setDone('');
    // A link goes through the links service: what Trim remembers of it learns the channel.
    const result = await add.run((client) =>
      kind === 'links' ? pageLinks(connection).assign({ kind: 'channel', id: channelId }, id) : client.channels.assign(channelId, kind, id),
    );
    if (!result) return false;
    setDone(result.message || t('chan_added'));
    onAdded();
    return true;
  };

  const submitId = async (event: Event) => {
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
    if (await assign(type, Number(itemId.trim()))) setItemId('');
  };

  return (
    <section class="stack" aria-labelledby="channel-add-title">
      <h3 id="channel-add-title" class="field-label">
        {t('chan_add_title')}
      </h3>
      <Select
        id="channel-add-type"
        label={t('chan_kind')}
        value={type}
        options={kinds.map((value) => ({ value, label: t(ITEM_TYPE_LABELS[value]) }))}
        onValue={(value) => {
          setType(kinds.find((kind) => kind === value) ?? 'links');
          setDone('');
          add.clearError();
        }}
      />
      {type === 'links' ? (
        <LinkPicker id="channel-add" action={t('chan_add')} busy={add.pending} onPick={(link) => void assign('links', link.id)} />
      ) : type === 'qr' ? (
        <ChannelQrPicker busy={add.pending} onPick={(qr) => void assign('qr', qr.id)} />
      ) : (
        <form class="row row-end" onSubmit={submitId} noValidate aria-labelledby="channel-add-title">
          <TextInput id="channel-add-id" label={t('chan_id')} inputMode="numeric" value={itemId} onValue={setItemId} error={error} />
          <Button type="submit" busy={add.pending}>
            {t('chan_add')}
          </Button>
        </form>
      )}
      {/* An id typed by hand that names nothing gets the hint to check it; a picked link or code cannot. */}
      <ApiErrorAlert error={add.error && type === 'bio' ? describeItemIdError(add.error) : add.error} onDismiss={add.clearError} />
      {done && <Alert tone="success" title={done} />}
    </section>
  );
}
