// What a transport assumes unless told otherwise. Apart from transport.ts, which pages load on
// their first request: a form that only shows the default path must not pull the transport in.

/** Per request, including reading the body (an upload's grows with its size: uploadTimeoutMs). */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** Where the service documents its API; an admin can move it. */
export const DEFAULT_API_PATH = '/api';

/** `api/v2/` → `/api/v2`; blank means the documented `/api`. */
export function normaliseApiPath(input: string | undefined): string {
  const trimmed = (input ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? DEFAULT_API_PATH : `/${trimmed}`;
}
