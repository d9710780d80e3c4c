import { useReference } from '@/components/reference/use-reference';
import { Select } from '@/components/ui';
import { t } from '@/lib/i18n/messages';

export interface GroupFiltersProps {
  campaign: number | null;
  channel: number | null;
  onChange: (change: { campaign?: number | null; channel?: number | null }) => void;
}

const toId = (value: string) => (value === '' ? null : Number(value));

/**
 * The service's campaign and channel to narrow the link list to, over the local index (no
 * request to filter). Their names come from the lists every page caches (6 hours), fetched when
 * missing or stale as the filters show: a select's choices must be named before it opens.
 */
export function GroupFilters({ campaign, channel, onChange }: GroupFiltersProps) {
  const reference = useReference(true, ['campaigns', 'channels']);
  const campaigns = reference.data.campaigns ?? [];
  const channels = reference.data.channels ?? [];
  // A chosen id the cached lists do not name yet still shows, by its number.
  const options = (
    items: readonly { id: number; name: string }[],
    chosen: number | null,
    unnamed: 'links_campaign_n' | 'links_channel_n',
    all: 'links_any_campaign' | 'links_any_channel',
  ) => [
    { value: '', label: t(all) },
    ...items.map((item) => ({ value: String(item.id), label: item.name || t(unnamed, item.id) })),
    ...(chosen !== null && !items.some((item) => item.id === chosen) ? [{ value: String(chosen), label: t(unnamed, chosen) }] : []),
  ];
  return (
    <>
      <Select
        id="links-service-campaign"
        label={t('links_filter_campaign')}
        value={campaign === null ? '' : String(campaign)}
        options={options(campaigns, campaign, 'links_campaign_n', 'links_any_campaign')}
        onValue={(value) => onChange({ campaign: toId(value) })}
      />
      <Select
        id="links-channel"
        label={t('links_filter_channel')}
        value={channel === null ? '' : String(channel)}
        options={options(channels, channel, 'links_channel_n', 'links_any_channel')}
        onValue={(value) => onChange({ channel: toId(value) })}
      />
    </>
  );
}
