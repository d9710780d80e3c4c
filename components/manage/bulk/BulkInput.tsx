import { useEffect, useMemo, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { DropZone } from '@/components/manage/files/DropZone';
import { useReference } from '@/components/reference/use-reference';
import { DefaultsForm } from '@/components/settings/DefaultsForm';
import { useSettings } from '@/components/settings/use-settings';
import { Alert, Button, Disclosure, TextArea } from '@/components/ui';
import { TemplatePicker } from '@/components/utm/TemplatePicker';
import { useUtmTemplates } from '@/components/utm/use-utm-templates';
import { defaultTemplateFor } from '@/lib/utm/template';
import { windowTabs, type WindowTabs } from '@/lib/bulk/all-tabs';
import { newBatch } from '@/lib/bulk/batch';
import { madeFor } from '@/lib/installations/made-for';
import { startBatch } from '@/lib/bulk/control';
import { BULK_MAX_LINES, LINKS_PER_MINUTE, previewBulk, type PreviewOptions, type PreviewRow } from '@/lib/bulk/preview';
import { readTextFile } from '@/lib/bulk/text-file';
import { cachedRefusal } from '@/lib/reference/areas';
import { formatNumber, t, type MessageKey } from '@/lib/i18n/messages';
import { listOf, plural } from '@/lib/i18n/compose';
import type { ShortenDefaults } from '@/lib/settings/schema';
import './bulk.css';

const STATUS_TEXT: Record<PreviewRow['status'], MessageKey> = { valid: 'bulk_st_valid', duplicate: 'bulk_st_dup', invalid: 'bulk_st_invalid' };

/** The header row the hint shows: the column names the reader knows, never translated. */
const HEADER_EXAMPLE = 'url,alias,campaign,channel';

function leftOut({ urls, skipped }: WindowTabs): string {
  const parts = [...(skipped.notWeb > 0 ? [plural('bulk_left_notweb', skipped.notWeb)] : []), ...(skipped.duplicates > 0 ? [plural('bulk_left_dupes', skipped.duplicates)] : [])];
  const next = urls.length === 0 ? t('bulk_tabs_open') : t('bulk_tabs_check');
  return parts.length ? t('bulk_left_out', listOf(parts), next) : next;
}

/** The preview's counts: each phrase whole, kept apart by a middle dot. */
function countsText({ valid, duplicate, invalid }: { valid: number; duplicate: number; invalid: number }): string {
  return [plural('bulk_to_make', valid), ...(duplicate > 0 ? [plural('bulk_dupes', duplicate)] : []), ...(invalid > 0 ? [plural('bulk_invalid_n', invalid)] : [])].join(' · ');
}

function reasonOf(row: PreviewRow): string {
  if (row.status === 'duplicate') return t('bulk_same_as', formatNumber(row.of));
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
  // A plan without campaigns: a line naming one cannot go into any, which says more than "no campaign named …".
  const noCampaigns = cachedRefusal(data, 'campaigns', connection.source) === 'plan';
  // "Remove tracking parameters" applies to a list and to the window's tabs as to the popup.
  const address = useSettings()?.address;
  // One UTM template for the whole batch, written into every line after that rule; until the
  // user picks one, the installation's default, by the rule every way of shortening follows.
  const templates = useUtmTemplates();
  const [picked, setPicked] = useState<string | null>(null);
  const fallback = templates ? defaultTemplateFor(templates, connection.id) : undefined;
  const templateId = picked ?? fallback?.id ?? '';
  const utm = picked === null ? undefined : templates?.templates.find((template) => template.id === picked)?.values;
  const defaultTemplate = picked === null ? fallback : undefined;
  const options = useMemo<PreviewOptions>(
    () => ({
      ...(campaigns ? { campaigns } : {}),
      ...(channels ? { channels } : {}),
      noCampaigns,
      ...(address ? { address } : {}),
      ...(utm ? { utm } : {}),
      ...(defaultTemplate ? { defaultTemplate } : {}),
    }),
    [campaigns, channels, noCampaigns, address, utm, defaultTemplate],
  );
  const preview = useMemo(() => previewBulk(text, options), [text, options]);
  // The pace the service's own headers gave, else the documented one.
  const perMinute = connection.meter.current()?.limit ?? LINKS_PER_MINUTE;
  const empty = text.trim() === '';
  const problem = preview.problem ?? (preview.counts.valid === 0 ? t('bulk_no_valid') : null);

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

  const start = async (firstOnly = false) => {
    setTried(true);
    // A list longer than Trim takes at once: its first lines, as the button beside Start offers.
    const rows = firstOnly ? previewBulk(text, { ...options, takeFirst: true }).rows : preview.rows;
    if (firstOnly ? !rows.some((row) => row.status === 'valid') : problem) {
      document.getElementById('bulk-urls')?.focus();
      return;
    }
    setStarting(true);
    try {
      await startBatch(newBatch(rows, connection.id, madeFor({ connection: connection.settings }), defaults));
    } finally {
      setStarting(false);
    }
  };

  return (
    <div class="stack">
      {tabs && (
        <Alert tone="info" title={tabs.urls.length === 0 ? t('bulk_tabs_none') : plural('bulk_tabs_links', tabs.urls.length)} live={false}>
          {leftOut(tabs)}
        </Alert>
      )}
      <TextArea
        id="bulk-urls"
        label={t('bulk_urls')}
        rows={8}
        value={text}
        onValue={setText}
        spellcheck={false}
        dir="ltr"
        hint={t('bulk_urls_hint', HEADER_EXAMPLE)}
        error={(tried || (!empty && preview.problem)) && problem ? problem : undefined}
      />
      <DropZone id="bulk-file" file={file} onFile={(chosen) => void choose(chosen)} label={t('bulk_drop')} />
      {fileProblem && (
        <Alert tone="error" title={t('bulk_file_bad')}>
          {fileProblem}
        </Alert>
      )}

      <TemplatePicker
        id="bulk-utm-template"
        templates={templates}
        value={templateId}
        onChoose={setPicked}
        hint={defaultTemplate ? t('utm_bulk_default', defaultTemplate.name) : t('utm_bulk_hint')}
      />

      <Disclosure summary={t('bulk_defaults')} open={defaultsOpen} onToggle={setDefaultsOpen}>
        <DefaultsForm defaults={defaults} onChange={(patch) => setDefaults((current) => ({ ...current, ...patch }))} reference={reference} connected />
      </Disclosure>

      {!empty && !preview.problem && (
        <section class="stack" aria-labelledby="bulk-preview-title">
          <h2 id="bulk-preview-title" class="card-title">
            {t('bulk_preview')}
          </h2>
          <p role="status">{countsText(preview.counts)}</p>
          <div class="table-wrap bulk-preview">
            <table class="data-table">
              <thead>
                <tr>
                  <th scope="col">{t('bulk_col_line')}</th>
                  <th scope="col">{t('bulk_col_address')}</th>
                  <th scope="col">{t('bulk_col_status')}</th>
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line} class={`bulk-row-${row.status}`}>
                    <td>{formatNumber(row.line)}</td>
                    <td class="break" dir="ltr">
                      {row.url || <span class="muted">{t('bulk_empty')}</span>}
                      {row.alias && <span class="muted"> · {row.alias}</span>}
                      {row.removed && <span class="muted small bulk-removed"> {t('sh_removed', listOf(row.removed))}</span>}
                    </td>
                    <td>
                      <strong>{t(STATUS_TEXT[row.status])}</strong>
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
          {t('bulk_start')}
        </Button>
        {preview.tooMany && (
          <Button busy={starting} onClick={() => void start(true)}>
            {t('bulk_start_first', formatNumber(BULK_MAX_LINES))}
          </Button>
        )}
        <span class="muted small">{t('bulk_pace', formatNumber(perMinute))}</span>
      </div>
    </div>
  );
}
