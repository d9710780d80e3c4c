import { t, type MessageKey } from '@/lib/i18n/messages';

// A CTA overlay's kind as the service sends it ("message", "contact", …) is an identifier: the
// list shows it as a word. A kind Trim does not know yet is shown as sent.

const OVERLAY_KINDS: Record<string, MessageKey> = {
  message: 'redir_kind_message',
  contact: 'redir_kind_contact',
  poll: 'redir_kind_poll',
  newsletter: 'redir_kind_newsletter',
  image: 'redir_kind_image',
  coupon: 'redir_kind_coupon',
};

export function overlayKindName(kind: string): string {
  const key = OVERLAY_KINDS[kind.trim().toLowerCase()];
  return key ? t(key) : kind;
}
