import { Select } from '@/components/ui';
import { t } from '@/lib/i18n/messages';

export interface CampaignFilterProps {
  id: string;
  /** The utm_campaign values present among the links shown (lib/utm/campaign-filter). */
  tags: readonly string[];
  /** '' for every link. */
  value: string;
  onValue: (tag: string) => void;
}

/** Shows only links whose long URL carries one utm_campaign; absent when no link carries any. */
export function CampaignFilter({ id, tags, value, onValue }: CampaignFilterProps) {
  if (tags.length === 0) return null;
  const options = [{ value: '', label: t('utm_filter_all') }, ...tags.map((tag) => ({ value: tag, label: tag }))];
  return <Select id={id} label={t('utm_filter')} value={value} onValue={onValue} options={options} />;
}
