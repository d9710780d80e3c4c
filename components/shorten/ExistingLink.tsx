import type { ComponentChildren } from 'preact';
import { Button } from '@/components/ui';
import type { Link } from '@/lib/api';
import type { CopyFormat } from '@/lib/settings/schema';
import { formatServerDay } from '@/lib/i18n/format';
import { t } from '@/lib/i18n/messages';
import { plural, rich } from '@/lib/i18n/compose';
import { ShortLinkResult } from './ShortLinkResult';
import './shorten.css';

export interface ExistingLinkProps {
  link: Pick<Link, 'id' | 'shorturl' | 'longurl' | 'title' | 'clicks' | 'date'>;
  copyFormat: CopyFormat;
  /** Offered unless the page is itself the short link. */
  onCreateAnother?: (() => void) | undefined;
  /** The page is this short link: say so, and show where it leads. */
  isShortLink?: boolean;
  children?: ComponentChildren;
}

/** Shown instead of the form when the page already has a short link. */
export function ExistingLink({ link, copyFormat, onCreateAnother, isShortLink = false, children }: ExistingLinkProps) {
  const { clicks } = link;
  const date = link.date && formatServerDay(link.date);
  return (
    <section class="existing-link stack" aria-labelledby="existing-heading">
      <div>
        <h2 class="section-title" id="existing-heading">
          {t(isShortLink ? 'sh_is_short' : 'sh_existing')}
        </h2>
        {isShortLink && <p class="small long-url">{rich('sh_leads_to', <bdi>{link.longurl}</bdi>)}</p>}
        {/* A server that does not report clicks gets no count rather than a made-up 0. */}
        <p class="muted small">{clicks === null ? date && t('sh_created', date) : date ? plural('sh_clicks_date', clicks, date) : plural('recent_clicks', clicks)}</p>
      </div>
      <ShortLinkResult link={link} copyFormat={copyFormat}>
        {children}
      </ShortLinkResult>
      {onCreateAnother && (
        <div>
          <Button onClick={onCreateAnother}>{t('sh_another')}</Button>
        </div>
      )}
    </section>
  );
}
