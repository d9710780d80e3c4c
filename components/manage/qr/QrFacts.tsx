import type { ComponentChildren } from 'preact';
import type { QrContent } from '@/lib/api/schemas/qr-types';
import { t, type MessageKey } from '@/lib/i18n/messages';
import type { QrKnown } from '@/lib/manage/qr-known';
import { qrTypeName } from './qr-type-names';

function Fact({ label, children }: { label: string; children: ComponentChildren }) {
  return (
    <div class="qr-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const FIELDS: Record<string, [key: string, label: MessageKey][]> = {
  email: [
    ['email', 'qr_f_email'],
    ['subject', 'qr_f_subject'],
    ['body', 'qr_f_body'],
  ],
  sms: [
    ['phone', 'qr_f_phone'],
    ['message', 'qr_f_body'],
  ],
  wifi: [
    ['ssid', 'qr_f_ssid'],
    ['encryption', 'qr_f_encryption'],
  ],
  vcard: [
    ['fname', 'qr_f_fname'],
    ['lname', 'qr_f_lname'],
    ['phone', 'qr_f_phone'],
    ['email', 'qr_f_email'],
    ['site', 'qr_f_site'],
  ],
};

/** A content's fields as facts: the address it opens, the text, each field filled in. */
function ContentFacts({ content, remembered }: { content: QrContent; remembered: boolean }) {
  if (typeof content.data === 'string') {
    const label = content.type === 'link' ? t('qr_d_opens') : content.type === 'phone' ? t('qr_f_phone') : t('qr_content');
    return (
      <Fact label={label}>
        <span class="qr-fact-text" dir={content.type === 'text' ? 'auto' : 'ltr'}>
          {content.data}
        </span>
        {remembered && <span class="muted small qr-fact-note">{t('qr_remembered_link')}</span>}
      </Fact>
    );
  }
  const data = content.data as Record<string, string>;
  return (
    <>
      {(FIELDS[content.type] ?? [])
        .filter(([key]) => data[key])
        .map(([key, label]) => (
          <Fact key={key} label={t(label)}>
            <span class="qr-fact-text">{key === 'encryption' && data[key] === 'nopass' ? t('qr_f_open') : data[key]}</span>
          </Fact>
        ))}
    </>
  );
}

/** What a code is and holds, as far as Trim knows it (read from its image, or what Trim sent). */
export function QrFacts({ known }: { known: QrKnown | undefined }) {
  if (!known) return <p class="muted small">{t('qr_reading')}</p>;
  if (known.image.text === null && !known.remembered) return <p class="muted small">{t('qr_d_unread')}</p>;
  const [first, second] = known.candidates;
  if (!first) return null;
  // Two readings of one image hold the same content: the structured one lists it field by field.
  const shown = known.candidates.find((candidate) => candidate.content !== null)?.content;
  return (
    <dl class="qr-facts">
      <Fact label={t('qr_type')}>{second ? t('qr_d_types', qrTypeName(first.type), qrTypeName(second.type)) : qrTypeName(first.type)}</Fact>
      {shown ? (
        <ContentFacts content={shown} remembered={known.destinationRemembered} />
      ) : (
        first.type === 'link' && (
          <Fact label={t('qr_d_opens')}>
            <span class="muted">{t('qr_d_no_destination')}</span>
          </Fact>
        )
      )}
    </dl>
  );
}
