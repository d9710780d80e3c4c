import { useState } from 'preact/hooks';
import { useReference } from '@/components/reference/use-reference';
import { Select } from '@/components/ui';
import { t } from '@/lib/i18n/messages';

export interface GroupFiltersProps {
  campaign: number | null;
  channel: number | null;
  /** The campaign and channel ids the index's links are in. */
  present: { campaigns: readonly number[]; channels: readonly number[] };
  onChange: (change: { campaign?: number | null; channel?: number | null }) => void;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/** Every id the index holds or the cached list names, by the cached name or its number, in the user's order. */
function choices(named: readonly { id: number; name: string }[], present: readonly number[], chosen: number | null, unnamed: (id: number) => string) {
  const names = new Map(named.map((item) => [item.id, item.name]));
  const ids = new Set([...present, ...names.keys(), ...(chosen === null ? [] : [chosen])]);
  return [...ids].map((id) => ({ value: String(id), label: names.get(id) || unnamed(id) })).sort((a, b) => a.label.localeCompare(b.label));
}

/**
 * The service's campaign and channel to narrow the link list to, over the local index (no
 * request to filter). The choices are the ids the index's links are in; their names come from
 * the lists every page caches, and reaching for a select loads lists that are missing or stale,
 * as the pickers do: showing the list costs no request.
 */
export function GroupFilters({ campaign, channel, present, onChange }: GroupFiltersProps) {
  const [reached, setReached] = useState(false);
  const reference = useReference(reached, ['campaigns', 'channels']);
  const reach = () => setReached(true);
  return (
    <>
      <Select
        id="links-service-campaign"
        label={t('links_filter_campaign')}
        value={campaign === null ? '' : String(campaign)}
        options={[{ value: '', label: t('links_any_campaign') }, ...choices(reference.data.campaigns ?? [], present.campaigns, campaign, (id) => t('links_campaign_n', id))]}
        onValue={(value) => onChange({ campaign: toId(value) })}
        onFocus={reach}
        onPointerDown={reach}
      />
      <Select
        id="links-channel"
        label={t('links_filter_channel')}
        value={channel === null ? '' : String(channel)}
        options={[{ value: '', label: t('links_any_channel') }, ...choices(reference.data.channels ?? [], present.channels, channel, (id) => t('links_channel_n', id))]}
        onValue={(value) => onChange({ channel: toId(value) })}
        onFocus={reach}
        onPointerDown={reach}
      />
    </>
  );
}
