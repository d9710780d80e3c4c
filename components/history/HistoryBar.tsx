import { Button } from '@/components/ui';
import { csvFileName } from '@/lib/core/csv';
import { historyCsv } from '@/lib/history/export';
import { t } from '@/lib/i18n/messages';
import type { ClickHistory } from '@/lib/history/schema';
import { downloadBlob } from '@/lib/qr/export';
import { IndexStatus } from './IndexStatus';
import './index-status.css';
import type { LinkIndexState } from './use-link-index';

/** Above the manage page's link list: how fresh the click history is, and its CSV export. */
export function HistoryBar({ state, history }: { state: LinkIndexState; history: ClickHistory | null }) {
  const empty = history === null || Object.keys(history.series).length === 0;
  const download = () => {
    if (!history) return;
    const csv = historyCsv(history, state.index?.links ?? []);
    downloadBlob(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }), csvFileName('trim-click-history', new Date()));
  };
  return (
    <div class="history-bar">
      <IndexStatus state={state} />
      <Button size="sm" onClick={download} disabled={empty}>
        {t('hist_export')}
      </Button>
    </div>
  );
}
