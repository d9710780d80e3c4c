// Link statistics views, shared by the popup and the manage page.

export { StatsPanel, type StatsState } from './StatsPanel';
