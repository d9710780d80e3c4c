// The design system's primitives, shared by the popup, the options page and the manage page.
// The tokens and the primitives every page uses come first (stylesheets.ts); a component only
// some pages show (Dialog, Switch, Pager) imports its own sheet, left out of the pages without it
// (wxt.config.ts).
import './stylesheets';

export { Alert } from './Alert';
export { ApiErrorAlert } from './ApiErrorAlert';
export { AreaUnavailable, ClosedAreasNote } from './AreaUnavailable';
export { Brand } from './Brand';
export { Button } from './Button';
export { ConfirmProvider, useConfirm, type ConfirmRequest } from './Confirm';
export { CopyButton } from './CopyButton';
export { Dialog } from './Dialog';
export { Disclosure } from './Disclosure';
export { lazyComponent } from './lazy';
export { Field } from './Field';
export { Pager } from './Pager';
export { RadioGroup } from './RadioGroup';
export { SearchForm } from './SearchForm';
export { Select } from './Select';
export { Spinner } from './Spinner';
export { Switch } from './Switch';
export { TextArea } from './TextArea';
export { TextInput } from './TextInput';
export { useTheme } from './theme';
