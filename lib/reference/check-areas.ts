import type { ApiClient } from '@/lib/api';
import { areaRefusal, type Refusal } from '@/lib/api/errors';
import { hasNoQrCodes } from '@/lib/api/endpoints/no-qr';
import { recordAreas, type AreaFinding } from './cache';
import { isReferenceKind } from './data';
import { recordQrSupport } from './qr-support';
import { AREAS, type Area } from './areas';
import type { ApiConnection } from '@/lib/connection/connection';
import { clientOf } from '@/lib/connection/endpoints';

// Asked only when the user presses the button: ten requests of the thirty a minute allows.

/** `absent`: the service has no such routes at all (QR codes on 6.x servers): not a failure. */
export type AreaCheck =
  { area: Area; state: 'open' } | { area: Area; state: 'absent' } | { area: Area; state: 'closed'; by: Refusal } | { area: Area; state: 'failed'; error: unknown };

/** The cheapest request that proves an area open: the account, or one item of its list. */
const PROBES: Record<Area, (client: ApiClient) => Promise<unknown>> = {
  account: (client) => client.account.get(),
  links: (client) => client.links.list({ limit: 1 }),
  domains: (client) => client.domains.list({ limit: 1 }),
  campaigns: (client) => client.campaigns.list({ limit: 1 }),
  channels: (client) => client.channels.list({ limit: 1 }),
  pixels: (client) => client.pixels.list({ limit: 1 }),
  overlays: (client) => client.overlays.list({ limit: 1 }),
  splash: (client) => client.splash.list({ limit: 1 }),
  qr: (client) => client.qr.list({ limit: 1 }),
  files: (client) => client.files.list({ limit: 1 }),
};

/** Asks each area once, all at the same time; one failing area never hides the others' answers. */
export async function checkAreas(client: ApiClient): Promise<AreaCheck[]> {
  const results = await Promise.allSettled(AREAS.map((area) => PROBES[area](client)));
  return AREAS.map((area, index): AreaCheck => {
    const result = results[index];
    if (result?.status === 'fulfilled') return hasNoQrCodes(result.value) ? { area, state: 'absent' } : { area, state: 'open' };
    const error: unknown = result?.reason;
    const by = areaRefusal(error);
    return by ? { area, state: 'closed', by } : { area, state: 'failed', error };
  });
}

/** The checks that say something about the cached lists; a failed check says nothing. */
export function findingsOf(checks: readonly AreaCheck[]): AreaFinding[] {
  return checks.flatMap(({ area, ...check }) =>
    check.state === 'failed' || check.state === 'absent' || !isReferenceKind(area) ? [] : [{ kind: area, refusal: check.state === 'closed' ? check.by : null }],
  );
}

/** Checks every area over the connection, and hands what it learned to the shared cache so pickers follow. */
export async function checkAndRecordAreas(connection: ApiConnection): Promise<AreaCheck[]> {
  const checks = await checkAreas(await clientOf(connection));
  await recordAreas(connection, findingsOf(checks));
  const qr = checks.find((check) => check.area === 'qr');
  if (qr && qr.state !== 'failed') await recordQrSupport(connection, qr.state === 'absent' ? 'none' : qr.state === 'open' ? 'yes' : qr.by);
  return checks;
}
