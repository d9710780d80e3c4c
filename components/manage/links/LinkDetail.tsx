import { useRef, useState } from 'preact/hooks';
import { Alert, ApiErrorAlert, Button, CopyButton, Disclosure, useConfirm } from '@/components/ui';
import { QrPanel } from '@/components/qr';
import { StatsPanel, type StatsState } from '@/components/stats';
import type { LinkDetails } from '@/lib/api';
import { describeApiError } from '@/lib/i18n/describe-error';
import { navigate } from '@/lib/manage/history';
import { useConnection } from '@/components/connection/context';
import { ClickHistoryPanel } from '@/components/history/ClickHistoryPanel';
import { useAction, useResource } from '@/components/manage/use-resource';
import { pageLinks } from '@/lib/links/in-page';
import { DateText } from '@/components/manage/DateText';
import { formatServerDate } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/compose';
import { AssignPicker } from './AssignPicker';
import { LinkEditForm } from './LinkEditForm';
import { LinkSettingsFacts } from './LinkSettingsFacts';
import { TargetingView } from './TargetingView';
import { useRemembered } from './use-remembered';
import { ShareButton } from '@/components/share/ShareButton';
import { describeDrops, type DroppedSetting } from '@/lib/links/plan-drops';
import { WebLink } from '@/components/ui/WebLink';

function statsState(loading: boolean, error: unknown, details: LinkDetails | undefined, fetchedAt: number): StatsState {
  if (error) return { status: 'failed', error: describeApiError(error), stats: details?.stats };
  if (loading) return { status: 'loading', stats: details?.stats };
  return details ? { status: 'loaded', stats: details.stats, fetchedAt } : { status: 'idle' };
}

/** One link: what it is, its full statistics, its targeting, and every change that can be made to it. */
export function LinkDetail({ id, onDeleted, daily }: { id: number; onDeleted: (shorturl: string) => void; daily: boolean }) {
  const [fetchedAt, setFetchedAt] = useState(0);
  const connection = useConnection();
  // Set by a save that did not read the link back: the reload that follows shows the link as Trim left it.
  const settleNext = useRef(false);
  const details = useResource(`link-${id}`, async (client) => {
    const value = await client.links.get(id);
    if (settleNext.current) {
      settleNext.current = false;
      await pageLinks(connection).settled(id, value);
    }
    setFetchedAt(Date.now());
    return value;
  });
  const [editing, setEditing] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const [dropped, setDropped] = useState<DroppedSetting[]>([]);
  // What Trim last sent for this link, checked against the details (no request): read again after each save or assignment.
  const [savedCount, setSavedCount] = useState(0);
  const memory = useRemembered(id, details.data, savedCount);
  const remembered = memory.body;
  const remove = useAction();
  const confirm = useConfirm();
  const link = details.data;

  const back = (
    <a
      href="?section=links"
      class="back-link"
      onClick={(event) => {
        event.preventDefault();
        // The list keeps its page, search and order: they are still in the address.
        navigate({ id: null });
      }}
    >
      {t('links_all')}
    </a>
  );

  if (!link) {
    return (
      <section class="section" aria-labelledby="link-title">
        {back}
        <h1 id="link-title" class="section-h1" tabIndex={-1}>
          {t('links_link')}
        </h1>
        <ApiErrorAlert error={details.error} onRetry={details.reload} />
        {details.loading && (
          <p class="muted" role="status">
            {t('links_loading')}
          </p>
        )}
      </section>
    );
  }

  const askDelete = async () => {
    const yes = await confirm({
      title: t('links_delete_title'),
      body: <p>{rich('links_delete_body', <strong>{link.shorturl}</strong>)}</p>,
      confirmLabel: t('links_delete_ok'),
    });
    if (!yes) return;
    const done = await remove.run(() => pageLinks(connection).remove(link.id));
    if (done) onDeleted(link.shorturl);
  };

  return (
    <section class="section" aria-labelledby="link-title">
      {back}
      <div class="section-head">
        <div class="min-0">
          <h1 id="link-title" class="section-h1 break" tabIndex={-1}>
            <bdi dir="ltr">{link.shorturl}</bdi>
          </h1>
          {link.title && <p class="strong">{link.title}</p>}
          <p class="muted break">
            <span class="flip-rtl" aria-hidden="true">
              →
            </span>{' '}
            <WebLink href={link.longurl}>{link.longurl}</WebLink>
          </p>
        </div>
        <div class="section-tools">
          <CopyButton variant="primary" label={t('ui_copy')} aria-label={t('links_copy_short')} getText={() => link.shorturl} />
          <ShareButton link={link} />
          <Button onClick={() => setEditing(!editing)} aria-expanded={editing}>
            {t('ui_edit')}
          </Button>
          <Button variant="danger" onClick={askDelete} busy={remove.pending}>
            {t('ui_delete')}
          </Button>
        </div>
      </div>
      <ApiErrorAlert error={remove.error} onDismiss={remove.clearError} />
      {saved && <Alert tone="success" title={t('links_saved')} />}
      {saved && dropped.length > 0 && <Alert tone="warning" title={describeDrops(dropped)} />}
      {memory.stale && <Alert tone="info" title={t('links_stale')} />}

      {editing && remembered !== undefined && (
        <LinkEditForm
          details={link}
          remembered={remembered}
          onCancel={() => setEditing(false)}
          onSaved={(notKept, readBack) => {
            setEditing(false);
            setSaved(true);
            setDropped(notKept);
            setSavedCount((count) => count + 1);
            // A save that read the link back already holds it as it now is: no second request.
            if (readBack) {
              details.update(() => readBack);
              setFetchedAt(Date.now());
            } else {
              settleNext.current = true;
              details.reload();
            }
          }}
        />
      )}

      <div class="detail-grid">
        <div class="stack">
          <dl class="facts card">
            <div>
              <dt>{t('links_created')}</dt>
              <dd>
                <DateText value={link.date} />
              </dd>
            </div>
            <div>
              <dt>{t('links_expires')}</dt>
              <dd>{link.expiry ? formatServerDate(link.expiry) : t('links_never')}</dd>
            </div>
            <div>
              <dt>{t('ui_description')}</dt>
              <dd>{link.description || <span class="muted">{t('ui_none')}</span>}</dd>
            </div>
            <LinkSettingsFacts remembered={remembered ?? null} />
          </dl>
          {/* Devices the service does not report (null) are known from what Trim sent, when it made or edited the link. */}
          <TargetingView
            location={link.location}
            device={link.device ?? (remembered ? Object.fromEntries((remembered.devicetarget ?? []).map((rule) => [rule.device, rule.link])) : null)}
          />
          <div class="card">
            <AssignPicker id="detail-assign" linkIds={[link.id]} buttonLabel={t('links_add')} onAssigned={() => setSavedCount((count) => count + 1)} />
          </div>
          <Disclosure summary={t('links_qr')} open={qrOpen} onToggle={setQrOpen}>
            <QrPanel value={link.shorturl} size={200} />
          </Disclosure>
        </div>
        <div class="stack">
          <StatsPanel state={statsState(details.loading, details.error, link, fetchedAt)} onRefresh={details.reload} limit={10} wide />
          <div class="card">
            <ClickHistoryPanel linkId={link.id} daily={daily} />
          </div>
        </div>
      </div>
    </section>
  );
}
