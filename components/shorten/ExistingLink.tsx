import type { ComponentChildren } from 'preact';
import { Button } from '@/components/ui';
import type { Link } from '@/lib/api';
import type { CopyFormat } from '@/lib/settings/schema';
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
  return (
    <section class="existing-link stack" aria-labelledby="existing-heading">
      <div>
        <h2 class="section-title" id="existing-heading">
          {isShortLink ? 'This page is one of your short links' : 'You already shortened this page'}
        </h2>
        {isShortLink && (
          <p class="small long-url">
            Leads to <bdi>{link.longurl}</bdi>
          </p>
        )}
        <p class="muted small">
          {(link.clicks ?? 0).toLocaleString('en')} {link.clicks === 1 ? 'click' : 'clicks'}
          {link.date ? ` · created ${link.date.slice(0, 10)}` : ''}
        </p>
      </div>
      <ShortLinkResult link={link} copyFormat={copyFormat}>
        {children}
      </ShortLinkResult>
      {onCreateAnother && (
        <div>
          <Button onClick={onCreateAnother}>Create another</Button>
        </div>
      )}
    </section>
  );
}
