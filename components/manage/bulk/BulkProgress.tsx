import { useEffect, useState } from 'preact/hooks';
import { formatSeconds } from '@/components/rate-limit/format-seconds';
import { useCountdown } from '@/components/ui/use-countdown';
import { Alert, Button, CopyButton, Select, useConfirm } from '@/components/ui';
import { countLines, type Batch } from '@/lib/bulk/batch';
import { clearBatch, controlBatch, kick } from '@/lib/bulk/control';
import { formatResults, RESULT_FORMAT_LABELS, RESULT_FORMATS, resultsCsv, type ResultFormat } from '@/lib/bulk/export';
import { describeErrorRecord, storedErrorTitle } from '@/lib/i18n/describe-error';
import { formatNumber, t, type MessageKey } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { csvFileName } from '@/lib/core/csv';
import { downloadBlob } from '@/lib/qr/export';
import './bulk.css';
import { WebLink } from '@/components/ui/WebLink';

const OUTCOME_TEXT: Record<'waiting' | 'unsure' | 'cancelled', MessageKey> = { waiting: 'bulk_st_waiting', unsure: 'bulk_st_unsure', cancelled: 'bulk_st_cancelled' };

/** Lines refused because the installation now points at another origin than the batch was made for (lib/flows/batch-installation.ts). */
const movedLines = (batch: Batch) => batch.lines.filter((line) => line.state === 'failed' && typeof line.error === 'object' && line.error.code === 'installation-moved');

/** One sentence for where the batch stands; `total` picks the plural form. */
function statusText(batch: Batch, counts: ReturnType<typeof countLines>, left: number, secondsLeft: number): string {
  const done = formatNumber(counts.done);
  if (batch.status === 'finished') return counts.failed ? plural('bulk_done_failed', counts.total, done, formatNumber(counts.failed)) : plural('bulk_done', counts.total, done);
  if (batch.status === 'cancelled') return plural('bulk_cancelled', counts.total, done);
  if (batch.status === 'paused') return plural('bulk_paused', counts.total, done);
  if (secondsLeft > 0) return t('bulk_resuming', done, formatNumber(counts.total), formatNumber(left), formatSeconds(secondsLeft));
  return t('bulk_sending', done, formatNumber(counts.total));
}

/** Where a batch stands, what can be done with it, and its results in the input's order. */
export function BulkProgress({ batch, installationName }: { batch: Batch; installationName: string | null }) {
  const counts = countLines(batch);
  const secondsLeft = useCountdown(batch.status === 'running' ? batch.waitUntil : null);
  const confirm = useConfirm();
  const [format, setFormat] = useState<ResultFormat>('plain');
  const settled = counts.done + counts.failed;
  // Sent again, they would be refused again: the batch is for where the installation no longer points.
  const moved = movedLines(batch);
  const movedWhy = moved[0]?.error;
  const retryable = counts.failed + counts.cancelled - moved.length > 0;
  const left = counts.waiting + counts.unsure;
  // Opening the page on a running batch makes sure the worker is on it.
  const running = batch.status === 'running';
  useEffect(() => {
    if (running) void kick();
  }, [running]);

  const cancel = async () => {
    const sure = await confirm({
      title: t('bulk_cancel_title'),
      body: (
        <>
          <p>{plural('bulk_cancel_made', counts.done)}</p>
          <p>{plural('bulk_cancel_left', left)}</p>
        </>
      ),
      confirmLabel: t('bulk_cancel_ok'),
    });
    if (sure) await controlBatch('cancel');
  };
  const startOver = async () => {
    if (left > 0 && batch.status !== 'cancelled') {
      const sure = await confirm({ title: t('bulk_forget_title'), body: t('bulk_forget_body'), confirmLabel: t('bulk_forget_ok') });
      if (!sure) return;
    }
    await clearBatch();
  };

  return (
    <div class="stack">
      <div class="card stack bulk-status">
        {installationName && <p class="muted small">{t('bulk_on', installationName)}</p>}
        <label class="field-label" for="bulk-progress">
          {t('bulk_progress')}
        </label>
        <progress id="bulk-progress" max={counts.total || 1} value={settled} aria-valuetext={t('bulk_progress_of', formatNumber(settled), formatNumber(counts.total))} />
        <p role="status" aria-live="polite">
          {statusText(batch, counts, left, secondsLeft)}
        </p>
        <dl class="bulk-counts">
          <div>
            <dt>{t('bulk_n_made')}</dt>
            <dd>{formatNumber(counts.done)}</dd>
          </div>
          <div>
            <dt>{t('bulk_n_waiting')}</dt>
            <dd>{formatNumber(left)}</dd>
          </div>
          <div>
            <dt>{t('bulk_n_failed')}</dt>
            <dd>{formatNumber(counts.failed)}</dd>
          </div>
        </dl>
        <div class="row">
          {batch.status === 'running' && <Button onClick={() => void controlBatch('pause')}>{t('bulk_pause')}</Button>}
          {batch.status === 'paused' && (
            <Button variant="primary" onClick={() => void controlBatch('resume')}>
              {t('bulk_resume')}
            </Button>
          )}
          {(batch.status === 'running' || batch.status === 'paused') && <Button onClick={() => void cancel()}>{t('bulk_cancel')}</Button>}
          {retryable && batch.status !== 'running' && <Button onClick={() => void controlBatch('retryFailed')}>{t('bulk_retry')}</Button>}
          {(batch.status === 'finished' || batch.status === 'cancelled') && <Button onClick={() => void startOver()}>{t('bulk_new')}</Button>}
        </div>
      </div>

      {typeof movedWhy === 'object' && (
        <Alert tone="warning" title={describeErrorRecord(movedWhy).title} live={false}>
          {describeErrorRecord(movedWhy).hint}
        </Alert>
      )}
      {counts.failed > moved.length && (
        <Alert tone="warning" title={plural('bulk_refused', counts.failed - moved.length)} live={false}>
          {t('bulk_refused_hint')}
        </Alert>
      )}

      <div class="row bulk-export">
        <Select
          id="bulk-format"
          label={t('bulk_format')}
          value={format}
          onValue={(value) => setFormat(value as ResultFormat)}
          options={RESULT_FORMATS.map((value) => ({ value, label: t(RESULT_FORMAT_LABELS[value]) }))}
        />
        <CopyButton label={t('bulk_copy_all')} getText={() => formatResults(batch.lines, format)} disabled={counts.done === 0} />
        <Button onClick={() => downloadBlob(new Blob(['\uFEFF', resultsCsv(batch.lines)], { type: 'text/csv;charset=utf-8' }), csvFileName('trim-bulk', new Date()))}>
          {t('bulk_download')}
        </Button>
      </div>

      <div class="table-wrap">
        <table class="data-table bulk-results">
          <caption class="visually-hidden">{t('bulk_results')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bulk_col_line')}</th>
              <th scope="col">{t('bulk_col_long')}</th>
              <th scope="col">{t('bulk_col_short')}</th>
            </tr>
          </thead>
          <tbody>
            {[...batch.lines]
              .sort((a, b) => a.line - b.line)
              .map((line) => (
                <tr key={line.line}>
                  <td>{formatNumber(line.line)}</td>
                  <td class="break" dir="ltr">
                    {line.url}
                    {line.alias && <span class="muted"> · {line.alias}</span>}
                  </td>
                  <td class="break">
                    {line.state === 'done' ? (
                      <WebLink href={line.shorturl ?? ''} dir="ltr">
                        {line.shorturl}
                      </WebLink>
                    ) : line.state === 'failed' ? (
                      <span class="bulk-failed">{t('bulk_failed_msg', line.error === undefined ? '' : storedErrorTitle(line.error))}</span>
                    ) : (
                      <span class="muted">{t(OUTCOME_TEXT[line.state])}</span>
                    )}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
