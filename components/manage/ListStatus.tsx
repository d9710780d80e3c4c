import { t } from '@/lib/i18n/messages';

/** Loading / empty feedback for a list, announced politely. */
export function ListStatus({ loading, empty, emptyText }: { loading: boolean; empty: boolean; emptyText: string }) {
  if (!loading && !empty) return null;
  return (
    <p class="list-status muted" role="status">
      {loading ? t('ui_loading') : emptyText}
    </p>
  );
}
