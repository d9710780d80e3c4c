import { Switch } from '@/components/ui';
import { dailyCost } from '@/lib/history/cost';
import { t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { isConfigured } from '@/lib/settings/items';
import type { Installation } from '@/lib/settings/schema';

export interface ClickHistoryFormProps {
  installations: readonly Installation[];
  on: boolean;
  onChange: (clickHistory: boolean) => void;
}

/** "Keep click history": the one request Trim would send every day unasked, with what it costs. */
export function ClickHistoryForm({ installations, on, onChange }: ClickHistoryFormProps) {
  const { usual, most } = dailyCost(Math.max(1, installations.filter((one) => isConfigured(one)).length));
  return (
    <div class="stack">
      <Switch id="click-history" label={t('opt_keep_history')} checked={on} onChange={onChange} hint={t('opt_history_hint', plural('opt_cost_day', usual, most))} />
    </div>
  );
}
