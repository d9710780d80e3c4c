import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { ApiErrorAlert, Button } from '@/components/ui';
import { AREAS, type Area } from '@/lib/reference/areas';
import { checkAndRecordAreas, type AreaCheck } from '@/lib/reference/check-areas';
import { describeApiError } from '@/lib/i18n/describe-error';
import { formatNumber, t, type MessageKey } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/compose';

type Status = { state: 'idle' } | { state: 'checking' } | { state: 'done'; checks: AreaCheck[] } | { state: 'failed'; error: unknown };

/** Each area as the name of a line in the list: "Branded domains: available". */
const LABELS: Record<Area, MessageKey> = {
  account: 'conn_lbl_account',
  links: 'conn_lbl_links',
  domains: 'conn_lbl_domains',
  campaigns: 'conn_lbl_campaigns',
  channels: 'conn_lbl_channels',
  pixels: 'conn_lbl_pixels',
  overlays: 'conn_lbl_overlays',
  splash: 'conn_lbl_splash',
  qr: 'conn_lbl_qr',
  files: 'conn_lbl_files',
};

function verdict(check: AreaCheck): string {
  if (check.state === 'open') return t('opt_area_open');
  if (check.state === 'absent') return t('opt_area_absent');
  if (check.state === 'closed') return check.by === 'plan' ? t('opt_area_plan') : t('opt_area_key');
  return describeApiError(check.error).title;
}

/**
 * Which parts of the service the saved key reaches, asked only when the user presses the
 * button (one small request per area); the answers also reach the shared cache, so every
 * picker leaves out what is closed.
 */
export function AreaCheckPanel() {
  const connection = useConnection();
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  const check = async () => {
    if (status.state === 'checking') return;
    setStatus({ state: 'checking' });
    try {
      setStatus({ state: 'done', checks: await checkAndRecordAreas(connection) });
    } catch (error) {
      setStatus({ state: 'failed', error });
    }
  };
  const open = status.state === 'done' ? status.checks.filter((entry) => entry.state === 'open').length : 0;
  // An area the service does not have at all (QR codes on 6.x) is not counted as one the key misses.
  const present = status.state === 'done' ? status.checks.filter((entry) => entry.state !== 'absent').length : 0;

  return (
    <section class="area-check stack" aria-labelledby="area-check-heading">
      <h3 class="area-check-title" id="area-check-heading">
        {t('opt_check_title')}
      </h3>
      <p class="muted small">{plural('opt_check_intro', AREAS.length)}</p>
      <div class="row">
        <Button onClick={() => void check()} busy={status.state === 'checking'}>
          {t('opt_check')}
        </Button>
        <span class="muted small" role="status">
          {status.state === 'checking' ? t('opt_checking') : status.state === 'done' ? plural('opt_areas_open', present, formatNumber(open)) : ''}
        </span>
      </div>
      {/* Described here: on the options page itself, no "Open options" button. */}
      {status.state === 'failed' && <ApiErrorAlert error={describeApiError(status.error)} />}
      {status.state === 'done' && (
        <ul class="area-check-list" aria-labelledby="area-check-heading">
          {status.checks.map((entry) => (
            <li key={entry.area} class={`area-check-${entry.state}`}>
              <span class="area-check-name">{t(LABELS[entry.area])}</span>
              <span class="visually-hidden">: </span>
              <span>{verdict(entry)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
