import type { QrType } from '@/lib/api';
import { t, type MessageKey } from '@/lib/i18n/messages';

const TYPE_LABELS: Record<QrType, MessageKey> = {
  link: 'qr_type_link',
  text: 'qr_type_text',
  vcard: 'qr_type_vcard',
  email: 'qr_type_email',
  phone: 'qr_type_phone',
  sms: 'qr_type_sms',
  wifi: 'qr_type_wifi',
};

/** A code's type in the user's words: "Wi-Fi", "Contact card". */
export const qrTypeName = (type: QrType): string => t(TYPE_LABELS[type]);
