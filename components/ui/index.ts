// The design system's primitives, shared by the popup, the options page and the manage page.
// Every component imports the stylesheet it uses; the tokens come first, with the primitives.
import '@/components/theme.css';
import './ui.css';

export { Alert, type AlertProps } from './Alert';
export { ApiErrorAlert, type ApiErrorAlertProps } from './ApiErrorAlert';
export { AreaUnavailable, ClosedAreasNote, type AreaUnavailableProps } from './AreaUnavailable';
export { Brand, type BrandProps } from './Brand';
export { Button, type ButtonProps } from './Button';
/** Writes text to the clipboard from a page (the async API, else a hidden textarea). */
export { copyInDocument as copyText } from '@/lib/clipboard/document';
export { ConfirmProvider, useConfirm, type ConfirmRequest } from './Confirm';
export { CopyButton, type CopyButtonProps } from './CopyButton';
export { Dialog, type DialogProps } from './Dialog';
export { Disclosure, type DisclosureProps } from './Disclosure';
export { lazyComponent } from './lazy';
export { Field, type FieldControlProps, type FieldProps, type TextFieldProps } from './Field';
export { Pager, type PagerProps } from './Pager';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { SearchForm, type SearchFormProps } from './SearchForm';
export { Select, type SelectGroup, type SelectOption, type SelectProps } from './Select';
export { Spinner, type SpinnerProps } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { Tabs, type TabItem, type TabsProps } from './Tabs';
export { TextArea, type TextAreaProps } from './TextArea';
export { TextInput, type TextInputProps } from './TextInput';
export { applyTheme, useTheme } from './theme';
