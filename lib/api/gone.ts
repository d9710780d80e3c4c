import { ApiError } from './errors';

// A record deleted elsewhere (on the service's dashboard, in another browser), asked for by its
// own route: servers answer with their message ("Domain not found. Please try again."), or 7.6
// servers (and 6.x for links) with the web server's "404 Not Found" page. On a connection that
// just listed the record, either means the record is gone: neither a bad address nor a refusal.

/** The records asked for by their own route whose absence is worded as gone (`no-record`). */
export type RecordKind = 'domain' | 'pixel';

/** Whether `error` says the record its route names is not on the service (`own`: the server's words for that). */
export function isGone(error: unknown, own: RegExp): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'no-service' && error.status === 404) return true;
  return error.kind === 'not-found' && own.test(error.serverMessage ?? '');
}

const OWN_MESSAGE: Record<RecordKind, RegExp> = {
  domain: /domain (not found|does not exist)/i,
  pixel: /pixel (not found|does not exist)/i,
};

/** Runs a request on one record's route; its absence rejects as `not-found` / `no-record` (params: what, id). */
export async function onRecord<T>(what: RecordKind, id: number, request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (!isGone(error, OWN_MESSAGE[what])) throw error;
    const { status, serverMessage } = error as ApiError;
    throw new ApiError('not-found', 'no-record', `The ${what} ${id} is not on the service.`, {
      params: { what, id },
      cause: error,
      ...(status === undefined ? {} : { status }),
      ...(serverMessage === undefined ? {} : { serverMessage }),
    });
  }
}
