
export { AdvancedOptions, type AdvancedOptionsProps } from './AdvancedOptions';
export { AssignPanel, type AssignPanelProps } from './AssignPanel';
export { ExistingLink, type ExistingLinkProps } from './ExistingLink';
export { FirstRun, type FirstRunProps } from './FirstRun';
export { ParameterRows, type ParameterRowsProps } from './ParameterRows';
export { PasteBox, type PasteBoxProps } from './PasteBox';
export { PixelPicker, type PixelPickerProps } from './PixelPicker';
export { ShortenForm, SHORTEN_FORM_ID, type ShortenFormProps } from './ShortenForm';
export { ShortLinkResult, type ShortLinkResultProps } from './ShortLinkResult';
export { TargetRows, type TargetRowsProps } from './TargetRows';
export { findExactLink, useExistingLink, type LookupState } from './use-existing-link';
export { useShorten, type CreatedLink } from './use-shorten';
