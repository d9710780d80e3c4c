import { quietly } from '@/lib/activity/activity';
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ConnectionProvider, useConnection, usePageConnection } from '@/components/connection/context';
import { useReference } from '@/components/reference/use-reference';
import {
  AreaCheckPanel,
  DefaultsForm,
  InstallationActions,
  InstallationForm,
  InstallationList,
  ClickHistoryForm,
  DEFAULTS_LISTS,
  StoredLinks,
  PreferencesForm,
  QuickPathForm,
  ResetSettings,
  useSettings,
} from '@/components/settings';
import { Brand, Button, ConfirmProvider, Spinner, useTheme } from '@/components/ui';
import { t } from '@/lib/i18n/messages';
import { chosenInstallation, defaultInstallation, newInstallationId, NO_INSTALLATION, saveInstallationDefaults, setDefaultInstallation } from '@/lib/installations/installations';
import { removeInstallation, resetEverything } from '@/lib/flows/remove-installation';
import { loadReference } from '@/lib/reference/cache';
import { connectionSource } from '@/lib/connection/source';
import { isConfigured } from '@/lib/settings/items';
import { useChosen } from '@/components/settings/use-chosen';
import { useSyncReach } from '@/components/settings/use-sync-reach';
import { followSyncedPreferences, savePreferences } from '@/lib/settings/synced';
import type { Installation, Settings } from '@/lib/settings/schema';
import { UtmTemplatesCard } from './UtmTemplatesCard';
import './options.css';

/** `anchored`: the section's id is a link target (e.g. options.html#utm-templates from the popup). */
function Section({ id, title, anchored, children }: { id: string; title: string; anchored?: boolean; children: ComponentChildren }) {
  return (
    <section class="card options-section" id={anchored ? id : undefined} aria-labelledby={`${id}-heading`}>
      <h2 class="options-section-title" id={`${id}-heading`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The form for a new installation, instead of a stored one's. */
const NEW = '';

export function OptionsApp() {
  const settings = useSettings();
  // The installation whose form and defaults show; the default one until the user picks another.
  const [editing, setEditing] = useState<string | null>(null);
  // The id a new installation will be saved under: fixed while its form shows, so the form
  // stays the same one (with its "saved" note) when the list then selects it.
  const [draftId, setDraftId] = useState(newInstallationId);
  const edited = settings && editing !== NEW ? chosenInstallation(settings, editing) : NO_INSTALLATION;
  const connection = usePageConnection(edited);
  const edit = (id: string) => {
    if (id === NEW) setDraftId(newInstallationId());
    setEditing(id);
  };
  return (
    <ConnectionProvider value={connection}>
      <ConfirmProvider>
        <OptionsPage settings={settings} edited={edited} draftId={draftId} onEdit={edit} />
      </ConfirmProvider>
    </ConnectionProvider>
  );
}

interface OptionsPageProps {
  settings: Settings | null;
  /** The installation being edited; NO_INSTALLATION while a new one is added (or none exists). */
  edited: Installation;
  /** The id the new installation's form saves under. */
  draftId: string;
  onEdit: (id: string) => void;
}

function OptionsPage({ settings: stored, edited, draftId, onEdit }: OptionsPageProps) {
  const syncReach = useSyncReach();
  const connection = useConnection();
  const [savedNote, setSavedNote] = useState('');
  // The user's choices show at once; storage's watch reconciles them (use-chosen.ts).
  const [settings, choose] = useChosen(stored, savePreferences);
  useTheme(settings?.theme);
  const connected = isConfigured(edited);
  // Only the lists the page shows: the account comes with Save's check, pixels show nowhere here.
  const reference = useReference(connected, DEFAULTS_LISTS);
  // A reset remounts the form so its fields show the emptied settings.
  const [generation, setGeneration] = useState(0);

  const loaded = settings !== null;
  useEffect(followSyncedPreferences, []);
  useEffect(() => {
    if (loaded) performance.mark('trim:ready');
  }, [loaded]);

  if (!settings) {
    return (
      <main class="options">
        <p class="muted row">
          <Spinner /> {t('opt_loading')}
        </p>
      </main>
    );
  }

  const save = async (patch: Parameters<typeof savePreferences>[0], note: string) => {
    if (await choose(patch)) setSavedNote(note);
  };
  const isNew = edited === NO_INSTALLATION;
  const several = settings.installations.length > 1;
  // The list shows with several installations, or with one while another is being added.
  const listed = several || (isNew && settings.installations.length > 0);
  const defaultId = defaultInstallation(settings).id;

  return (
    <div class="options">
      <header class="options-header">
        <Brand size="lg">
          <h1>{t('opt_doc_title')}</h1>
        </Brand>
        <a href={browser.runtime.getURL('/manage.html')}>{t('opt_manage_link')}</a>
      </header>
      <main class="options-main">
        <Section id="connection" title={listed ? t('opt_installations') : t('opt_connection')}>
          <div class="stack">
            {listed && (
              <div class="installation-groups">
                <InstallationList installations={settings.installations} defaultId={defaultId} editing={edited.id} onEdit={onEdit} />
                {!isNew && (
                  <div>
                    <Button size="sm" onClick={() => onEdit(NEW)}>
                      {t('opt_add')}
                    </Button>
                  </div>
                )}
              </div>
            )}
            <div class={listed ? 'stack installation-panel' : 'stack'}>
              {listed && <h3 class="installation-heading">{isNew ? t('opt_new') : edited.name}</h3>}
              <InstallationForm
                key={`${isNew ? draftId : edited.id}:${generation}`}
                installation={isNew ? { ...NO_INSTALLATION, id: draftId } : edited}
                isNew={isNew}
                all={settings.installations}
                account={reference.data.account}
                onCancel={isNew && settings.installations.length > 0 ? () => onEdit(defaultId) : undefined}
                onSaved={(saved) => {
                  setSavedNote('');
                  onEdit(saved.id);
                  // The page's connection follows on the next render; the lists load for the pair that
                  // was just checked, and the account is already cached.
                  void quietly('load the lists of a saved installation', loadReference(connection.withTarget(saved), { only: [...DEFAULTS_LISTS] }));
                }}
              />
              {!isNew && (
                <InstallationActions
                  installation={edited}
                  isDefault={edited.id === defaultId}
                  several={several}
                  onAdd={several ? undefined : () => onEdit(NEW)}
                  onMakeDefault={async () => {
                    await setDefaultInstallation(edited.id);
                    setSavedNote(t('opt_now_default', edited.name));
                  }}
                  onRemove={async () => {
                    const left = await removeInstallation(edited.id);
                    onEdit(left.installations.length > 0 ? defaultInstallation(left).id : NEW);
                    setSavedNote(t('opt_removed', edited.name));
                  }}
                />
              )}
            </div>
          </div>
          {/* Keyed by the saved pair: answers about another key are not shown as this one's. */}
          {connected && <AreaCheckPanel key={`${edited.id} ${connectionSource(edited.connection)}`} />}
        </Section>
        <Section id="defaults" title={several ? t('opt_defaults_on', edited.name) : t('opt_defaults')}>
          <DefaultsForm
            key={edited.id}
            defaults={edited.defaults}
            connected={connected}
            reference={reference}
            onChange={(defaults) => {
              void saveInstallationDefaults(edited.id, defaults).then(() => setSavedNote(t('opt_defaults_saved')));
            }}
          />
        </Section>
        <Section id="preferences" title={t('opt_prefs')}>
          {syncReach !== undefined && <p class="muted options-section-intro">{t(syncReach ? 'opt_prefs_synced' : 'opt_prefs_device')}</p>}
          <PreferencesForm settings={settings} onChange={(patch) => void save(patch, t('opt_prefs_saved'))} />
        </Section>
        <Section id="utm-templates" title={t('utmt_heading')} anchored>
          <UtmTemplatesCard installations={settings.installations} onNote={setSavedNote} />
        </Section>
        <Section id="history" title={t('opt_history')}>
          <ClickHistoryForm
            installations={settings.installations}
            on={settings.clickHistory}
            onChange={(clickHistory) => void save({ clickHistory }, clickHistory ? t('opt_history_on') : t('opt_history_off'))}
          />
        </Section>
        <Section id="stored" title={t('opt_stored')}>
          <StoredLinks installations={settings.installations} />
        </Section>
        <Section id="quick" title={t('opt_quick')}>
          <QuickPathForm settings={settings} onChange={(patch) => void save(patch, t('opt_quick_saved'))} />
        </Section>
        <Section id="reset" title={t('opt_reset')}>
          <ResetSettings
            onReset={async () => {
              await resetEverything();
              onEdit(NEW);
              setGeneration((g) => g + 1);
              setSavedNote('');
            }}
          />
        </Section>
        <p class="visually-hidden" role="status" aria-live="polite">
          {savedNote}
        </p>
      </main>
      <footer class="options-footer">
        {/* The stores' text as it is (docs/privacy.md, written into the page at build time): English only. */}
        <a href={browser.runtime.getURL('/privacy.html')} target="_blank" rel="noopener" hreflang="en">
          {t('opt_privacy_link')}
        </a>
      </footer>
    </div>
  );
}
