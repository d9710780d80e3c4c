import './settings.css';

export { AccountCard, type AccountCardProps } from './AccountCard';
export { AreaCheckPanel } from './AreaCheckPanel';
export { ConnectionForm, type ConnectionFormProps } from './ConnectionForm';
export { DefaultsForm, type DefaultsFormProps } from './DefaultsForm';
export { PreferencesForm, type PreferencesFormProps } from './PreferencesForm';
export { ResetSettings, type ResetSettingsProps } from './ResetSettings';
export { useSettings } from './use-settings';
