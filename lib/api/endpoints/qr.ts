import { ApiError } from '@/lib/api/errors';
import { pagingQuery, parseAnswer, segment } from '@/lib/api/parse';
import { listPageSchema, type ListPage, type Paging } from '@/lib/api/schemas/envelope';
import { messageSchema } from '@/lib/api/schemas/primitives';
import { qrCreatedSchema, qrDetailsSchema, qrSchema, type Qr, type QrCreated, type QrWrite } from '@/lib/api/schemas/qr';
import type { Transport } from '@/lib/api/transport';
import { NO_QR_CODES, type NoQrCodes } from './no-qr';

const qrPageSchema = listPageSchema(['qrs'], qrSchema);

/** An unknown route: an HTML 404 page, or the documented API's JSON 404 ("Not Found."). */
function isUnknownRoute(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'bad-response' && error.code === 'no-service' && error.status === 404;
}

/** The body of an add (with the type) or an update (the type cannot change): the whole state, nothing left to the server's memory. */
function bodyOf(write: QrWrite, withType: boolean): Record<string, unknown> {
  return {
    ...(withType ? { type: write.type } : {}),
    data: write.data,
    name: write.name,
    ...(write.foreground ? { foreground: write.foreground } : {}),
    ...(write.background ? { background: write.background } : {}),
    ...(write.logo ? { logo: write.logo } : {}),
  };
}

/** Resolves to NO_QR_CODES when the route is unknown; any other failure rejects as usual. */
async function orNone<T>(request: Promise<T>): Promise<T | NoQrCodes> {
  try {
    return await request;
  } catch (error) {
    if (isUnknownRoute(error)) return NO_QR_CODES;
    throw error;
  }
}

export function qrApi(transport: Transport) {
  return {
    /** One page of codes, newest first; NO_QR_CODES on a service without them. */
    list(paging?: Paging): Promise<ListPage<Qr> | NoQrCodes> {
      return orNone(transport.request('GET', '/api/qr', { query: pagingQuery(paging) }).then((body) => parseAnswer(qrPageSchema, body, 'the QR code list')));
    },
    /** One code with its scans' statistics. */
    async get(id: number) {
      const body = await transport.request('GET', `/api/qr/${segment(id)}`);
      return parseAnswer(qrDetailsSchema, body, 'the QR code');
    },
    create(write: QrWrite): Promise<QrCreated | NoQrCodes> {
      return orNone(transport.request('POST', '/api/qr/add', { body: bodyOf(write, true) }).then((body) => parseAnswer(qrCreatedSchema, body, 'the QR code creation')));
    },
    /** A full write: colours and logo left out go back to the defaults. */
    async update(id: number, write: QrWrite) {
      const body = await transport.request('PUT', `/api/qr/${segment(id)}/update`, { body: bodyOf(write, false) });
      return parseAnswer(messageSchema, body, 'the QR code update');
    },
    /**
     * The hosted image (`link`) as the service serves it, or null when it does not: a public
     * address, so no API request and nothing counted against the rate limit.
     */
    async image(link: string): Promise<{ contentType: string; text: string } | null> {
      const answer = await transport.fetchPublic('GET', link);
      return answer.status === 200 ? { contentType: answer.contentType, text: answer.text } : null;
    },
    /**
     * The hosted image as a file to show (an `<img>` of a `blob:` address), fetched like `image`:
     * without the key or the browser's cookies, which an `<img>` of the service's address would
     * send. Null when the service serves no image there.
     */
    async imageFile(link: string): Promise<Blob | null> {
      const answer = await transport.fetchPublic('GET', link, 'file');
      return answer.status === 200 && answer.file && /^image\//i.test(answer.contentType) ? answer.file : null;
    },
    /**
     * Where a link code's scan address leads, by following its redirect with HEAD (which the
     * service does not count as a scan), within the service's origin only; null when it leads
     * elsewhere (the browser refuses to follow there, so that site is never asked) or the browser
     * cannot tell.
     */
    async destination(scanUrl: string): Promise<string | null> {
      try {
        const answer = await transport.fetchPublic('HEAD', scanUrl);
        return answer.url !== '' && answer.url !== scanUrl ? answer.url : null;
      } catch {
        return null;
      }
    },
    async remove(id: number) {
      const body = await transport.request('DELETE', `/api/qr/${segment(id)}/delete`);
      return parseAnswer(messageSchema, body, 'the QR code deletion');
    },
  };
}
