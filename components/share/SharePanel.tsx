import { useEffect, useState } from 'preact/hooks';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { SHARE_TARGETS, shareAddress, type SharedLink, type ShareTarget } from '@/lib/share/targets';
import { openPageTitle } from '@/lib/shorten/page-title';
import './share.css';

export interface ShareablePage extends SharedLink {
  /** Where the link leads: when it has no title, the open tab showing it lends its own. */
  longurl?: string | undefined;
}

const LABELS: Record<ShareTarget, MessageKey> = {
  x: 'share_x',
  linkedin: 'share_linkedin',
  facebook: 'share_facebook',
  whatsapp: 'share_whatsapp',
  telegram: 'share_telegram',
  reddit: 'share_reddit',
  email: 'share_email',
};

function useTitle({ title, longurl }: ShareablePage): string {
  const [found, setFound] = useState('');
  useEffect(() => {
    if (title || !longurl) return;
    let alive = true;
    void openPageTitle(longurl).then((value) => alive && setFound(value));
    return () => {
      alive = false;
    };
  }, [title, longurl]);
  return title || found;
}

/** The system share sheet where the browser has one, then each network's share page in a new tab; no request to the service. */
export function SharePanel({ id, link, onKeyDown }: { id: string; link: ShareablePage; onKeyDown: (event: KeyboardEvent) => void }) {
  const shared = { shorturl: link.shorturl, title: useTitle(link) };
  const sheet = typeof navigator.share === 'function';
  return (
    <ul id={id} class="share-list" aria-label={t('share_list')} onKeyDown={onKeyDown}>
      {sheet && (
        <li>
          <button
            type="button"
            class="btn btn-secondary btn-sm"
            // Dismissing the sheet rejects: nothing to report.
            onClick={() => void navigator.share({ url: shared.shorturl, ...(shared.title ? { title: shared.title } : {}) }).catch(() => undefined)}
          >
            {t('share_system')}
          </button>
        </li>
      )}
      {SHARE_TARGETS.map((target) => (
        <li key={target}>
          <a class="btn btn-secondary btn-sm" href={shareAddress(target, shared)} target="_blank" rel="noopener noreferrer">
            {t(LABELS[target])}
          </a>
        </li>
      ))}
    </ul>
  );
}
