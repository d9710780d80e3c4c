import type { LinkDetails, LinkInput } from '@/lib/api';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { listOf } from '@/lib/i18n/compose';
import { defineLocalItem, leniently } from '@/lib/storage/item';
import { installationKey } from '@/lib/storage/installation-keys';

// A plan that lacks a feature drops its settings silently: the link is made, "Short link ready",
// and it has no targeting. The one way to know is to read the link back; only what
// GET /api/url/{id} reports can be compared: countries, devices (when not null) and the branded
// domain (the short URL's host). What a read-back showed dropped is remembered per installation,
// so the popup says so before the next shorten instead of offering the control. Other settings
// a plan may drop (campaigns, channels, pixels, splash pages, overlays, domains) have lists of
// their own, which the reference cache already knows closed (lib/reference/areas.ts).

export const DROPPABLE = ['geo', 'device', 'domain'] as const;
export type DroppedSetting = (typeof DROPPABLE)[number];

const filled = (list: readonly unknown[] | undefined) => (list?.length ?? 0) > 0;

/** Whether a body carries a setting a read-back can check: only then is the link read back (one request). */
export const needsReadBack = (body: LinkInput) => filled(body.geotarget) || filled(body.devicetarget) || body.domain !== undefined;

const hostOf = (url: string) => {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return '';
  }
};

/** Which sent settings the link read back lacks; those it still has are `kept`. */
export function compareKept(sent: LinkInput, details: Pick<LinkDetails, 'location' | 'device' | 'shorturl'>): { dropped: DroppedSetting[]; kept: DroppedSetting[] } {
  const checks: [DroppedSetting, boolean | null][] = [
    ['geo', filled(sent.geotarget) ? Object.keys(details.location).length > 0 : null],
    // null: the server does not report devices (6.x–7.6.3), so nothing can be said.
    ['device', filled(sent.devicetarget) && details.device !== null ? Object.keys(details.device).length > 0 : null],
    ['domain', sent.domain !== undefined ? hostOf(details.shorturl) === hostOf(sent.domain) : null],
  ];
  return {
    dropped: checks.filter(([, kept]) => kept === false).map(([setting]) => setting),
    kept: checks.filter(([, kept]) => kept === true).map(([setting]) => setting),
  };
}

interface PlanDrops {
  /** The connection it was seen on (lib/connection/source.ts): another address or key knows nothing yet. */
  source: string;
  dropped: DroppedSetting[];
}

const EMPTY: PlanDrops = Object.freeze({ source: '', dropped: [] }) as unknown as PlanDrops;

function parsePlanDrops(value: unknown): PlanDrops {
  if (typeof value !== 'object' || value === null) return EMPTY;
  const { source, dropped } = value as Record<string, unknown>;
  if (typeof source !== 'string' || !Array.isArray(dropped)) return EMPTY;
  return { source, dropped: DROPPABLE.filter((setting) => dropped.includes(setting)) };
}

export const planDropsKey = (installation: string) => installationKey('planDrops', installation);
const planDropsItem = (installation: string) => defineLocalItem(planDropsKey(installation), { schema: leniently(parsePlanDrops), fallback: EMPTY });

/** What a read-back showed the plan drops, for this connection. */
export async function droppedByPlan(connection: { id: string; source: string }): Promise<DroppedSetting[]> {
  const stored = await planDropsItem(connection.id).getValue();
  return stored.source === connection.source ? stored.dropped : [];
}

/** Notes a read-back: dropped settings are added, kept ones (a plan upgraded) taken off. */
export async function notePlanDrops(connection: { id: string; source: string }, seen: { dropped: DroppedSetting[]; kept: DroppedSetting[] }): Promise<void> {
  await planDropsItem(connection.id).update((current) => {
    const before = current.source === connection.source ? current.dropped : [];
    const dropped = DROPPABLE.filter((setting) => (before.includes(setting) || seen.dropped.includes(setting)) && !seen.kept.includes(setting));
    return dropped.length === 0 ? EMPTY : { source: connection.source, dropped };
  });
}

/** An installation removed: what its plan drops goes with it. */
export async function forgetPlanDrops(installation: string): Promise<void> {
  await planDropsItem(installation).removeValue();
}

const NAMES: Record<DroppedSetting, MessageKey> = { geo: 'links_set_geo', device: 'links_set_device', domain: 'links_set_domain' };

/** "Your plan did not keep: country targeting. The service dropped it without an error." */
export const describeDrops = (dropped: readonly DroppedSetting[]) => t('plan_dropped', listOf(dropped.map((setting) => t(NAMES[setting]))));
