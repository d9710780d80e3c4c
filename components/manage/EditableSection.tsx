import type { ComponentChildren } from 'preact';
import { Alert, ApiErrorAlert, AreaUnavailable, Button } from '@/components/ui';
import { t } from '@/lib/i18n/messages';
import { ResourceList, ResourceTable, type Column } from './ResourceTable';
import { SectionHeader } from './SectionHeader';
import type { ResourceSection } from './use-resource-section';

export interface EditableSectionProps<T extends { id: number }> {
  /** From useResourceSection: the list, the actions and what is being edited. */
  section: ResourceSection<T>;
  /**
   * The section's key, e.g. "campaigns": the section points aria-labelledby at `${id}-h1`, as
   * every manage section does (SectionHeader's h1 does not carry that id yet).
   */
  id: string;
  title: string;
  intro: ComponentChildren;
  /** The create or edit form (the section passes the one that fits `section.editing`). */
  form: ComponentChildren;
  /** The table's accessible name, e.g. "Branded domains". */
  label: string;
  /** Names the list in the pager, as a plural: "domains" gives "Pages of domains". */
  what: string;
  /** The whole count of a list that fits on one page: `(n) => plural('dom_count', n)` gives "3 domains". */
  count: (total: number) => string;
  emptyText: string;
  columns: Column<T>[];
  /** The item's name in its buttons' accessible names: "Edit Autumn", "Delete Autumn". */
  name: (item: T) => string;
  /** Buttons before Edit and Delete, e.g. "Links". */
  rowActions?: (item: T) => ComponentChildren;
  /** The id of the item opened below the list (its row is marked current). */
  current?: number | null;
  /** Under the list, e.g. the opened item's panel. */
  children?: ComponentChildren;
}

/**
 * A section that lists, creates, edits and deletes one kind of item: its header, the last
 * change (or a failed delete), the form, the paged table with each row's Edit and Delete.
 * When the plan or the key does not open the kind, the header and that notice alone.
 */
export function EditableSection<T extends { id: number }>(props: EditableSectionProps<T>) {
  const { section } = props;
  return (
    <section class="section" aria-labelledby={`${props.id}-h1`}>
      <SectionHeader id={`${props.id}-h1`} title={props.title} intro={props.intro} />
      {section.closed ? <AreaUnavailable area={section.kind} by={section.closed} onRecheck={section.list.reload} checking={section.list.loading} /> : <OpenSection {...props} />}
    </section>
  );
}

function OpenSection<T extends { id: number }>(props: EditableSectionProps<T>) {
  const { section, name } = props;
  return (
    <>
      {section.notice && <Alert tone="success" title={section.notice} />}
      <ApiErrorAlert error={section.remove.error} onDismiss={section.remove.clearError} />
      <ApiErrorAlert error={section.gone} onDismiss={section.dismissGone} />
      {props.form}
      <ResourceList list={section.list} what={props.what} count={props.count} emptyText={props.emptyText}>
        {(items) => (
          <ResourceTable
            label={props.label}
            items={items}
            columns={props.columns}
            busy={section.list.loading}
            current={props.current}
            actions={(item) => (
              <>
                {props.rowActions?.(item)}
                <Button size="sm" onClick={() => section.startEdit(item)} aria-label={t('mg_edit_named', name(item))}>
                  {t('ui_edit')}
                </Button>
                <Button size="sm" variant="ghost" class="danger-text" onClick={() => void section.askDelete(item)} aria-label={t('mg_delete_named', name(item))}>
                  {t('ui_delete')}
                </Button>
              </>
            )}
          />
        )}
      </ResourceList>
      {props.children}
    </>
  );
}
