import { z } from 'zod/mini';
import { withLock } from '@/lib/storage/lock';
import { defineLocalItem, type LocalItem } from '@/lib/storage/item';
import { defineSyncItem, SYNC_QUOTA, syncBytes } from '@/lib/storage/sync-item';
import { NO_UTM_TEMPLATES, utmTemplatesSchema, type UtmTemplates } from './template';

// The templates follow the user through storage.sync when they fit its per-item quota, and this
// browser always keeps a copy in storage.local too, stamped with when it was saved: a set too big
// for sync, or a sync area that refuses (signed out, a quota), stays here and says why. A read
// takes the newer of the two copies, so no template is lost when the set moves between areas.

const KEY = 'utmTemplates';
// Held around a save of both copies; each copy's own write takes its key's lock inside it.
const BOTH = `${KEY}:both`;

export const UTM_TEMPLATES_WHERE = ['sync', 'local-too-big', 'local-unavailable'] as const;
/** Where the templates are kept: following the user, or on this browser only and why. */
export type UtmTemplatesWhere = (typeof UTM_TEMPLATES_WHERE)[number];

// A new object from the shape rather than z.extend: every zod helper any page uses lands in the
// popup's start-up file (+365 B for extend's).
const storedSchema = z.object({
  ...utmTemplatesSchema.shape,
  /** When the set was saved (ms): the newer copy wins. A value seeded without it is the oldest. */
  savedAt: z._default(z.number(), 0),
  where: z._default(z.enum(UTM_TEMPLATES_WHERE), 'sync'),
});
type Stored = z.infer<typeof storedSchema>;

const NOTHING: Stored = { ...NO_UTM_TEMPLATES, savedAt: 0, where: 'sync' };

const inLocal = defineLocalItem<Stored>(KEY, { schema: storedSchema, fallback: NOTHING });
const inSync = defineSyncItem<Stored>(KEY, { schema: storedSchema, fallback: NOTHING });

async function newest(): Promise<Stored> {
  const [local, synced] = await Promise.all([inLocal.getValue(), inSync.getValue()]);
  return synced.savedAt > local.savedAt ? { ...synced, where: 'sync' } : local;
}

const templatesOf = ({ templates, defaults }: Stored): UtmTemplates => ({ templates, defaults });

async function store(value: UtmTemplates): Promise<void> {
  const stamped = { templates: value.templates, defaults: value.defaults, savedAt: Date.now() };
  let where: UtmTemplatesWhere = 'sync';
  if (syncBytes(KEY, stamped) > SYNC_QUOTA.bytesPerItem) where = 'local-too-big';
  else {
    try {
      await inSync.setValue({ ...stamped, where });
    } catch (error) {
      where = /quota/i.test(String(error)) ? 'local-too-big' : 'local-unavailable';
    }
  }
  await inLocal.setValue({ ...stamped, where });
}

/** Where the templates are kept now. */
export async function utmTemplatesWhere(): Promise<UtmTemplatesWhere> {
  return (await newest()).where;
}

/** The user's UTM templates and each installation's default. */
export const utmTemplatesItem: LocalItem<UtmTemplates> = {
  key: KEY,
  getValue: async () => templatesOf(await newest()),
  fromStorage: async (stored) => templatesOf(await inLocal.fromStorage(stored)),
  setValue: (value) => withLock(BOTH, () => store(value)),
  removeValue: () =>
    withLock(BOTH, async () => {
      await Promise.all([inLocal.removeValue(), inSync.removeValue().catch(() => undefined)]);
    }),
  update: (change) =>
    withLock(BOTH, async () => {
      const current = templatesOf(await newest());
      const next = change(current);
      if (JSON.stringify(next) !== JSON.stringify(current)) await store(next);
      return next;
    }),
  watch(callback) {
    // Both copies change on a save: the callback hears the newer one once, in turn.
    let latest: Promise<unknown> = Promise.resolve();
    let told = '';
    const tell = () => {
      latest = latest
        .then(async () => {
          const value = templatesOf(await newest());
          const text = JSON.stringify(value);
          if (text !== told) callback(value);
          told = text;
        })
        .catch(() => undefined);
    };
    const stops = [inLocal.watch(tell), inSync.watch(tell)];
    return () => stops.forEach((stop) => stop());
  },
};
