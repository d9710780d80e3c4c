import { quietly } from '@/lib/activity/activity';
import { useEffect, useState } from 'preact/hooks';
import { Button, useConfirm } from '@/components/ui';
import { connectionSource } from '@/lib/connection/source';

import { indexStatusItem, readIndexStatus, type IndexStatus } from '@/lib/history/status';
import { countRemembered, forgetRemembered } from '@/lib/links/remembered';
import { formatBytes } from '@/lib/manage/bytes';
import { formatNumber, t } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';
import { sendMessage } from '@/lib/messaging';
import { isConfigured } from '@/lib/settings/items';
import type { Installation } from '@/lib/settings/schema';

// What Trim keeps of the user's links on this device, per installation, and the two ways to let
// it go: the index with its click history (read again from the service when next shown), and
// the settings Trim remembers sending (which the service does not report, passwords included).

interface Stored {
  id: string;
  name: string;
  status: IndexStatus;
  remembered: number;
}

/** Each configured installation's status and remembered bodies, followed as the worker writes them. */
function useStored(installations: readonly Installation[], generation: number): Stored[] | null {
  const [stored, setStored] = useState<Stored[] | null>(null);
  // The configured installations as a value, so the effect runs again only when they change.
  const key = JSON.stringify(installations.filter((one) => isConfigured(one)).map((one) => [one.id, one.name, connectionSource(one.connection)]));
  useEffect(() => {
    let live = true;
    const targets = JSON.parse(key) as [string, string, string][];
    const read = () =>
      void Promise.all(
        targets.map(async ([id, name, source]) => ({
          id,
          name,
          status: await readIndexStatus(id, source),
          remembered: await quietly('count remembered links', countRemembered(id), 0),
        })),
      ).then((next) => live && setStored(next));
    read();
    const stops = targets.map(([id]) => indexStatusItem(id).watch(read));
    return () => {
      live = false;
      for (const stop of stops) stop();
    };
  }, [key, generation]);
  return stored;
}

/** What the browser says this extension stores, IndexedDB included; null where it does not say. */
function useUsage(generation: unknown): number | null {
  const [usage, setUsage] = useState<number | null>(null);
  useEffect(() => {
    void navigator.storage
      ?.estimate?.()
      .then((estimate) => setUsage(estimate.usage ?? null))
      .catch(() => setUsage(null));
  }, [generation]);
  return usage;
}

function InstallationLine({ one, named }: { one: Stored; named: boolean }) {
  const { status } = one;
  const parts = [
    status.fill ? plural('hist_fill', status.fill.total, formatNumber(Math.min(status.fill.read, status.fill.total))) : plural('opt_stored_links', status.count),
    plural('opt_stored_series', status.tracked),
    plural('opt_stored_bodies', one.remembered),
  ];
  const text = parts.join(t('list_sep'));
  return (
    <li>
      <span>{named ? t('opt_stored_named', one.name, text) : text}</span>
      {status.fill && (
        <Button
          size="sm"
          variant="link"
          onClick={() => void quietly('pause or resume the fill', sendMessage('history:fill', { installation: one.id, paused: !status.fill?.paused }))}
        >
          {t(status.fill.paused ? 'hist_fill_resume' : 'hist_fill_pause')}
        </Button>
      )}
    </li>
  );
}

export function StoredLinks({ installations }: { installations: readonly Installation[] }) {
  // Bumped after a change the status does not show (remembered bodies forgotten here).
  const [generation, setGeneration] = useState(0);
  const stored = useStored(installations, generation);
  const usage = useUsage(stored);
  const confirm = useConfirm();
  const [note, setNote] = useState('');
  if (stored === null) return null;
  const remembered = stored.reduce((sum, one) => sum + one.remembered, 0);

  const clearIndex = async () => {
    const ok = await confirm({ title: t('opt_stored_clear_title'), body: t('opt_stored_clear_body'), confirmLabel: t('opt_stored_clear') });
    if (!ok) return;
    for (const one of stored) await sendMessage('history:clear', { installation: one.id }).catch(() => undefined);
    setNote(t('opt_stored_cleared'));
  };
  const forgetBodies = async () => {
    const ok = await confirm({ title: t('opt_stored_forget_title'), body: plural('opt_stored_forget_body', remembered), confirmLabel: t('opt_stored_forget') });
    if (!ok) return;
    for (const one of stored) await forgetRemembered(one.id);
    setGeneration((n) => n + 1);
    setNote(t('opt_stored_forgotten'));
  };

  return (
    <div class="stack">
      <p class="muted options-section-intro">{t('opt_stored_intro')}</p>
      {stored.length > 0 && (
        <ul class="stored-links">
          {stored.map((one) => (
            <InstallationLine key={one.id} one={one} named={stored.length > 1} />
          ))}
        </ul>
      )}
      {usage !== null && <p class="muted small">{t('opt_stored_usage', formatBytes(usage))}</p>}
      <div class="stored-actions">
        <Button onClick={() => void clearIndex()} disabled={stored.every((one) => one.status.count === 0 && one.status.tracked === 0)}>
          {t('opt_stored_clear')}
        </Button>
        <Button onClick={() => void forgetBodies()} disabled={remembered === 0}>
          {t('opt_stored_forget')}
        </Button>
      </div>
      <p class="muted small" role="status">
        {note}
      </p>
    </div>
  );
}
