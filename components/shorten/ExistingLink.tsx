import type { ComponentChildren } from 'preact';
import { Button } from '@/components/ui';
import type { Link } from '@/lib/api';
import type { CopyFormat } from '@/lib/settings/schema';
import { ShortLinkResult } from './ShortLinkResult';
import './shorten.css';

export interface ExistingLinkProps {
  link: Pick<Link, 'id' | 'shorturl' | 'longurl' | 'title' | 'clicks' | 'date'>;
  copyFormat: CopyFormat;
  onCreateAnother: () => void;
  children?: ComponentChildren;
}

/** Shown instead of the form when the page already has a short link. */
export function ExistingLink({ link, copyFormat, onCreateAnother, children }: ExistingLinkProps) {
  return (
    <section class="existing-link stack" aria-labelledby="existing-heading">
      <div>
        <h2 class="section-title" id="existing-heading">
          You already shortened this page
        </h2>
        <p class="muted small">
          {link.clicks.toLocaleString('en')} {link.clicks === 1 ? 'click' : 'clicks'}
          {link.date ? ` · created ${link.date.slice(0, 10)}` : ''}
        </p>
      </div>
      <ShortLinkResult link={link} copyFormat={copyFormat}>
        {children}
      </ShortLinkResult>
      <div>
        <Button onClick={onCreateAnother}>Create another</Button>
      </div>
    </section>
  );
}
