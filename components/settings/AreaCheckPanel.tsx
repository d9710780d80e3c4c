import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { ApiErrorAlert, Button } from '@/components/ui';
import { AREA_NAMES, AREAS, type Area } from '@/lib/connection/areas';
import { checkAndRecordAreas, type AreaCheck } from '@/lib/connection/check-areas';
import { describeError } from '@/lib/connection/errors';

type Status = { state: 'idle' } | { state: 'checking' } | { state: 'done'; checks: AreaCheck[] } | { state: 'failed'; error: unknown };

const label = (area: Area) => AREA_NAMES[area].charAt(0).toUpperCase() + AREA_NAMES[area].slice(1);

function verdict(check: AreaCheck): string {
  if (check.state === 'open') return 'available';
  if (check.state === 'closed') return check.by === 'plan' ? 'not in your plan' : 'not allowed for this key';
  return describeError(check.error).title;
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

  return (
    <section class="area-check stack" aria-labelledby="area-check-heading">
      <h3 class="area-check-title" id="area-check-heading">
        What this key can use
      </h3>
      <p class="muted small">Plans and API keys can leave out parts of the service. The check asks each of the {AREAS.length} areas once.</p>
      <div class="row">
        <Button onClick={() => void check()} busy={status.state === 'checking'}>
          Check what this key can use
        </Button>
        <span class="muted small" role="status">
          {status.state === 'checking' ? 'Checking each area…' : status.state === 'done' ? `${open} of ${status.checks.length} areas available.` : ''}
        </span>
      </div>
      {/* Described here: on the options page itself, no "Open options" button. */}
      {status.state === 'failed' && <ApiErrorAlert error={describeError(status.error)} />}
      {status.state === 'done' && (
        <ul class="area-check-list" aria-labelledby="area-check-heading">
          {status.checks.map((entry) => (
            <li key={entry.area} class={`area-check-${entry.state}`}>
              <span class="area-check-name">{label(entry.area)}</span>
              <span class="visually-hidden">: </span>
              <span>{verdict(entry)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
