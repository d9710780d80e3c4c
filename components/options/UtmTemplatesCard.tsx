import { quietly } from '@/lib/activity/activity';
import { useEffect, useRef, useState } from 'preact/hooks';
import { Alert, Button, useConfirm } from '@/components/ui';
import { formatNumber, t, type MessageKey } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { downloadBlob } from '@/lib/core/download';
import type { Installation } from '@/lib/settings/schema';
import { deleteTemplate, saveDraft, setDefault, type TemplateDraft } from '@/lib/utm/edit';
import { exportTemplates, IMPORT_LIMITS, importSizeFailure, importTemplates, UTM_EXPORT_FILE, type ImportFailure, type ImportResult } from '@/lib/utm/io';
import { syncTemplates, templatesKeptHere, utmTemplatesItem, type NotSynced } from '@/lib/utm/store';
import { EMPTY_UTM, UTM_FIELDS, utmParam, type UtmTemplate, type UtmTemplates } from '@/lib/utm/template';
import { useSyncReach } from '@/components/settings/use-sync-reach';
import { UtmTemplateDefaults } from './UtmTemplateDefaults';
import { UtmTemplateForm } from './UtmTemplateForm';
import './utm-templates.css';

/** What the card says of the templates sync could not take, by why. */
function keptHereLines(kept: Record<string, NotSynced>): string[] {
  const count = (why: NotSynced) => Object.values(kept).filter((reason) => reason === why).length;
  if (count('unavailable') > 0) return [t('utmt_where_unavailable')];
  return [...(count('too-big') > 0 ? [plural('utmt_kept_too_big', count('too-big'))] : []), ...(count('full') > 0 ? [plural('utmt_kept_full', count('full'))] : [])];
}
const IMPORT_FAILURE: Record<ImportFailure['code'], MessageKey> = {
  'not-json': 'utmt_import_not_json',
  'not-templates': 'utmt_import_not_templates',
  'too-big': 'utmt_import_too_big',
  'too-many': 'utmt_import_too_many',
};

/** Why a file was not imported, with the limit it went over. */
const importWords = (failure: ImportFailure) =>
  t(IMPORT_FAILURE[failure.code], failure.code === 'too-big' ? formatNumber(IMPORT_LIMITS.bytes / 1_000_000) : formatNumber(IMPORT_LIMITS.templates));

const NEW_BUTTON = 'utm-template-new';
// After the form closes or a template goes, focus returns to where a next one starts.
const focusNew = () => requestAnimationFrame(() => document.getElementById(NEW_BUTTON)?.focus());

/** The form: closed, a new template, or the id of the one edited. */
type Editing = null | { id: string | null; initial: TemplateDraft };

const summary = (template: UtmTemplate) =>
  UTM_FIELDS.filter((field) => template.values[field] !== '')
    .map((field) => `${utmParam(field)}=${template.values[field]}`)
    .join(' · ');

/** The options card "UTM templates": the list, its form, each installation's default, and the JSON file both ways. */
export function UtmTemplatesCard({ installations, onNote }: { installations: readonly Installation[]; onNote: (note: string) => void }) {
  const [state, setState] = useState<UtmTemplates | null>(null);
  const syncReach = useSyncReach();
  const [keptHere, setKeptHere] = useState<Record<string, NotSynced>>({});
  const [editing, setEditing] = useState<Editing>(null);
  const [imported, setImported] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const confirm = useConfirm();

  useEffect(() => {
    const show = (value: UtmTemplates) => {
      setState(value);
      void templatesKeptHere().then(setKeptHere);
    };
    // What waits is written first: templates sync lacks, an earlier version's set in its new shape.
    void quietly('write waiting UTM templates', syncTemplates())
      .then(() => utmTemplatesItem.getValue())
      .then(show);
    return utmTemplatesItem.watch(show);
  }, []);

  if (!state) return null;

  const change = async (edit: (current: UtmTemplates) => UtmTemplates, note: string) => {
    setState(await utmTemplatesItem.update(edit));
    setKeptHere(await templatesKeptHere());
    onNote(note);
  };

  const close = () => {
    setEditing(null);
    focusNew();
  };

  const remove = async (template: UtmTemplate) => {
    const sure = await confirm({ title: t('utmt_delete_title'), body: t('utmt_delete_body', template.name), confirmLabel: t('utmt_delete_confirm') });
    if (!sure) return;
    if (editing?.id === template.id) setEditing(null);
    await change((current) => deleteTemplate(current, template.id), t('utmt_deleted'));
    focusNew();
  };

  const importFile = async (file: File) => {
    // A file over the limit is refused before it is read: a 15 MB one froze the page.
    const tooBig = importSizeFailure(file.size);
    if (tooBig) {
      setImported({ tone: 'error', text: importWords(tooBig) });
      return;
    }
    const text = await file.text();
    // Merged under the lock, so a save made meanwhile in another page is kept; a bad file changes nothing.
    let result: ImportResult | undefined;
    await change((current) => {
      result = importTemplates(current, text);
      return result.ok ? result.state : current;
    }, '');
    if (!result) return;
    setImported(
      result.ok ? { tone: 'success', text: t('utmt_imported', formatNumber(result.added), formatNumber(result.updated)) } : { tone: 'error', text: importWords(result.error) },
    );
  };

  return (
    <div class="stack utm-templates">
      {syncReach !== undefined && <p class="muted">{t(syncReach ? 'utmt_where_sync' : 'utmt_where_device')}</p>}
      {keptHereLines(keptHere).map((line) => (
        <p key={line} class="utm-templates-kept">
          {line}
        </p>
      ))}
      {state.templates.length === 0 ? (
        <p class="muted">{t('utmt_empty')}</p>
      ) : (
        <ul class="utm-template-list" aria-labelledby="utm-templates-heading">
          {state.templates.map((template) => (
            <li key={template.id} class="utm-template-item" aria-current={editing?.id === template.id ? 'true' : undefined}>
              <div class="utm-template-text">
                <span class="utm-template-title">
                  <span class="utm-template-name">{template.name}</span>
                  {keptHere[template.id] && <span class="utm-template-here">{t('utmt_here_only')}</span>}
                </span>
                <bdi class="utm-template-summary" dir="ltr">
                  {summary(template)}
                </bdi>
              </div>
              <div class="row utm-template-actions">
                <Button
                  size="sm"
                  aria-label={t('utmt_edit_named', template.name)}
                  onClick={() => setEditing({ id: template.id, initial: { name: template.name, values: template.values } })}
                >
                  {t('utmt_edit')}
                </Button>
                <Button size="sm" variant="ghost" aria-label={t('utmt_delete_named', template.name)} onClick={() => void remove(template)}>
                  {t('utmt_delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <UtmTemplateForm
          key={editing.id ?? 'new'}
          state={state}
          editing={editing.id}
          initial={editing.initial}
          onCancel={close}
          onSave={async (draft) => {
            await change((current) => saveDraft(current, draft, editing.id), t('utmt_saved'));
            close();
          }}
        />
      ) : (
        <div>
          <Button id={NEW_BUTTON} onClick={() => setEditing({ id: null, initial: { name: '', values: EMPTY_UTM } })}>
            {t('utmt_new')}
          </Button>
        </div>
      )}
      {state.templates.length > 0 && installations.length > 0 && (
        <UtmTemplateDefaults
          state={state}
          installations={installations}
          onChoose={(installationId, templateId) => void change((current) => setDefault(current, installationId, templateId), t('utmt_default_saved'))}
        />
      )}
      <div class="row">
        <Button size="sm" disabled={state.templates.length === 0} onClick={() => downloadBlob(new Blob([exportTemplates(state)], { type: 'application/json' }), UTM_EXPORT_FILE)}>
          {t('utmt_export')}
        </Button>
        <Button size="sm" onClick={() => fileInput.current?.click()}>
          {t('utmt_import')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          hidden
          aria-label={t('utmt_import')}
          onChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            input.value = '';
            if (file) void importFile(file);
          }}
        />
      </div>
      {imported && <Alert tone={imported.tone} title={imported.text} />}
    </div>
  );
}
