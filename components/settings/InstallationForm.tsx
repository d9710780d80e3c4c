import { useRef, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, ApiErrorAlert, Button, ClosedAreasNote, Disclosure, TextInput } from '@/components/ui';
import type { Account } from '@/lib/api';
import type { ErrorDescription } from '@/lib/i18n/describe-error';
import { areaRefusal, type Refusal } from '@/lib/api/errors';
import { DEFAULT_API_PATH } from '@/lib/api/defaults';
import type { ApiConnection } from '@/lib/connection/connection';
import { clientOf } from '@/lib/connection/endpoints';
import { describeApiError } from '@/lib/i18n/describe-error';
import { requestOriginPermission } from '@/lib/connection/permission';
import { sendsKeyInClear } from '@/lib/forms/connection-form';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/compose';
import { saveInstallation } from '@/lib/installations/installations';
import { accountName, isAutomaticName, uniqueName } from '@/lib/installations/default-name';
import { NAME_MAX, validateInstallation, type InstallationFormValues } from '@/lib/installations/validate';
import { recordAreas, saveAccount } from '@/lib/reference/cache';
import { nameFromBaseUrl } from '@/lib/settings/migrations';
import type { Connection, Installation } from '@/lib/settings/schema';
import { AccountCard } from './AccountCard';

export interface InstallationFormProps {
  /** The installation being edited, or a new one (not stored until Save succeeds). */
  installation: Installation;
  /** Whether `installation` is stored yet; a new one's form starts empty. */
  isNew: boolean;
  /** Every stored installation: a name or an address and key pair may not be used twice. */
  all: readonly Installation[];
  /** The account cached for the saved connection, shown until a new check replaces it. */
  account: Account | null;
  /** Called after the pair was checked and the installation saved; no account when the key may not read it. */
  onSaved?: (installation: Installation, account: Account | null) => void;
  /** Shown beside Save when the user may step back (adding one more installation). */
  onCancel?: () => void;
}

/** One form shows at a time (the installation being edited), so its ids are fixed. */
const fieldIds = { name: 'installation-name', baseUrl: 'base-url', apiKey: 'api-key', apiPath: 'api-path' } as const;

/** The Base URL field's example: an address, the same in every language. */
const EXAMPLE_BASE_URL = 'https://short.example.com';

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
    title: t('conn_denied', origin),
    hint: t('conn_denied_hint'),
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
    await saveAccount(account, candidate);
    return { account, closedBy: null };
  } catch (error) {
    const closedBy = areaRefusal(error);
    if (!closedBy) throw error;
    await recordAreas(candidate, [{ kind: 'account', refusal: closedBy }]);
    return { account: null, closedBy };
  }
}

/**
 * One installation: name, base URL and API key. Save checks the form against the other
 * installations, asks the browser for access to that one origin (inside the click, before
 * anything is awaited), checks the pair with GET /api/account, and only then saves. On any
 * failure nothing is saved and the fields keep exactly what was typed.
 */
export function InstallationForm({ installation, isNew, all, account, onSaved, onCancel }: InstallationFormProps) {
  const saved = installation.connection;
  const [values, setValues] = useState<InstallationFormValues>({ name: installation.name, baseUrl: saved.baseUrl, apiKey: saved.apiKey, apiPath: saved.apiPath ?? '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showKey, setShowKey] = useState(false);
  const [advancedOpen, setAdvancedOpen] = useState(Boolean(saved.apiPath));
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  // The API path Save took off the end of the typed address (people paste `…/api`), said beside the result.
  const [removedPath, setRemovedPath] = useState('');
  const nameRef = useRef<HTMLInputElement>(null);
  const baseUrlRef = useRef<HTMLInputElement>(null);
  const apiKeyRef = useRef<HTMLInputElement>(null);
  const page = useConnection();
  const automatic = !isNew && isAutomaticName(installation, nameFromBaseUrl(saved.baseUrl), account?.username);

  const finish = async (checkedInstallation: Installation, permission: Promise<boolean>, blankName: boolean) => {
    const granted = await permission.catch(() => false);
    if (!granted) {
      setStatus({ state: 'failed', error: permissionDenied(checkedInstallation.connection.baseUrl) });
      return;
    }
    try {
      const { account: checked, closedBy } = await checkAccount(page.withTarget(checkedInstallation));
      // A blank name becomes the account on its host once the check names the account, and stays
      // Trim's to change with the account; its own old name is no other's, so it is not counted.
      const others = all.filter((one) => one.id !== installation.id);
      const next: Installation = blankName
        ? { ...checkedInstallation, name: uniqueName(accountName(nameFromBaseUrl(checkedInstallation.connection.baseUrl), checked?.username ?? ''), others), autoName: true }
        : { ...checkedInstallation, autoName: false };
      await saveInstallation(next);
      if (blankName) setValues((v) => ({ ...v, name: next.name }));
      setStatus({ state: 'saved', account: checked, closedBy, connection: next.connection });
      onSaved?.(next, checked);
    } catch (error) {
      setStatus({ state: 'failed', error: describeApiError(error) });
    }
  };

  const submit = (event: Event) => {
    event.preventDefault();
    if (status.state === 'checking') return;
    // A name left blank is settled after the check (username@host): until then it stands in as a
    // name no other installation has, so a second account on the same service is not refused.
    // Trim's own name, left as it was, is settled the same way: it follows the account.
    const blankName = values.name.trim() === '' || (automatic && values.name === installation.name);
    const named = blankName
      ? {
          ...values,
          name: uniqueName(
            nameFromBaseUrl(values.baseUrl),
            all.filter((one) => one.id !== installation.id),
          ),
        }
      : values;
    const checked = validateInstallation(named, installation.id, all);
    if (!checked.ok) {
      setErrors(checked.errors);
      setStatus({ state: 'idle' });
      const first = (['name', 'baseUrl', 'apiKey'] as const).find((field) => checked.errors[field]);
      if (first) ({ name: nameRef, baseUrl: baseUrlRef, apiKey: apiKeyRef })[first].current?.focus();
      else {
        setAdvancedOpen(true);
        requestAnimationFrame(() => document.getElementById(fieldIds.apiPath)?.focus());
      }
      return;
    }
    setErrors({});
    const kept = checked.value.connection.baseUrl;
    const removed = values.baseUrl.trim().replace(/\/+$/, '').slice(kept.length);
    setRemovedPath(removed);
    if (removed !== '') setValues((v) => ({ ...v, baseUrl: kept }));
    // Synchronously, while the click still counts as a user gesture.
    const permission = requestOriginPermission(checked.value.connection.baseUrl);
    setStatus({ state: 'checking' });
    void finish({ ...installation, ...checked.value }, permission, blankName);
  };

  const shownAccount = status.state === 'saved' ? status.account : status.state === 'idle' && !isNew ? account : null;
  const shownBase = status.state === 'saved' ? status.connection.baseUrl : saved.baseUrl;

  return (
    <form class="stack" noValidate onSubmit={submit} aria-describedby="connection-intro">
      <p class="muted" id="connection-intro">
        {t('opt_conn_intro')}
      </p>
      <TextInput
        id={fieldIds.name}
        label={t('ui_name')}
        optional
        inputRef={nameRef}
        maxLength={NAME_MAX}
        placeholder={nameFromBaseUrl(values.baseUrl)}
        hint={t('opt_name_hint')}
        autocomplete="off"
        value={values.name}
        onValue={(name) => {
          setValues((v) => ({ ...v, name }));
          setErrors((e) => ({ ...e, name: '' }));
        }}
        error={errors.name || undefined}
      />
      <TextInput
        id={fieldIds.baseUrl}
        label={t('opt_base_url')}
        type="url"
        inputRef={baseUrlRef}
        placeholder={EXAMPLE_BASE_URL}
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
        <Alert tone="warning" title={t('opt_http_title')} live={false}>
          {t('opt_http_body')}
        </Alert>
      )}
      <TextInput
        id={fieldIds.apiKey}
        label={t('opt_api_key')}
        type={showKey ? 'text' : 'password'}
        dir="ltr"
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
          <Button aria-pressed={showKey} onClick={() => setShowKey((s) => !s)} aria-controls={fieldIds.apiKey}>
            {rich(showKey ? 'opt_hide_key' : 'opt_show_key', <span class="visually-hidden">{t('opt_api_key')}</span>)}
          </Button>
        }
      />
      <Disclosure summary={t('opt_advanced')} open={advancedOpen} onToggle={setAdvancedOpen}>
        <TextInput
          id={fieldIds.apiPath}
          label={t('opt_api_path')}
          optional
          placeholder={DEFAULT_API_PATH}
          dir="ltr"
          autocomplete="off"
          spellcheck={false}
          hint={t('opt_api_path_hint')}
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
          {t('ui_save')}
        </Button>
        {onCancel && status.state !== 'checking' && <Button onClick={onCancel}>{t('ui_cancel')}</Button>}
        {status.state === 'checking' && (
          <span class="muted small" role="status">
            {t('opt_checking_pair')}
          </span>
        )}
      </div>
      {removedPath !== '' && status.state !== 'checking' && <Alert tone="info" title={t('opt_api_path_removed', removedPath, values.baseUrl)} />}
      {status.state === 'failed' && <ApiErrorAlert error={status.error} />}
      {/* Nothing was saved: the connection in use is still the stored one, and the page says which. */}
      {status.state === 'failed' && !isNew && saved.baseUrl !== '' && (
        <p class="muted small" role="status">
          {t('opt_still_active', installation.name, saved.baseUrl)}
        </p>
      )}
      {status.state === 'saved' && <Alert tone="success" title={t('opt_saved')} />}
      {status.state === 'saved' && status.closedBy && <ClosedAreasNote closed={[{ area: 'account', by: status.closedBy }]} />}
      {shownAccount && <AccountCard account={shownAccount} baseUrl={shownBase} />}
    </form>
  );
}
