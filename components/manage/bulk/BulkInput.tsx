import { useEffect, useMemo, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { DropZone } from '@/components/manage/files/DropZone';
import { useReference } from '@/components/reference/use-reference';
import { DefaultsForm } from '@/components/settings/DefaultsForm';
import { Alert, Button, Disclosure, TextArea } from '@/components/ui';
import { windowTabs, type WindowTabs } from '@/lib/bulk/all-tabs';
import { newBatch } from '@/lib/bulk/batch';
import { startBatch } from '@/lib/bulk/control';
import { previewBulk, type PreviewRow } from '@/lib/bulk/preview';
import { readTextFile } from '@/lib/bulk/text-file';
import type { ShortenDefaults } from '@/lib/settings/schema';
import './bulk.css';

const STATUS_TEXT = { valid: 'Valid', duplicate: 'Duplicate', invalid: 'Invalid' } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function leftOut({ urls, skipped }: WindowTabs): string {
  const parts = [
    skipped.notWeb > 0 && plural(skipped.notWeb, 'browser page', 'browser pages'),
    skipped.duplicates > 0 && plural(skipped.duplicates, 'duplicate', 'duplicates'),
  ].filter(Boolean);
  const next = urls.length === 0 ? 'Open the pages in this window, or paste their addresses below.' : 'Check the list below, then press Start.';
  return parts.length ? `Left out: ${parts.join(', ')}. ${next}` : next;
}

function reasonOf(row: PreviewRow): string {
  if (row.status === 'duplicate') return `Same as line ${row.of}: made once.`;
  if (row.status === 'invalid') return row.reason;
  return '';
}

/**
 * The list to shorten (typed, pasted, or read from a CSV/TSV file), the batch's defaults, and a
 * preview of every line before anything is sent. Start hands the valid lines to the worker.
 */
export function BulkInput({ defaults: initial, fromTabs }: { defaults: ShortenDefaults; fromTabs: boolean }) {
  const connection = useConnection();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [defaults, setDefaults] = useState<ShortenDefaults>(initial);
  const [starting, setStarting] = useState(false);
  const [tried, setTried] = useState(false);
  const [defaultsOpen, setDefaultsOpen] = useState(false);
  const [tabs, setTabs] = useState<WindowTabs | null>(null);
  // Opened by the popup's "Shorten all tabs": the list is this window's web pages, once each.
  useEffect(() => {
    if (!fromTabs) return;
    void windowTabs().then((read) => {
      setTabs(read);
      setText(read.urls.join('\n'));
    });
  }, [fromTabs]);
  // The lists load (or come from the cache) once the defaults open, or the list names campaigns or channels.
  const namesLists = /campaign|channel/i.test(text.slice(0, text.indexOf('\n') === -1 ? undefined : text.indexOf('\n')));
  const reference = useReference(defaultsOpen || namesLists, ['domains', 'campaigns', 'channels', 'splash', 'overlays']);
  const { data } = reference;
  // Until a list is loaded, its ids cannot be checked: passed as unknown rather than empty.
  const campaigns = data.fetchedAtByKind.campaigns ? data.campaigns : undefined;
  const channels = data.fetchedAtByKind.channels ? data.channels : undefined;
  const preview = useMemo(() => previewBulk(text, { ...(campaigns ? { campaigns } : {}), ...(channels ? { channels } : {}) }), [text, campaigns, channels]);
  const empty = text.trim() === '';
  const problem = preview.problem ?? (preview.counts.valid === 0 ? 'No line is a web address Trim can shorten: each must start with http:// or https://.' : null);

  const choose = async (chosen: File) => {
    setFile(chosen);
    const read = await readTextFile(chosen);
    if ('problem' in read) {
      setFileProblem(read.problem);
      return;
    }
    setFileProblem(null);
    setText(read.text);
  };

  const start = async () => {
    setTried(true);
    if (problem) {
      document.getElementById('bulk-urls')?.focus();
      return;
    }
    setStarting(true);
    try {
      await startBatch(newBatch(preview.rows, connection.id, defaults));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div class="stack">
      {tabs && (
        <Alert
          tone="info"
          title={tabs.urls.length === 0 ? 'No tab in this window shows a web page Trim can shorten' : `${plural(tabs.urls.length, 'link', 'links')} from this window's tabs`}
          live={false}
        >
          {leftOut(tabs)}
        </Alert>
      )}
      <TextArea
        id="bulk-urls"
        label="URLs"
        rows={8}
        value={text}
        onValue={setText}
        spellcheck={false}
        dir="ltr"
        hint="One address per line. For an alias, campaign or channel per line, start with a header row such as url,alias,campaign,channel, or paste cells from a spreadsheet."
        error={(tried || (!empty && preview.problem)) && problem ? problem : undefined}
      />
      <DropZone id="bulk-file" file={file} onFile={(chosen) => void choose(chosen)} label="Or drop a CSV or TSV file here, or choose one" />
      {fileProblem && (
        <Alert tone="error" title="Trim cannot read that file">
          {fileProblem}
        </Alert>
      )}

      <Disclosure summary="Defaults for this batch" open={defaultsOpen} onToggle={setDefaultsOpen}>
        <DefaultsForm defaults={defaults} onChange={(patch) => setDefaults((current) => ({ ...current, ...patch }))} reference={reference} connected />
      </Disclosure>

      {!empty && !preview.problem && (
        <section class="stack" aria-labelledby="bulk-preview-title">
          <h2 id="bulk-preview-title" class="card-title">
            Preview
          </h2>
          <p role="status">
            {preview.counts.valid} {preview.counts.valid === 1 ? 'link' : 'links'} to make
            {preview.counts.duplicate > 0 && ` · ${preview.counts.duplicate} duplicate${preview.counts.duplicate === 1 ? '' : 's'} (made once)`}
            {preview.counts.invalid > 0 && ` · ${preview.counts.invalid} invalid (not sent)`}
          </p>
          <div class="table-wrap bulk-preview">
            <table class="data-table">
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Address</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} class={`bulk-row-${row.status}`}>
                    <td>{row.line}</td>
                    <td class="break" dir="ltr">
                      {row.url || <span class="muted">(empty)</span>}
                      {row.alias && <span class="muted"> · {row.alias}</span>}
                    </td>
                    <td>
                      <strong>{STATUS_TEXT[row.status]}</strong>
                      {reasonOf(row) && <span class="muted"> {reasonOf(row)}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <div class="row">
        <Button variant="primary" busy={starting} onClick={() => void start()}>
          Start
        </Button>
        <span class="muted small">About 30 links a minute: the service's limit. The batch goes on with this tab closed.</span>
      </div>
    </div>
  );
}
