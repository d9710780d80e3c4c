import { useRef, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, ApiErrorAlert, Button, ClosedAreasNote, Disclosure, TextInput } from '@/components/ui';
import type { Account, ErrorDescription } from '@/lib/api';
import { areaRefusal, type Refusal } from '@/lib/api/errors';
import type { ApiConnection } from '@/lib/connection/connection';
import { clientOf } from '@/lib/connection/endpoints';
import { describeError } from '@/lib/connection/errors';
import { requestOriginPermission } from '@/lib/connection/permission';
import { validateConnection, sendsKeyInClear, type ConnectionFormValues } from '@/lib/forms/connection-form';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { recordAreas, saveAccount } from '@/lib/reference/cache';
import { saveSettings } from '@/lib/settings/items';
import type { Connection } from '@/lib/settings/schema';
import { AccountCard } from './AccountCard';

export interface ConnectionFormProps {
  /** The saved connection, used to fill the fields once. */
  saved: Connection;
  /** The account cached for the saved connection, shown until a new check replaces it. */
  account: Account | null;
  /** Called after a pair was checked and saved; no account when the key may not read it. */
  onSaved?: (connection: Connection, account: Account | null) => void;
}

type Status =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'saved'; account: Account | null; closedBy: Refusal | null; connection: Connection }
  | { state: 'failed'; error: ErrorDescription };

function permissionDenied(baseUrl: string): ErrorDescription {
  let origin = baseUrl;
  try {
    origin = new URL(baseUrl).origin;
  } catch {
    // keep what was typed
  }
  return {
    kind: 'unknown',
    title: `Trim was not allowed to reach ${origin}`,
    hint: 'Press Save again and choose “Allow” when the browser asks; Trim only asks for this one site.',
  };
}

/**
 * The account of the pair being checked, into the cache before the settings are saved: saving
 * them starts the lists' load, which must find the account fresh rather than ask for it again.
 * A key limited to other areas is a good key (the service knew it), so that refusal is
 * recorded as the account being closed, not thrown.
 */
async function checkAccount(candidate: ApiConnection): Promise<{ account: Account | null; closedBy: Refusal | null }> {
  try {
    const account = await (await clientOf(candidate)).account.get();
    await saveAccount(account, candidate.settings);
    return { account, closedBy: null };
  } catch (error) {
    const closedBy = areaRefusal(error);
    if (!closedBy) throw error;
    await recordAreas(candidate, [{ kind: 'account', refusal: closedBy }]);
    return { account: null, closedBy };
  }
}

/**
 * Base URL + API key. Save asks the browser for access to that one origin (inside the click,
 * before anything is awaited), checks the pair with GET /api/account, and only then saves.
 * On any failure the fields keep exactly what was typed.
 */
export function ConnectionForm({ saved, account, onSaved }: ConnectionFormProps) {
  const [values, setValues] = useState<ConnectionFormValues>({ baseUrl: saved.baseUrl, apiKey: saved.apiKey, apiPath: saved.apiPath ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showKey, setShowKey] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(Boolean(saved.apiPath));
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const baseUrlRef = useRef<HTMLInputElement>(null);
  const apiKeyRef = useRef<HTMLInputElement>(null);
  const page = useConnection();

  const finish = async (connection: Connection, permission: Promise<boolean>) => {
    const granted = await permission.catch(() => false);
    if (!granted) {
      setStatus({ state: 'failed', error: permissionDenied(connection.baseUrl) });
      return;
    }
    try {
      const { account: checked, closedBy } = await checkAccount(page.withSettings(connection));
      await saveSettings({ connection });
      setStatus({ state: 'saved', account: checked, closedBy, connection });
      onSaved?.(connection, checked);
    } catch (error) {
      setStatus({ state: 'failed', error: describeError(error) });
    }
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (status.state === 'checking') return;
    const checked = validateConnection(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      setStatus({ state: 'idle' });
      if (checked.errors.baseUrl || checked.errors.apiKey) (checked.errors.baseUrl ? baseUrlRef : apiKeyRef).current?.focus();
      else {
        setAdvancedOpen(true);
        requestAnimationFrame(() => document.getElementById('api-path')?.focus());
      }
      return;
    }
    setErrors({});
    // Synchronously, while the click still counts as a user gesture.
    const permission = requestOriginPermission(checked.value.baseUrl);
    setStatus({ state: 'checking' });
    void finish(checked.value, permission);
  };

  const shownAccount = status.state === 'saved' ? status.account : status.state === 'idle' ? account : null;
  const shownBase = status.state === 'saved' ? status.connection.baseUrl : saved.baseUrl;

  return (
    <form class="stack" noValidate onSubmit={submit} aria-describedby="connection-intro">
      <p class="muted" id="connection-intro">
        The address of your link service and the API key from its Developer API page. The key stays in this browser and is only sent to that address.
      </p>
      <TextInput
        id="base-url"
        label="Base URL"
        type="url"
        inputRef={baseUrlRef}
        placeholder="https://short.example.com"
        autocomplete="url"
        spellcheck={false}
        value={values.baseUrl}
        onValue={(baseUrl) => {
          setValues((v) => ({ ...v, baseUrl }));
          setErrors((e) => ({ ...e, baseUrl: '' }));
        }}
        error={errors.baseUrl || undefined}
      />
      {sendsKeyInClear(values.baseUrl) && (
        <Alert tone="warning" title="This address uses plain http://" live={false}>
          Your API key would travel unencrypted with every request. Use https:// if your service supports it.
        </Alert>
      )}
      <TextInput
        id="api-key"
        label="API key"
        type={showKey ? 'text' : 'password'}
        inputRef={apiKeyRef}
        autocomplete="off"
        spellcheck={false}
        value={values.apiKey}
        onValue={(apiKey) => {
          setValues((v) => ({ ...v, apiKey }));
          setErrors((e) => ({ ...e, apiKey: '' }));
        }}
        error={errors.apiKey || undefined}
        after={
          <Button aria-pressed={showKey} onClick={() => setShowKey((s) => !s)} aria-controls="api-key">
            {showKey ? 'Hide' : 'Show'}
            <span class="visually-hidden"> API key</span>
          </Button>
        }
      />
      <Disclosure summary="Advanced" open={advancedOpen} onToggle={setAdvancedOpen}>
        <TextInput
          id="api-path"
          label="API path"
          optional
          placeholder="/api"
          autocomplete="off"
          spellcheck={false}
          hint="Only when your service's admin moved the API away from /api."
          value={values.apiPath ?? ''}
          onValue={(apiPath) => {
            setValues((v) => ({ ...v, apiPath }));
            setErrors((e) => ({ ...e, apiPath: '' }));
          }}
          error={errors.apiPath || undefined}
        />
      </Disclosure>
      <div class="form-actions">
        <Button type="submit" variant="primary" busy={status.state === 'checking'}>
          Save
        </Button>
        {status.state === 'checking' && (
          <span class="muted small" role="status">
            Checking the address and key…
          </span>
        )}
      </div>
      {status.state === 'failed' && <ApiErrorAlert error={status.error} />}
      {status.state === 'saved' && <Alert tone="success" title="Connected and saved" />}
      {status.state === 'saved' && status.closedBy && <ClosedAreasNote closed={[{ area: 'account', by: status.closedBy }]} />}
      {shownAccount && <AccountCard account={shownAccount} baseUrl={shownBase} />}
    </form>
  );
}
