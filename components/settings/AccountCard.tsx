import type { Account } from '@/lib/api';

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

/** Who Trim is signed in as. Every value is a server string, rendered as text. */
export function AccountCard({ account, baseUrl }: AccountCardProps) {
  return (
    <section class="account-card" aria-labelledby="account-heading">
      <h3 class="account-title" id="account-heading">
        Signed in as {account.username || account.email || 'your account'}
      </h3>
      <dl class="account-facts">
        <div>
          <dt>Email</dt>
          <dd>{account.email || '—'}</dd>
        </div>
        <div>
          <dt>Username</dt>
          <dd>{account.username || '—'}</dd>
        </div>
        <div>
          <dt>Plan</dt>
          <dd>{account.status || '—'}</dd>
        </div>
        <div>
          <dt>Expires</dt>
          <dd>{account.expires || 'Never'}</dd>
        </div>
        <div>
          <dt>Service</dt>
          <dd>{hostOf(baseUrl)}</dd>
        </div>
      </dl>
    </section>
  );
}
