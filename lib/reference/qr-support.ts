import { z } from 'zod/mini';
import type { Refusal } from '@/lib/api/errors';
import type { ApiConnection } from '@/lib/connection/connection';
import { defineLocalItem } from '@/lib/storage/item';
import { REFERENCE_MAX_AGE_MS, referenceItem, type ReferenceData } from './data';
import { installationKey } from '@/lib/storage/installation-keys';

// Whether an installation has QR codes is learned from the QR section's first page (or the
// options page's area check, or a "Save on the service"), never asked on its own: 6.x servers
// and the documented API have no such routes. It is kept beside the cached lists, per
// installation, and counts as long as they do: 6 hours, and no longer than a refresh of them all.

/** `yes`; `none`: the service has no QR code routes; `plan`/`key`: what closes the area. */
export type QrSupport = 'yes' | 'none' | Refusal;
export type KnownQrSupport = QrSupport | 'unknown';

const qrSupportSchema = z.nullable(z.object({ state: z.enum(['yes', 'none', 'plan', 'key']), at: z.number(), source: z.string() }));
type Stored = z.infer<typeof qrSupportSchema>;

/** Where an installation's answer is kept (removed with the installation). */
export const qrSupportItem = (installation: string) => defineLocalItem<Stored>(installationKey('qrSupport', installation), { schema: qrSupportSchema, fallback: null });

/**
 * What is known, or `unknown`: nothing learned, learned for another address or key, older than
 * the lists' 6 hours, or older than a fetch of every list (a refresh by hand, or their expiry).
 */
export function knownQrSupport(stored: Stored, reference: ReferenceData, source: string, now: number): KnownQrSupport {
  if (!stored || stored.source !== source) return 'unknown';
  if (now - stored.at >= REFERENCE_MAX_AGE_MS || stored.at > now + 60_000) return 'unknown';
  if (reference.source === source && reference.fetchedAt > stored.at) return 'unknown';
  return stored.state;
}

/** Reads what is known about the connection's installation (storage only, no request). */
export async function readQrSupport(connection: ApiConnection, now: number = Date.now()): Promise<KnownQrSupport> {
  const [stored, reference] = await Promise.all([qrSupportItem(connection.id).getValue(), referenceItem(connection.id).getValue()]);
  return knownQrSupport(stored, reference, connection.source, now);
}

/** Keeps what a QR request showed; an unchanged answer is not written again. */
export async function recordQrSupport(connection: ApiConnection, state: QrSupport, now: number = Date.now()): Promise<void> {
  await qrSupportItem(connection.id).update((stored) =>
    stored?.state === state && stored.source === connection.source && now - stored.at < 60_000 ? stored : { state, at: now, source: connection.source },
  );
}

/** Removing an installation: what was learned about it goes too. */
export async function forgetQrSupport(installation: string): Promise<void> {
  await qrSupportItem(installation).removeValue();
}

/** Calls back whenever any surface learns something about the installation's QR codes. */
export function watchQrSupport(installation: string, callback: () => void): () => void {
  return qrSupportItem(installation).watch(callback);
}
