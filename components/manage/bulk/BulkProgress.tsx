import { useEffect, useState } from 'preact/hooks';
import { formatSeconds, useCountdown } from '@/components/rate-limit/use-countdown';
import { Alert, Button, CopyButton, Select, useConfirm } from '@/components/ui';
import { countLines, type Batch } from '@/lib/bulk/batch';
import { clearBatch, controlBatch, kick } from '@/lib/bulk/control';
import { formatResults, RESULT_FORMAT_LABELS, RESULT_FORMATS, resultsCsv, type ResultFormat } from '@/lib/bulk/export';
import { csvFileName } from '@/lib/manage/csv';
import { downloadBlob } from '@/lib/qr/export';
import './bulk.css';

const OUTCOME_TEXT = { waiting: 'Waiting', unsure: 'Checking whether it was made', cancelled: 'Cancelled' } as const;

/** Where a batch stands, what can be done with it, and its results in the input's order. */
export function BulkProgress({ batch, installationName }: { batch: Batch; installationName: string | null }) {
  const counts = countLines(batch);
  const secondsLeft = useCountdown(batch.status === 'running' ? batch.waitUntil : null);
  const confirm = useConfirm();
  const [format, setFormat] = useState<ResultFormat>('plain');
  const settled = counts.done + counts.failed;
  const left = counts.waiting + counts.unsure;
  // Opening the page on a running batch makes sure the worker is on it.
  const running = batch.status === 'running';
  useEffect(() => {
    if (running) void kick();
  }, [running]);

  const cancel = async () => {
    const sure = await confirm({
      title: 'Cancel this batch?',
      body: `The ${counts.done} links made so far stay made and listed below; the ${left} lines not sent yet are not sent.`,
      confirmLabel: 'Cancel batch',
    });
    if (sure) await controlBatch('cancel');
  };
  const startOver = async () => {
    if (left > 0 && batch.status !== 'cancelled') {
      const sure = await confirm({ title: 'Forget this batch?', body: 'Its results leave this page; the links made stay on the service.', confirmLabel: 'Forget batch' });
      if (!sure) return;
    }
    await clearBatch();
  };

  const statusText =
    batch.status === 'finished'
      ? `Done: ${counts.done} of ${counts.total} links made${counts.failed ? `, ${counts.failed} failed` : ''}.`
      : batch.status === 'cancelled'
        ? `Cancelled: ${counts.done} of ${counts.total} links made.`
        : batch.status === 'paused'
          ? `Paused: ${counts.done} of ${counts.total} links made.`
          : secondsLeft > 0
            ? `${counts.done} of ${counts.total} made; ${left} waiting for the request limit, resuming in ${formatSeconds(secondsLeft)}.`
            : `${counts.done} of ${counts.total} made; sending…`;

  return (
    <div class="stack">
      <div class="card stack bulk-status">
        {installationName && <p class="muted small">On {installationName}</p>}
        <label class="field-label" for="bulk-progress">
          Progress
        </label>
        <progress id="bulk-progress" max={counts.total || 1} value={settled} aria-valuetext={`${settled} of ${counts.total}`} />
        <p role="status" aria-live="polite">
          {statusText}
        </p>
        <dl class="bulk-counts">
          <div>
            <dt>Made</dt>
            <dd>{counts.done}</dd>
          </div>
          <div>
            <dt>Waiting</dt>
            <dd>{left}</dd>
          </div>
          <div>
            <dt>Failed</dt>
            <dd>{counts.failed}</dd>
          </div>
        </dl>
        <div class="row">
          {batch.status === 'running' && <Button onClick={() => void controlBatch('pause')}>Pause</Button>}
          {batch.status === 'paused' && (
            <Button variant="primary" onClick={() => void controlBatch('resume')}>
              Resume
            </Button>
          )}
          {(batch.status === 'running' || batch.status === 'paused') && <Button onClick={() => void cancel()}>Cancel…</Button>}
          {(counts.failed > 0 || counts.cancelled > 0) && batch.status !== 'running' && <Button onClick={() => void controlBatch('retryFailed')}>Retry failed</Button>}
          {(batch.status === 'finished' || batch.status === 'cancelled') && <Button onClick={() => void startOver()}>New batch</Button>}
        </div>
      </div>

      {counts.failed > 0 && (
        <Alert tone="warning" title={`${counts.failed} ${counts.failed === 1 ? 'line was' : 'lines were'} refused`} live={false}>
          The service's message is beside each one below. Fix the list and start a new batch, or press Retry failed.
        </Alert>
      )}

      <div class="row bulk-export">
        <Select
          id="bulk-format"
          label="Format"
          value={format}
          onValue={(value) => setFormat(value as ResultFormat)}
          options={RESULT_FORMATS.map((value) => ({ value, label: RESULT_FORMAT_LABELS[value] }))}
        />
        <CopyButton label="Copy all" getText={() => formatResults(batch.lines, format)} disabled={counts.done === 0} />
        <Button onClick={() => downloadBlob(new Blob(['\uFEFF', resultsCsv(batch.lines)], { type: 'text/csv;charset=utf-8' }), csvFileName('trim-bulk', new Date()))}>
          Download CSV
        </Button>
      </div>

      <div class="table-wrap">
        <table class="data-table bulk-results">
          <caption class="visually-hidden">Results, in the order of your list</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Long URL</th>
              <th scope="col">Short link</th>
            </tr>
          </thead>
          <tbody>
            {[...batch.lines]
              .sort((a, b) => a.line - b.line)
              .map((line) => (
                <tr key={line.line}>
                  <td>{line.line}</td>
                  <td class="break" dir="ltr">
                    {line.url}
                    {line.alias && <span class="muted"> · {line.alias}</span>}
                  </td>
                  <td class="break">
                    {line.state === 'done' ? (
                      <a href={line.shorturl} target="_blank" rel="noopener noreferrer" dir="ltr">
                        {line.shorturl}
                      </a>
                    ) : line.state === 'failed' ? (
                      <span class="bulk-failed">Failed: {line.error}</span>
                    ) : (
                      <span class="muted">{OUTCOME_TEXT[line.state]}</span>
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
