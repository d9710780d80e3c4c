// What the service sends as identifiers, shown as the names people know. Brand and plan names
// are the same in every language; anything unknown is shown as sent.

const SOCIAL_NETWORKS: Record<string, string> = {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  x: 'X (Twitter)',
  linkedin: 'LinkedIn',
  reddit: 'Reddit',
  instagram: 'Instagram',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/** A social network's name from the statistics' key ("facebook" → "Facebook"). */
export function socialNetworkName(key: string): string {
  return SOCIAL_NETWORKS[key.trim().toLowerCase()] ?? key;
}

/**
 * The plan as the server names it, capitalised as a name ("pro" → "Pro"): plans are the
 * installation's own, so the word is the server's, never translated.
 */
export function planName(status: string, locale?: string): string {
  const name = status.trim();
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
