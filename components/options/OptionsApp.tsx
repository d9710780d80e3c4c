import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { ConnectionProvider, useConnection, usePageConnection } from '@/components/connection/context';
import { useReference } from '@/components/reference/use-reference';
import { AreaCheckPanel, ConnectionForm, DefaultsForm, PreferencesForm, QuickPathForm, ResetSettings, useSettings } from '@/components/settings';
import { Brand, Spinner, useTheme } from '@/components/ui';
import { clearReference, connectionSource, loadReference } from '@/lib/reference/cache';
import { isConfigured, resetSettings, saveSettings } from '@/lib/settings/items';
import { DEFAULT_SETTINGS, type Settings } from '@/lib/settings/schema';
import './options.css';

function Section({ id, title, children }: { id: string; title: string; children: ComponentChildren }) {
  return (
    <section class="card options-section" aria-labelledby={`${id}-heading`}>
      <h2 class="options-section-title" id={`${id}-heading`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function OptionsApp() {
  const settings = useSettings();
  const connection = usePageConnection((settings ?? DEFAULT_SETTINGS).connection);
  return (
    <ConnectionProvider value={connection}>
      <OptionsPage settings={settings} />
    </ConnectionProvider>
  );
}

function OptionsPage({ settings }: { settings: Settings | null }) {
  const connection = useConnection();
  useTheme(settings?.theme);
  const connected = settings !== null && isConfigured(settings);
  const reference = useReference(connected);
  // A reset remounts the connection form so its fields show the emptied settings.
  const [generation, setGeneration] = useState(0);
  const [savedNote, setSavedNote] = useState('');

  const loaded = settings !== null;
  useEffect(() => {
    if (loaded) performance.mark('trim:ready');
  }, [loaded]);

  if (!settings) {
    return (
      <main class="options">
        <p class="muted row">
          <Spinner /> Loading settings…
        </p>
      </main>
    );
  }

  const save = async (patch: Parameters<typeof saveSettings>[0], note: string) => {
    await saveSettings(patch);
    setSavedNote(note);
  };

  return (
    <div class="options">
      <header class="options-header">
        <Brand size="lg">
          <h1>Trim settings</h1>
        </Brand>
        <a href={browser.runtime.getURL('/manage.html')}>Manage links →</a>
      </header>
      <main class="options-main">
        <Section id="connection" title="Connection">
          <ConnectionForm
            key={generation}
            saved={settings.connection}
            account={reference.data.account}
            onSaved={(pair) => {
              setSavedNote('');
              // The page's connection follows the saved settings on the next render; the lists
              // load for the pair that was just checked, and the account is already cached.
              void loadReference(connection.withSettings(pair)).catch(() => undefined);
            }}
          />
          {/* Keyed by the saved pair: answers about another key are not shown as this one's. */}
          {connected && <AreaCheckPanel key={connectionSource(settings.connection)} />}
        </Section>
        <Section id="defaults" title="Defaults for new links">
          <DefaultsForm
            defaults={settings.defaults}
            connected={connected}
            reference={reference}
            onChange={(defaults) => void save({ defaults: { ...settings.defaults, ...defaults } }, 'Defaults saved.')}
          />
        </Section>
        <Section id="preferences" title="Copying and appearance">
          <PreferencesForm settings={settings} onChange={(patch) => void save(patch, 'Preferences saved.')} />
        </Section>
        <Section id="quick" title="Quick shortening">
          <QuickPathForm settings={settings} onChange={(patch) => void save(patch, 'Quick shortening saved.')} />
        </Section>
        <Section id="reset" title="Reset">
          <ResetSettings
            onReset={async () => {
              await resetSettings();
              await clearReference();
              setGeneration((g) => g + 1);
              setSavedNote('');
            }}
          />
        </Section>
        <p class="visually-hidden" role="status" aria-live="polite">
          {savedNote}
        </p>
      </main>
    </div>
  );
}
