// Apart from the QR endpoints, with nothing but itself: the options page's area check tells
// this answer apart without loading the endpoint modules with the page.

/**
 * The service has no QR code routes (6.x servers, the documented API): not a failure, a fact
 * about the service, so it is a value the caller tells apart from an error.
 */
export interface NoQrCodes {
  readonly qr: 'none';
}
export const NO_QR_CODES: NoQrCodes = Object.freeze({ qr: 'none' });

export const hasNoQrCodes = (value: unknown): value is NoQrCodes => typeof value === 'object' && value !== null && (value as { qr?: unknown }).qr === 'none';
