import { useBatch } from '@/components/bulk/use-batch';
import { useConnection } from '@/components/connection/context';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { useSettings } from '@/components/settings/use-settings';
import { Spinner } from '@/components/ui';
import { chosenInstallation } from '@/lib/installations/installations';
import type { ManageRoute } from '@/lib/manage/route';
import { BulkInput } from './BulkInput';
import { BulkProgress } from './BulkProgress';

/**
 * Many links at once. One batch at a time, whichever installation it is for: its progress and
 * results show until the user starts a new one, even after the tab or the browser was closed.
 */
export function BulkSection({ route }: { route: ManageRoute }) {
  const { batch, ready } = useBatch();
  const settings = useSettings();
  const connection = useConnection();
  const installation = settings && chosenInstallation(settings, connection.id);
  const batchOn = batch && settings && batch.installation !== connection.id ? (settings.installations.find((one) => one.id === batch.installation)?.name ?? null) : null;
  return (
    <section class="stack" aria-labelledby="bulk">
      <SectionHeader id="bulk" title="Bulk" intro="Shorten many links at once: paste addresses, or choose a CSV or TSV file. Nothing is sent before you press Start." />
      {!ready || !installation ? (
        <p class="muted row">
          <Spinner /> Loading…
        </p>
      ) : batch ? (
        <BulkProgress batch={batch} installationName={batchOn} />
      ) : (
        <BulkInput defaults={installation.defaults} fromTabs={route.from === 'tabs'} />
      )}
    </section>
  );
}
