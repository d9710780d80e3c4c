import type { Account } from '@/lib/api';
import { formatServerDay } from '@/lib/i18n/format';
import { planName } from '@/lib/core/names';
import { t } from '@/lib/i18n/messages';

export interface AccountCardProps {
  account: Pick<Account, 'email' | 'username' | 'status' | 'expires' | 'avatar'>;
  /** The service address the account lives on. */
  baseUrl: string;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The plan's end as the user writes dates; what does not read as a date is shown as sent. */
function expiry(expires: string): string {
  return expires ? formatServerDay(expires) : t('opt_never');
}

/** Who Trim is signed in as. Every value is a server string, rendered as text. */
export function AccountCard({ account, baseUrl }: AccountCardProps) {
  const who = account.username || account.email;
  return (
    <section class="account-card" aria-labelledby="account-heading">
      <h3 class="account-title" id="account-heading">
        {who ? t('opt_signed_in', who) : t('opt_signed_in_anon')}
      </h3>
      <dl class="account-facts">
        <div>
          <dt>{t('opt_email')}</dt>
          <dd>{account.email || '—'}</dd>
        </div>
        <div>
          <dt>{t('opt_username')}</dt>
          <dd>{account.username || '—'}</dd>
        </div>
        <div>
          <dt>{t('opt_plan')}</dt>
          <dd>{planName(account.status) || '—'}</dd>
        </div>
        <div>
          <dt>{t('opt_expires')}</dt>
          <dd>{expiry(account.expires)}</dd>
        </div>
        <div>
          <dt>{t('opt_service')}</dt>
          <dd>
            <bdi dir="ltr">{hostOf(baseUrl)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}
