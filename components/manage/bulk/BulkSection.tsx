import { SectionHeader } from '@/components/manage/SectionHeader';
import { lazyComponent } from '@/components/ui/lazy';
import { t } from '@/lib/i18n/messages';
import type { ManageRoute } from '@/lib/manage/route';

// The reader, the batch and the exports load when the section opens.
const BulkContent = lazyComponent(() => import('./BulkContent').then((m) => m.BulkContent));

/**
 * Many links at once. The heading is outside the part loaded on demand, so it is there to take
 * the focus when the section opens.
 */
export function BulkSection({ route }: { route: ManageRoute }) {
  return (
    <section class="stack" aria-labelledby="bulk">
      <SectionHeader id="bulk" title={t('mg_sec_bulk')} intro={t('bulk_intro')} />
      <BulkContent fromTabs={route.from === 'tabs'} />
    </section>
  );
}
