import { Alert, ApiErrorAlert, Button } from '@/components/ui';
import type { ResourceSection } from './use-resource-section';

// The parts of a resource section (useResourceSection) that every section shows the same way.

/** The last change the server confirmed, and a failed delete (dismissable). */
export function ChangeNotices({ section }: { section: Pick<ResourceSection<unknown>, 'notice' | 'remove'> }) {
  return (
    <>
      {section.notice && <Alert tone="success" title={section.notice} />}
      <ApiErrorAlert error={section.remove.error} onDismiss={section.remove.clearError} />
    </>
  );
}

export interface EditDeleteButtonsProps<T> {
  section: Pick<ResourceSection<T>, 'startEdit' | 'askDelete'>;
  item: T;
  /** The item's name in the buttons' accessible names: "Edit Autumn", "Delete Autumn". */
  name: string;
}

/** A row's Edit and Delete buttons (Delete asks first). */
export function EditDeleteButtons<T>({ section, item, name }: EditDeleteButtonsProps<T>) {
  return (
    <>
      <Button size="sm" onClick={() => section.startEdit(item)} aria-label={`Edit ${name}`}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" class="danger-text" onClick={() => void section.askDelete(item)} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </>
  );
}
