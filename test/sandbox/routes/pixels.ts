import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Deps } from '@/test/sandbox/context.ts';
import { formatDateTime } from '@/test/sandbox/dates.ts';
import { fail, list, missingRecord, ok, readBody } from '@/test/sandbox/respond.ts';
import { ownItem, ownItems, type Pixel } from '@/test/sandbox/store.ts';
import { MSG, toStr } from '@/test/sandbox/validation.ts';

/** Pixel providers real servers accept (field notes). */
export const PIXEL_TYPES = [
  'gtmpixel',
  'gapixel',
  'fbpixel',
  'adwordspixel',
  'linkedinpixel',
  'twitterpixel',
  'adrollpixel',
  'quorapixel',
  'pinterest',
  'bing',
  'snapchat',
  'reddit',
  'tiktok',
];

export function pixelRoutes(api: ApiRouter, deps: Deps): void {
  const { store } = deps;

  api.get(
    '/api/pixels',
    (c, user) =>
      list(c, deps, 'pixels', ownItems(store.state.pixels, user), (p) => ({
        id: p.id,
        type: p.type,
        name: p.name,
        tag: p.tag,
        date: formatDateTime(p.date),
      })),
    'pixels',
  );

  api.post(
    '/api/pixel/add',
    async (c, user) => {
      const body = await readBody(c);
      const type = toStr(body.type)?.trim().toLowerCase() ?? '';
      if (!PIXEL_TYPES.includes(type)) return fail(c, MSG.invalidPixelType);
      const name = toStr(body.name)?.trim();
      if (!name) return fail(c, MSG.nameRequired);
      const tag = toStr(body.tag)?.trim();
      if (!tag) return fail(c, MSG.pixelTagRequired);
      const pixel: Pixel = { id: store.nextId(), userId: user.id, type, name, tag, date: deps.config.now() };
      store.state.pixels.push(pixel);
      store.changed();
      return ok(c, { id: pixel.id });
    },
    'pixels',
  );

  api.put(
    '/api/pixel/:id/update',
    async (c, user) => {
      const pixel = ownItem(store.state.pixels, user, c.req.param('id'));
      if (!pixel) return missingRecord(c, deps, 'pixels', MSG.pixelNotFound);
      const body = await readBody(c);
      const tag = toStr(body.tag)?.trim();
      if (!tag) return fail(c, MSG.pixelTagRequired);
      const name = toStr(body.name)?.trim();
      if (name) pixel.name = name;
      pixel.tag = tag;
      store.changed();
      return ok(c, { message: MSG.pixelUpdated });
    },
    'pixels',
  );

  api.delete(
    '/api/pixel/:id/delete',
    (c, user) => {
      const pixel = ownItem(store.state.pixels, user, c.req.param('id'));
      if (!pixel) return missingRecord(c, deps, 'pixels', MSG.pixelNotFound);
      store.state.pixels = store.state.pixels.filter((p) => p.id !== pixel.id);
      for (const link of store.state.links) link.pixels = link.pixels.filter((id) => id !== pixel.id);
      store.changed();
      return ok(c, { message: MSG.pixelDeleted });
    },
    'pixels',
  );
}
