import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { useAction } from '@/components/manage/use-resource';
import { useReference } from '@/components/reference/use-reference';
import { Alert, ApiErrorAlert, Button, ClosedAreasNote, Select } from '@/components/ui';
import { pageLinks } from '@/lib/links/in-page';
import type { AssignTarget } from '@/lib/links/service';
import { closedAreas } from '@/lib/reference/areas';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';

export interface AssignPickerProps {
  id: string;
  /** The links to assign. */
  linkIds: number[];
  /** Words for the button, e.g. "Assign 3 links". */
  buttonLabel: string;
  /**
   * Refresh stale campaign and channel lists at once (after a selection, when assigning is
   * the likely next step); otherwise only when the user reaches for the picker.
   */
  eager?: boolean;
  /** After links were added (some, or all). */
  onAssigned?: () => void;
}

type Target = AssignTarget & { name: string };

function parseTarget(value: string, names: Map<string, string>): Target | null {
  const match = /^(campaign|channel):(\d+)$/.exec(value);
  if (!match) return null;
  return { kind: match[1] === 'campaign' ? 'campaign' : 'channel', id: Number(match[2]), name: names.get(value) ?? '' };
}

/** "Added the link to Work.", "Added 3 links to Work.", or, when a refusal stopped the rest, "Added 2 of 3 links to Work." */
const addedText = (count: number, total: number, name: string) =>
  count === total ? plural('links_added', total, name) : plural('links_added_part', total, formatNumber(count), name);

/** Puts links into a campaign or a channel; the choices come from the cache the popup shares. */
export function AssignPicker({ id, linkIds, buttonLabel, eager = false, onAssigned }: AssignPickerProps) {
  const [wanted, setWanted] = useState(eager);
  const reference = useReference(wanted, ['campaigns', 'channels']);
  const [value, setValue] = useState('');
  const [done, setDone] = useState<{ count: number; name: string } | null>(null);
  const action = useAction();
  const connection = useConnection();
  const closed = closedAreas(reference.data, ['campaigns', 'channels'], connection.source);
  const isOpen = (kind: 'campaigns' | 'channels') => !closed.some((entry) => entry.area === kind);
  const campaigns = reference.data.campaigns ?? [];
  const channels = reference.data.channels ?? [];
  const names = new Map<string, string>([
    ...campaigns.map((c): [string, string] => [`campaign:${c.id}`, c.name || t('links_campaign_n', c.id)]),
    ...channels.map((c): [string, string] => [`channel:${c.id}`, c.name || t('links_channel_n', c.id)]),
  ]);
  const target = parseTarget(value, names);

  const assign = async () => {
    if (!target) return;
    setDone(null);
    let count = 0;
    // One request per link: sequential, so a refusal (rate limit) stops the rest instead of failing them all.
    await action.run(async () => {
      for (const linkId of linkIds) {
        await pageLinks(connection).assign(target, linkId);
        count += 1;
      }
    });
    setDone({ count, name: target.name });
    if (count > 0) onAssigned?.();
  };

  if (closed.length === 2) {
    return (
      <div class="assign-picker">
        <ClosedAreasNote closed={closed} />
      </div>
    );
  }
  const groups = [
    ...(isOpen('campaigns') ? [{ label: t('links_campaigns'), options: campaigns.map((c) => ({ value: `campaign:${c.id}`, label: c.name || t('links_campaign_n', c.id) })) }] : []),
    ...(isOpen('channels') ? [{ label: t('links_channels'), options: channels.map((c) => ({ value: `channel:${c.id}`, label: c.name || t('links_channel_n', c.id) })) }] : []),
  ];
  const label = closed.length === 0 ? t('links_add_either') : isOpen('campaigns') ? t('links_add_campaign') : t('links_add_channel');

  return (
    <div class="assign-picker" onFocusCapture={() => setWanted(true)} onPointerDownCapture={() => setWanted(true)}>
      <div class="row row-end">
        <Select
          id={id}
          label={label}
          value={value}
          onValue={(next) => {
            setValue(next);
            setDone(null);
          }}
          options={[{ value: '', label: t('links_choose') }]}
          groups={groups}
        />
        <Button onClick={assign} disabled={!target || linkIds.length === 0} busy={action.pending}>
          {buttonLabel}
        </Button>
      </div>
      <ClosedAreasNote closed={closed} />
      <ApiErrorAlert error={reference.error} onRetry={() => void reference.reload()} />
      <ApiErrorAlert error={action.error} onDismiss={action.clearError} />
      {done && !action.pending && done.count > 0 && <Alert tone="success" title={addedText(done.count, linkIds.length, done.name)} />}
    </div>
  );
}
