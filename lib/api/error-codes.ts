// The closed list of an ApiError's codes, as values: what reads a stored error record checks
// against it. Apart from the error (errors.ts imports only its type), so a page that only throws
// and catches errors, the popup's start-up, carries none of these strings.

/**
 * What exactly went wrong, within a kind: the presentation side words an error by its kind and
 * code, and a stored failure keeps them, never a sentence in one language.
 */
export const API_ERROR_CODES = [
  // Refused before any request: Trim's own settings cannot be used.
  'no-key',
  'bad-key',
  'not-address',
  'bad-scheme',
  'has-login',
  // Raised by a connection that is not set up, or may not reach its origin (params: reason, origin).
  'not-configured',
  // A queued link or a bulk batch whose installation was removed (params: name, '' when not kept), or
  // now points at another origin than it was made for (params: was, now): sent nowhere.
  'installation-removed',
  'installation-moved',
  'cancelled',
  'unreachable',
  'timeout',
  'redirected',
  'truncated',
  'empty',
  'not-json',
  'bad-shape',
  'no-service',
  'unexpected-status',
  'server-failed',
  'key-refused',
  // The service refused with a message of its own (in serverMessage), or with none.
  'server-message',
  'refused',
  'rate-limited',
  // The link asked for by id is not among the user's links (6.x answers it with no message).
  'no-link',
  // A domain or pixel asked for by its own route is not on the service: deleted elsewhere (params: what, id).
  'no-record',
  // The service answered a rename with the old name (params: kept, asked).
  'not-renamed',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
