import type { ComponentChildren } from 'preact';
import { isHttpUrl } from '@/lib/api/http-url';

export interface WebLinkProps {
  /** An address from the service: a link only when it is http(s). */
  href: string;
  class?: string;
  dir?: 'ltr' | 'rtl';
  children: ComponentChildren;
}

/**
 * A link to an address the service sent (a short link, a destination, a QR code's image), opened
 * in a new tab. The one scheme rule: anything but http(s) (javascript:, data:, a file) is shown
 * as its text, never as a link a click could run.
 */
export function WebLink({ href, class: className, dir, children }: WebLinkProps) {
  if (!isHttpUrl(href))
    return (
      <span class={className} dir={dir}>
        {children}
      </span>
    );
  return (
    <a class={className} href={href} target="_blank" rel="noopener noreferrer" dir={dir}>
      {children}
    </a>
  );
}
