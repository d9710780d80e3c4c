import { StatsPanel, type StatsPanelProps } from '@/components/stats/StatsPanel';
import { ClickHistoryPanel, type ClickHistoryPanelProps } from './ClickHistoryPanel';

/** The popup's Stats tab: the link's all-time numbers, then its clicks per day. */
export function StatsTab(props: StatsPanelProps & ClickHistoryPanelProps) {
  return (
    <div class="stack">
      <StatsPanel {...props} />
      <ClickHistoryPanel linkId={props.linkId} daily={props.daily} />
    </div>
  );
}
