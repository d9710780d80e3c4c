import type { ApiClient, Qr } from '@/lib/api';
import { QR_TYPES, type QrType, type QrWrite } from '@/lib/api/schemas/qr-types';
import { hexOf, qrText } from '@/lib/qr/content';
import { candidatesOf, type QrCandidate } from '@/lib/qr/content-read';
import { readHostedQr } from '@/lib/qr/hosted';
import type { QrImageReading } from '@/lib/qr/read';
import { contentValues, QR_DEFAULT_BACKGROUND, QR_DEFAULT_FOREGROUND, type QrFormValues } from './qr-form';
import { forgetQr, sentQr } from './qr-sent';

// What Trim knows of a QR code, which the service reports only by name. Its hosted image is the
// code's one public rendering, read with no API request: what it encodes, its colours, its logo.
// What Trim sent for its own codes fills in what an image cannot tell (a link code's
// destination, text against phone), as long as the image agrees with it; once the image shows
// a change made elsewhere, that memory is out of date and dropped.

export interface QrKnown {
  /** Every type the code can have been made as; exactly one when Trim knows it. */
  candidates: QrCandidate[];
  /** `#rrggbb`; null when unknown. */
  foreground: string | null;
  background: string | null;
  /** The logo's address, '' for none, null when unknown. */
  logo: string | null;
  /** True when what Trim sent is still the code's state. */
  remembered: boolean;
  /** A link code's destination as Trim last sent it, which no one can check: the browser could not follow the code there. */
  destinationRemembered: boolean;
  /** The image as read. */
  image: QrImageReading;
}

/** `…/qr/abc` and `…/q/abc` name one code: the image's last segment is its hash. */
const lastSegment = (url: string) =>
  url
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '')
    .split('/')
    .pop() ?? '';

/** How the image's text relates to the code: its own scan address, another address of the service, or neither. */
function addressKind(text: string, link: string): 'scan' | 'service' | 'other' {
  try {
    const [encoded, image] = [new URL(text), new URL(link)];
    if (encoded.origin !== image.origin) return 'other';
    return lastSegment(text) === lastSegment(link) ? 'scan' : 'service';
  } catch {
    return 'other';
  }
}

/** Whether the image still shows what Trim sent (what it cannot show cannot contradict). */
function agrees(sent: QrWrite, image: QrImageReading, link: string): boolean {
  if (image.text === null) return true;
  const content = sent.type === 'link' ? addressKind(image.text, link) === 'scan' : qrText(sent) === image.text;
  const colour = (read: string | null, stored: string | undefined, fallback: string) => read === null || read === (hexOf(stored ?? '') ?? fallback);
  return (
    content &&
    colour(image.foreground, sent.foreground, '#000000') &&
    colour(image.background, sent.background, '#ffffff') &&
    (image.logo === null || image.logo === (sent.logo ?? ''))
  );
}

/** Reads what can be known of `qr` (its image, and for a link code where it leads); no API request. */
export async function knowQr(client: ApiClient, installation: string, qr: Qr): Promise<QrKnown> {
  const [sent, image] = await Promise.all([sentQr(installation, qr.id), readHostedQr(client, qr.link)]);
  const scan = image.text !== null && addressKind(image.text, qr.link) === 'scan' ? image.text : null;
  const destination = scan ? await client.qr.destination(scan) : null;
  if (sent && agrees(sent, image, qr.link) && (destination === null || sent.type !== 'link' || destination === sent.data)) {
    return {
      candidates: [{ type: sent.type, content: sent }],
      foreground: hexOf(sent.foreground ?? '') ?? QR_DEFAULT_FOREGROUND,
      background: hexOf(sent.background ?? '') ?? QR_DEFAULT_BACKGROUND,
      logo: sent.logo ?? '',
      remembered: true,
      destinationRemembered: sent.type === 'link' && destination === null,
      image,
    };
  }
  if (sent) await forgetQr(installation, qr.id);
  const style = { foreground: image.foreground, background: image.background, logo: image.logo, remembered: false, destinationRemembered: false, image };
  if (image.text === null) return { ...style, candidates: QR_TYPES.map((type) => ({ type, content: null })) };
  if (scan) return { ...style, candidates: [{ type: 'link', content: destination ? { type: 'link', data: destination } : null }] };
  // Another address of the service: a text holding it, or a link code whose scan address Trim does not recognise.
  if (addressKind(image.text, qr.link) === 'service') return { ...style, candidates: [{ type: 'link', content: null }, ...candidatesOf(image.text)] };
  return { ...style, candidates: candidatesOf(image.text) };
}

/** The edit form of a code, filled with what is known; what is not stays empty, or asks. */
export function editValues(name: string, known: QrKnown): QrFormValues {
  const only = known.candidates.length === 1 ? known.candidates[0]! : null;
  const content: Pick<QrFormValues, 'type' | 'text' | 'fields'> = only?.content ? contentValues(only.content) : { type: only?.type ?? '', text: '', fields: {} };
  const styleKnown = known.foreground !== null && known.background !== null && known.logo !== null;
  return {
    name,
    ...content,
    foreground: known.foreground ?? QR_DEFAULT_FOREGROUND,
    background: known.background ?? QR_DEFAULT_BACKGROUND,
    logo: known.logo ?? '',
    restyle: styleKnown ? null : false,
  };
}

/** The form once the user chose which of the possible types the code was made as: its content as read for that type. */
export function chooseType(values: QrFormValues, known: QrKnown, type: QrType | ''): QrFormValues {
  const content = known.candidates.find((candidate) => candidate.type === type)?.content;
  return { ...values, ...(content ? contentValues(content) : { type, text: '', fields: {} }) };
}
