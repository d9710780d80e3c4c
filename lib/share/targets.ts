// Where a short link can be shared: each network's public share address, built from the link
// and the page's title. Plain links opened by the user: nothing here talks to the service.

export const SHARE_TARGETS = ['x', 'linkedin', 'facebook', 'whatsapp', 'telegram', 'reddit', 'email'] as const;

export type ShareTarget = (typeof SHARE_TARGETS)[number];

export interface SharedLink {
  shorturl: string;
  /** The page's title; an empty one is left out of the address. */
  title?: string | undefined;
}

// encodeURIComponent rather than URLSearchParams: mailto: reads `+` as a plus, not a space.
const query = (params: Record<string, string | undefined>): string =>
  Object.entries(params)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');

/** The address that shares `link` on `target`. */
export function shareAddress(target: ShareTarget, { shorturl: url, title = '' }: SharedLink): string {
  const name = title.trim() || undefined;
  const withTitle = name ? `${name} ${url}` : url;
  switch (target) {
    case 'x':
      return `https://x.com/intent/post?${query({ text: name, url })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
    case 'whatsapp':
      return `https://wa.me/?${query({ text: withTitle })}`;
    case 'telegram':
      return `https://t.me/share/url?${query({ url, text: name })}`;
    case 'reddit':
      return `https://www.reddit.com/submit?${query({ url, title: name })}`;
    case 'email':
      return `mailto:?${query({ subject: name, body: url })}`;
  }
}
