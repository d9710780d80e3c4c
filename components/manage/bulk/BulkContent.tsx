import { useBatch } from '@/components/bulk/use-batch';
import { useConnection } from '@/components/connection/context';
import { useSettings } from '@/components/settings/use-settings';
import { Spinner } from '@/components/ui';
import { t } from '@/lib/i18n/messages';
import { chosenInstallation } from '@/lib/installations/installations';
import { BulkInput } from './BulkInput';
import { BulkProgress } from './BulkProgress';

/**
 * One batch at a time, whichever installation it is for: its progress and results show until
 * the user starts a new one, even after the tab or the browser was closed.
 */
export function BulkContent({ fromTabs }: { fromTabs: boolean }) {
  const { batch, ready } = useBatch();
  const settings = useSettings();
  const connection = useConnection();
  const installation = settings && chosenInstallation(settings, connection.id);
  const batchOn = batch && settings && batch.installation !== connection.id ? (settings.installations.find((one) => one.id === batch.installation)?.name ?? null) : null;
  if (!ready || !installation) {
    return (
      <p class="muted row">
        <Spinner /> {t('ui_loading')}
      </p>
    );
  }
  return batch ? <BulkProgress batch={batch} installationName={batchOn} /> : <BulkInput defaults={installation.defaults} fromTabs={fromTabs} />;
}
