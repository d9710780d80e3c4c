import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { useConfirm, type ConfirmRequest } from '@/components/ui';
import type { ApiClient, ListPage } from '@/lib/api';
import { ApiError, type Refusal } from '@/lib/api/errors';
import { navigate } from '@/lib/manage/history';
import { LIST_PAGE_SIZE, type ManageRoute } from '@/lib/manage/route';
import { refreshReference } from '@/lib/reference/cache';
import { useClampPage } from './use-clamp-page';
import { useClosedArea } from './use-closed-area';
import { useAction, useResource, type Action, type Resource } from './use-resource';

/** The lists a section creates, edits and deletes; each is also a list the popup's pickers cache. */
export type SectionKind = 'campaigns' | 'channels' | 'domains' | 'pixels';
export type SectionItem<K extends SectionKind> = Awaited<ReturnType<ApiClient[K]['list']>>['items'][number];

export interface ResourceSectionOptions<T> {
  /** The delete dialog's words for this item. */
  confirmDelete: (item: T) => ConfirmRequest;
  /** The notice after a delete. */
  deleted: (item: T) => string;
}

export interface ResourceSection<T> {
  kind: SectionKind;
  /** The route's page of the list (a page past the end moves back to the last one). */
  list: Resource<ListPage<T>>;
  /** What closes this kind for the user (plan or key), or null: then no form is offered. */
  closed: Refusal | null;
  create: Action;
  update: Action;
  remove: Action;
  /** The item whose edit form is open, or null for the "new" form. */
  editing: T | null;
  startEdit(item: T): void;
  stopEdit(): void;
  /** The last change the server confirmed, as a success notice; gone once a later action fails. */
  notice: string;
  /** The item the last action reached was deleted elsewhere (the list has been loaded again); null otherwise. */
  gone: unknown;
  dismissGone(): void;
  /** After a create or update the server confirmed: say so, close the edit, reload the list and the popup's cache. */
  saved(message: string): void;
  /** Asks first; then deletes, closes what showed the item, and says so. */
  askDelete(item: T): Promise<void>;
}

/**
 * The list / create / edit / delete skeleton every resource section shares. Only the route's
 * page is requested; after any change the list reloads and the shared reference cache is
 * refreshed, so the popup's pickers show the change.
 */
export function useResourceSection<K extends SectionKind>(kind: K, route: ManageRoute, options: ResourceSectionOptions<SectionItem<K>>): ResourceSection<SectionItem<K>> {
  type T = SectionItem<K>;
  const list = useResource(`${kind}-${route.page}`, (client) =>
    (client[kind].list as (paging: { page: number; limit: number }) => Promise<ListPage<T>>)({ page: route.page, limit: LIST_PAGE_SIZE }),
  );
  useClampPage(route.page, list.data);
  const closed = useClosedArea(kind, list);
  const confirm = useConfirm();
  const connection = useConnection();
  const [editing, setEditing] = useState<T | null>(null);
  const [notice, setNotice] = useState('');
  const [gone, setGone] = useState<unknown>(null);
  // One action's outcome shows at a time: a failure takes the last success's notice away, a
  // success the last failures, and an item deleted elsewhere leaves the list at once.
  const failed = (failure: unknown, action: Action) => {
    setNotice('');
    const deletedElsewhere = failure instanceof ApiError && failure.code === 'no-record';
    setGone(deletedElsewhere ? failure : null);
    if (!deletedElsewhere) return;
    action.clearError();
    setEditing(null);
    list.reload();
    void refreshReference(connection, [kind]);
  };
  const create = reporting(useAction(), failed);
  const update = reporting(useAction(), failed);
  const remove = reporting(useAction(), failed);

  const changed = (message: string) => {
    setNotice(message);
    setGone(null);
    for (const action of [create, update, remove]) action.clearError();
    list.reload();
    void refreshReference(connection, [kind]);
  };
  // Either form opens fresh: no failure left over from the other one.
  const switchTo = (item: T | null) => {
    create.clearError();
    update.clearError();
    setEditing(item);
  };
  const stopEdit = () => switchTo(null);

  return {
    kind,
    list,
    closed,
    create,
    update,
    remove,
    editing,
    startEdit: switchTo,
    stopEdit,
    notice,
    gone,
    dismissGone: () => setGone(null),
    saved: (message) => {
      setEditing(null);
      changed(message);
    },
    askDelete: async (item) => {
      if (!(await confirm(options.confirmDelete(item)))) return;
      const done = await remove.run((client) => client[kind].remove(item.id));
      if (!done) return;
      if (route.id === item.id) navigate({ id: null });
      if (editing?.id === item.id) stopEdit();
      changed(options.deleted(item));
    },
  };
}

/** The action as the section's forms run it, telling `onFailure` what its change failed with. */
function reporting(action: Action, onFailure: (failure: unknown, action: Action) => void): Action {
  return {
    ...action,
    run: async (change) => {
      let failure: unknown = null;
      const result = await action.run(async (client) => {
        try {
          return await change(client);
        } catch (error) {
          failure = error;
          throw error;
        }
      });
      if (failure !== null) onFailure(failure, action);
      return result;
    },
  };
}
