import type { LinkDetails, LinkInput } from '@/lib/api';
import { t, type MessageKey } from '@/lib/i18n/messages';
import { listOf, plural } from '@/lib/i18n/compose';
import { defineLocalItem, leniently } from '@/lib/storage/item';
import { installationKey } from '@/lib/storage/installation-keys';

// A plan that lacks a feature drops its settings silently: the link is made, "Short link ready",
// and it has no targeting. The one way to know is to read the link back; only what
// GET /api/url/{id} reports can be compared: countries, devices (when not null) and the branded
// domain (the short URL's host). Targeting is one feature of a plan (countries, devices and
// languages together): what the read shows of one tells of every kind sent, so on 6.x–7.6.3,
// which never report devices, a country dropped says the devices and languages went with it.
// What a read-back showed dropped is remembered per installation, so the popup says so before
// the next shorten instead of offering the controls. Other settings a plan may drop (campaigns,
// channels, pixels, splash pages, overlays, domains) have lists of their own, which the
// reference cache already knows closed (lib/reference/areas.ts).

export const DROPPABLE = ['geo', 'device', 'language', 'domain'] as const;
export type DroppedSetting = (typeof DROPPABLE)[number];
/** The kinds of targeting: a plan has them all or none. */
const TARGETING: readonly DroppedSetting[] = ['geo', 'device', 'language'];

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

/** Whether the plan kept targeting, as far as the read shows: countries sent tell; else devices sent, where reported; else null. */
function targetingKept(sent: LinkInput, details: Pick<LinkDetails, 'location' | 'device'>): boolean | null {
  if (filled(sent.geotarget)) return Object.keys(details.location).length > 0;
  // null: the server does not report devices (6.x–7.6.3), so nothing can be said.
  if (filled(sent.devicetarget) && details.device !== null) return Object.keys(details.device).length > 0;
  return null;
}

/** Which sent settings the link read back lacks; those it still has are `kept`. */
export function compareKept(sent: LinkInput, details: Pick<LinkDetails, 'location' | 'device' | 'shorturl'>): { dropped: DroppedSetting[]; kept: DroppedSetting[] } {
  const targeting = targetingKept(sent, details);
  const checks: [DroppedSetting, boolean | null][] = [
    ['geo', filled(sent.geotarget) ? targeting : null],
    ['device', filled(sent.devicetarget) ? targeting : null],
    ['language', filled(sent.languagetarget) ? targeting : null],
    ['domain', sent.domain !== undefined ? hostOf(details.shorturl) === hostOf(sent.domain) : null],
  ];
  return {
    dropped: checks.filter(([, kept]) => kept === false).map(([setting]) => setting),
    kept: checks.filter(([, kept]) => kept === true).map(([setting]) => setting),
  };
}

/** One kind of targeting seen dropped or kept is every kind: the plan has the feature or not. */
const wholeTargeting = (settings: readonly DroppedSetting[]) => (settings.some((setting) => TARGETING.includes(setting)) ? [...new Set([...settings, ...TARGETING])] : settings);

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
    const [lost, kept] = [wholeTargeting(seen.dropped), wholeTargeting(seen.kept)];
    const dropped = DROPPABLE.filter((setting) => (before.includes(setting) || lost.includes(setting)) && !kept.includes(setting));
    return dropped.length === 0 ? EMPTY : { source: connection.source, dropped };
  });
}

/** An installation removed: what its plan drops goes with it. */
export async function forgetPlanDrops(installation: string): Promise<void> {
  await planDropsItem(installation).removeValue();
}

const NAMES: Record<DroppedSetting, MessageKey> = { geo: 'links_set_geo', device: 'links_set_device', language: 'links_set_language', domain: 'links_set_domain' };

/** "Not included in your plan: country targeting. The service left it out without reporting an error." */
export const describeDrops = (dropped: readonly DroppedSetting[]) => plural('plan_dropped', dropped.length, listOf(dropped.map((setting) => t(NAMES[setting]))));
