import { useState } from 'preact/hooks';

/** The account picture, or the name's first letter when there is none or it cannot load. */
export function Avatar({ url, name }: { url: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return <img class="avatar" src={url} alt="" width={64} height={64} referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
  }
  return (
    <span class="avatar avatar-initial" aria-hidden="true">
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
