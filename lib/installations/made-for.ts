import { z } from 'zod/mini';
import { parseBaseUrl } from '@/lib/api/base-url';
import { ApiError } from '@/lib/api/errors';
import type { Installation } from '@/lib/settings/schema';

// What waits to be sent later (a right-click's queued link, a text held for the user's answer,
// a bulk batch) keeps the origin its installation pointed at when it was made, and is sent only
// while the installation still points there: a user who gives an installation another service's
// address must not have the links asked for the first one, with its key, sent to the second.
// Something stored before this was kept has none, and goes to its installation as it is now, as
// it always did: nothing tells where it was meant to go.

export const madeForSchema = z.object({
  /** The installation's origin (scheme, host, port) then. */
  origin: z.string(),
  /** Its name then, for a notice once it is gone; absent where nothing names it (a batch, shown in its own installation). */
  name: z.optional(z.string()),
});

export type MadeFor = z.infer<typeof madeForSchema>;

/** The origin an installation's requests go to; '' while its address is unusable. */
export function installationOrigin(installation: Pick<Installation, 'connection'>): string {
  const parsed = parseBaseUrl(installation.connection.baseUrl);
  return 'origin' in parsed ? parsed.origin : '';
}

/** What to keep of `installation` with something to send later: its origin, and its name when given. */
export function madeFor(installation: Pick<Installation, 'connection'> & Partial<Pick<Installation, 'name'>>): MadeFor {
  return { origin: installationOrigin(installation), ...(installation.name === undefined ? {} : { name: installation.name }) };
}

/** Why something made for `made` goes nowhere: its installation was removed (worded by describeApiError, naming it when kept). */
export function removedError(made: MadeFor | undefined): ApiError {
  const name = made?.name ?? '';
  return new ApiError('auth', 'installation-removed', `The installation${name ? ` ${name}` : ''} was removed.`, { params: { name } });
}

/** Why something made for `made` may not go to `installation` now, or null when it may (worded by describeApiError). */
export function refusalFor(made: MadeFor | undefined, installation: Pick<Installation, 'connection'>): ApiError | null {
  const now = installationOrigin(installation);
  if (made === undefined || made.origin === now) return null;
  return new ApiError('auth', 'installation-moved', `Made for ${made.origin}, the installation now points at ${now}.`, { params: { was: made.origin, now } });
}
