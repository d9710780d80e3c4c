export { AreaCheckPanel } from './AreaCheckPanel';
export { ConnectionForm } from './ConnectionForm';
export { DefaultsForm } from './DefaultsForm';
export { PreferencesForm } from './PreferencesForm';
export { QuickPathForm } from './QuickPathForm';
export { ResetSettings } from './ResetSettings';
export { useSettings } from './use-settings';
import './settings.css';
