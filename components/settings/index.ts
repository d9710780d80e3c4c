export { AccountCard, type AccountCardProps } from './AccountCard';
export { AreaCheckPanel } from './AreaCheckPanel';
export { ConnectionForm, type ConnectionFormProps } from './ConnectionForm';
export { DefaultsForm, type DefaultsFormProps } from './DefaultsForm';
export { PreferencesForm, type PreferencesFormProps } from './PreferencesForm';
export { QuickPathForm, type QuickPathFormProps } from './QuickPathForm';
export { ResetSettings, type ResetSettingsProps } from './ResetSettings';
export { useSettings } from './use-settings';
import './settings.css';
