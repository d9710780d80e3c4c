import type { ComponentChildren } from 'preact';
import { Button, CopyButton, TextInput } from '@/components/ui';
import { lazyComponent } from '@/components/ui/lazy';
import { ShareButton } from '@/components/share/ShareButton';
import { COPY_SHORT_LINK_ID } from './answers';
import type { CopyFormat } from '@/lib/settings/schema';
import { formatShortLink, type CopyableLink } from '@/lib/shorten/copy-format';
import { t } from '@/lib/i18n/messages';
import { has } from '@/lib/platform/capabilities';
import './shorten.css';
import { WebLink } from '@/components/ui/WebLink';

// The QR encoder is only needed once there is a link to encode.
const QrPanel = lazyComponent(() => import('@/components/qr').then((m) => m.QrPanel));

export interface ShortLinkResultProps {
  link: CopyableLink;
  copyFormat: CopyFormat;
  /** Set when the link was already put on the clipboard automatically (auto-copy). */
  autoCopied?: boolean;
  /** Shows the QR code with its downloads. */
  showQr?: boolean;
  children?: ComponentChildren;
}

/** The short link in a read-only field with Copy and Open, and its QR code. */
export function ShortLinkResult({ link, copyFormat, autoCopied, showQr = true, children }: ShortLinkResultProps) {
  // Where the browser has no menus (a phone: the touch layout, see popup.css) sharing is what comes next.
  const sheetFirst = !has('menus') && typeof navigator.share === 'function';
  return (
    <div class="short-result stack">
      <TextInput id="short-link" label={t('sh_short_link')} value={link.shorturl} dir="ltr" readOnly onFocus={(event) => event.currentTarget.select()} />
      <div class="result-actions">
        {sheetFirst && (
          <Button
            variant="primary"
            // Dismissing the sheet rejects: nothing to report.
            onClick={() => void navigator.share({ url: link.shorturl, ...(link.title ? { title: link.title } : {}) }).catch(() => undefined)}
          >
            {t('share_system')}
          </Button>
        )}
        <CopyButton id={COPY_SHORT_LINK_ID} variant={sheetFirst ? 'secondary' : 'primary'} getText={() => formatShortLink(link, copyFormat)} />
        <WebLink class="btn btn-secondary btn-md" href={link.shorturl}>
          {t('sh_open')}
        </WebLink>
        {/* The system sheet covers the sites the Share list offers. */}
        {!sheetFirst && <ShareButton link={link} />}
        <span class="muted small" role="status">
          {autoCopied ? t('sh_copied') : ''}
        </span>
      </div>
      {showQr && <QrPanel value={link.shorturl} size={128} />}
      {children}
    </div>
  );
}
