// Link statistics views, shared by the popup and the manage page.

export { BarList, type BarListProps } from './BarList';
export { LinkStatsView, type LinkStatsViewProps } from './LinkStatsView';
export { StatsPanel, type StatsPanelProps, type StatsState } from './StatsPanel';
export { useLinkStats } from './use-link-stats';
