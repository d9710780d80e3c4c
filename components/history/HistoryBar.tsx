import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Button } from '@/components/ui';
import { csvFileName } from '@/lib/core/csv';
import { historyCsv } from '@/lib/history/export';
import { readAllRecords } from '@/lib/history/link-records';
import { readAllSeries } from '@/lib/history/series-records';
import { t } from '@/lib/i18n/messages';
import { downloadBlob } from '@/lib/qr/export';
import { IndexStatus } from './IndexStatus';
import './index-status.css';
import type { LinkIndexState } from './use-link-index';

/** Above the manage page's link list: how fresh the index is, and the click history's CSV export (read when asked for). */
export function HistoryBar({ state }: { state: LinkIndexState }) {
  const connection = useConnection();
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    try {
      const [series, links] = await Promise.all([readAllSeries(connection.id), readAllRecords(connection.id)]);
      const csv = historyCsv(series, links);
      downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), csvFileName('trim-click-history', new Date()));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div class="history-bar">
      <IndexStatus state={state} />
      <Button size="sm" onClick={() => void download()} disabled={!state.status || state.status.tracked === 0} busy={exporting}>
        {t('hist_export')}
      </Button>
    </div>
  );
}
