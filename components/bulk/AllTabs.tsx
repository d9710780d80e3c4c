import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, Button, CopyButton } from '@/components/ui';
import { countLines, newBatch } from '@/lib/bulk/batch';
import { requestTabsPermission, windowTabs, type WindowTabs } from '@/lib/bulk/all-tabs';
import { startBatch } from '@/lib/bulk/control';
import { formatResults } from '@/lib/bulk/export';
import { previewBulk } from '@/lib/bulk/preview';
import type { ShortenDefaults } from '@/lib/settings/schema';
import { useBatch } from './use-batch';
import './all-tabs.css';

type Step = { step: 'idle' } | { step: 'denied' } | { step: 'ready'; tabs: WindowTabs };

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The popup's "Shorten all tabs": the window's web pages, counted before anything is sent, then
 * one batch for the worker (it goes on with the popup closed). A batch under way shows here.
 */
export function AllTabs({ defaults }: { defaults: ShortenDefaults }) {
  const connection = useConnection();
  const { batch } = useBatch();
  const [state, setState] = useState<Step>({ step: 'idle' });

  const ask = () => {
    // Synchronously, inside the click: the browser shows its prompt only then.
    const granted = requestTabsPermission();
    void granted.then(async (ok) => setState(ok ? { step: 'ready', tabs: await windowTabs() } : { step: 'denied' }));
  };
  const start = async (tabs: WindowTabs) => {
    await startBatch(newBatch(previewBulk(tabs.urls.join('\n')).rows, connection.id, defaults));
    setState({ step: 'idle' });
  };

  const underWay = batch && (batch.status === 'running' || batch.status === 'paused');
  const counts = batch && countLines(batch);
  return (
    <section class="all-tabs" aria-label="Many links">
      {batch && counts && (
        <div class="row all-tabs-status">
          <p role="status" class="small">
            {underWay
              ? `Bulk: ${counts.done} of ${counts.total} made${batch.status === 'paused' ? ' (paused)' : '…'}`
              : `Bulk: ${plural(counts.done, 'short link', 'short links')} made`}
          </p>
          {!underWay && counts.done > 0 && <CopyButton size="sm" label="Copy all" getText={() => formatResults(batch.lines, 'plain')} />}
          <a class="small" href="/manage.html?section=bulk" target="_blank" rel="noopener">
            See results
          </a>
        </div>
      )}
      {state.step === 'ready' ? (
        <div class="stack">
          {state.tabs.urls.length === 0 ? (
            <p>No tab in this window shows a web page Trim can shorten.</p>
          ) : (
            <p role="status">
              {plural(state.tabs.urls.length, 'link', 'links')} from this window's tabs
              {state.tabs.skipped.notWeb + state.tabs.skipped.duplicates > 0 &&
                ` (left out: ${[state.tabs.skipped.notWeb && plural(state.tabs.skipped.notWeb, 'browser page', 'browser pages'), state.tabs.skipped.duplicates && plural(state.tabs.skipped.duplicates, 'duplicate', 'duplicates')].filter(Boolean).join(', ')})`}
              .
            </p>
          )}
          <div class="row">
            {state.tabs.urls.length > 0 && (
              <Button variant="primary" size="sm" onClick={() => void start(state.tabs)} disabled={Boolean(underWay)}>
                {`Shorten ${plural(state.tabs.urls.length, 'link', 'links')}`}
              </Button>
            )}
            <Button size="sm" onClick={() => setState({ step: 'idle' })}>
              Cancel
            </Button>
          </div>
          {underWay && <p class="muted small">Another batch is under way: start this one when it is done.</p>}
        </div>
      ) : (
        !underWay && (
          <Button size="sm" onClick={ask}>
            Shorten all tabs
          </Button>
        )
      )}
      {state.step === 'denied' && (
        <Alert tone="warning" title="Trim was not allowed to read your tabs">
          Press Shorten all tabs again and choose Allow: Trim reads the addresses of this window's tabs only then. Nothing was sent.
        </Alert>
      )}
    </section>
  );
}
