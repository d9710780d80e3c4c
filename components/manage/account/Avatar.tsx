/**
 * The account's picture: the name's first letter. The picture the service names is never loaded:
 * on real servers it is Gravatar's, whose address is a hash of the account's email, so loading it
 * would hand that site the hash and the user's IP address (docs/privacy.md).
 */
export function Avatar({ name }: { name: string }) {
  return (
    <span class="avatar avatar-initial" aria-hidden="true">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
