import { useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { Alert, ApiErrorAlert, AreaUnavailable, Button, TextInput } from '@/components/ui';
import { closedBy } from '@/lib/reference/areas';
import { formatServerDate } from '@/lib/i18n/format';
import { planName } from '@/lib/core/names';
import { t } from '@/lib/i18n/messages';
import type { FieldErrors } from '@/lib/forms/field-errors';
import { validateAccountUpdate, type AccountFormValues } from '@/lib/manage/account-form';

import { useAction } from '@/components/manage/use-resource';
import { useReference } from '@/components/reference/use-reference';
import { SectionHeader } from '@/components/manage/SectionHeader';
import { Avatar } from './Avatar';

const EMPTY: AccountFormValues = { email: '', password: '', confirm: '' };

/** The profile comes from the cache shared with the popup (no request when fresh). */
export function AccountSection() {
  const reference = useReference(true, ['account']);
  const account = reference.data.account ?? null;
  const connection = useConnection();
  const source = connection.source;
  // The cache's load records a key that may not read the account as closed, not as an error.
  const closed = closedBy('account', { error: reference.error, loaded: account !== null, reference: reference.data, source });
  const [values, setValues] = useState<AccountFormValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState('');
  const [refreshing, setRefreshing] = useState(false);
  const save = useAction();

  const refresh = async () => {
    setRefreshing(true);
    await reference.refresh();
    setRefreshing(false);
  };
  const submit = async (event: Event) => {
    event.preventDefault();
    setNotice('');
    const checked = validateAccountUpdate(values, account?.email ?? '');
    if (!checked.ok) {
      setErrors(checked.errors);
      document.getElementById(`account-${Object.keys(checked.errors)[0] ?? 'email'}`)?.focus();
      return;
    }
    setErrors({});
    const done = await save.run((client) => client.account.update(checked.value));
    if (!done) return;
    setValues(EMPTY);
    setNotice(done.message || t('acct_updated'));
    if (checked.value.email) await refresh();
  };
  const field = (key: keyof AccountFormValues) => ({
    id: `account-${key}`,
    value: values[key],
    onValue: (value: string) => setValues({ ...values, [key]: value }),
    error: errors[key],
  });

  if (closed) {
    return (
      <section class="section" aria-labelledby="account-h1">
        <SectionHeader id="account-h1" title={t('mg_sec_account')} />
        <AreaUnavailable area="account" by={closed} onRecheck={() => void refresh()} checking={refreshing} />
      </section>
    );
  }
  return (
    <section class="section" aria-labelledby="account-h1">
      <SectionHeader id="account-h1" title={t('mg_sec_account')}>
        <Button onClick={() => void refresh()} busy={refreshing}>
          {t('acct_refresh')}
        </Button>
      </SectionHeader>
      <ApiErrorAlert error={reference.error} onRetry={() => void reference.reload()} />
      {!account && !reference.error && (
        <p class="muted" role="status">
          {t('acct_loading')}
        </p>
      )}
      {account && (
        <section class="card profile" aria-labelledby="profile-title">
          <Avatar name={account.username || account.email} />
          <div class="stack">
            <h2 id="profile-title" class="card-title">
              {account.username || account.email}
            </h2>
            <dl class="facts">
              <div>
                <dt>{t('acct_email')}</dt>
                <dd>{account.email}</dd>
              </div>
              <div>
                <dt>{t('acct_username')}</dt>
                <dd>{account.username || <span class="muted">{t('ui_none')}</span>}</dd>
              </div>
              <div>
                <dt>{t('acct_plan')}</dt>
                <dd>
                  <span class="badge badge-on">{planName(account.status) || t('acct_plan_unknown')}</span>
                </dd>
              </div>
              <div>
                <dt>{t('acct_expires')}</dt>
                <dd>{account.expires ? formatServerDate(account.expires) : <span class="muted">{t('acct_never')}</span>}</dd>
              </div>
              <div>
                <dt>{t('acct_registered')}</dt>
                <dd>{formatServerDate(account.registered)}</dd>
              </div>
            </dl>
          </div>
        </section>
      )}
      <form class="card stack" onSubmit={submit} noValidate aria-labelledby="account-form-title">
        <h2 id="account-form-title" class="card-title">
          {t('acct_form_title')}
        </h2>
        <p class="muted">{t('acct_form_hint')}</p>
        <div class="form-grid">
          <TextInput {...field('email')} label={t('acct_new_email')} type="email" autoComplete="email" />
          <TextInput {...field('password')} label={t('acct_new_password')} type="password" autoComplete="new-password" />
          <TextInput {...field('confirm')} label={t('acct_repeat_password')} type="password" autoComplete="new-password" />
        </div>
        <ApiErrorAlert error={save.error} onDismiss={save.clearError} />
        {notice && <Alert tone="success" title={notice} />}
        <div>
          <Button type="submit" variant="primary" busy={save.pending}>
            {t('acct_save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
