import { SectionHeader } from '@/components/manage/SectionHeader';
import { lazyComponent } from '@/components/ui/lazy';
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
      <SectionHeader id="bulk" title="Bulk" intro="Shorten many links at once: paste addresses, or choose a CSV or TSV file. Nothing is sent before you press Start." />
      <BulkContent fromTabs={route.from === 'tabs'} />
    </section>
  );
}
