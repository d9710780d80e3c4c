import type { ApiRouter } from '@/test/sandbox/api-router.ts';
import type { Ctx, Deps } from '@/test/sandbox/context.ts';
import { formatDate } from '@/test/sandbox/dates.ts';
import { rulesOf } from '@/test/sandbox/flavor.ts';
import { qrImageUrl } from '@/test/sandbox/qr.ts';
import { fail, list, ok, readBody } from '@/test/sandbox/respond.ts';
import { ownItem, ownItems, type Channel, type ChannelItem, type ChannelItemType, type User } from '@/test/sandbox/store.ts';
import { HEX_COLOR, MSG, toBool, toId, toStr } from '@/test/sandbox/validation.ts';
import { shortUrlOf } from '@/test/sandbox/views.ts';

const ITEM_TYPES: readonly ChannelItemType[] = ['links', 'bio', 'qr'];

interface ItemView {
  title: string;
  preview: string;
  link: string;
}

export function channelRoutes(api: ApiRouter, deps: Deps): void {
  const { store, config } = deps;

  /** The assigned thing behind a channel item, as the caller owns it; undefined when gone. */
  const itemView = (user: User, type: ChannelItemType, id: number): ItemView | undefined => {
    const param = String(id);
    if (type === 'links') {
      // By the store's index: a channel of a seeded account holds tens of thousands of links.
      const link = store.linkById(id);
      return link?.userId === user.id ? { title: link.title, preview: link.longUrl, link: shortUrlOf(deps, link) } : undefined;
    }
    if (type === 'bio') {
      const bio = ownItem(store.state.bioPages, user, param);
      const url = bio && `${config.publicUrl}/${bio.alias}`;
      return bio && url ? { title: bio.name, preview: url, link: url } : undefined;
    }
    const qr = ownItem(store.state.qrCodes, user, param);
    // A QR code shows its name and its hosted image (the `link` of GET /api/qr).
    return qr && { title: qr.name, preview: qrImageUrl(deps, qr), link: qrImageUrl(deps, qr) };
  };

  const notFoundMessage: Record<ChannelItemType, string> = { links: MSG.linkNotFound, bio: MSG.bioNotFound, qr: MSG.qrNotFound };

  /** A name used by another of the caller's channels answers with that channel's id. */
  const nameClash = (c: Ctx, user: User, name: string, except: number | null): Response | null => {
    const lower = name.toLowerCase();
    const existing = store.state.channels.find((ch) => ch.userId === user.id && ch.id !== except && ch.name.toLowerCase() === lower);
    return existing ? fail(c, MSG.channelNameTaken, { id: existing.id }) : null;
  };

  api.get(
    '/api/channels',
    (c, user) =>
      list(c, deps, 'channels', ownItems(store.state.channels, user), (ch) => ({
        id: ch.id,
        name: ch.name,
        description: ch.description,
        color: ch.color,
        starred: ch.starred,
      })),
    'channels',
  );

  api.get(
    '/api/channel/:id',
    (c, user) => {
      const channel = ownItem(store.state.channels, user, c.req.param('id'));
      if (!channel) return fail(c, MSG.channelNotFound);
      const items = store.state.channelItems
        .filter((i) => i.channelId === channel.id)
        .sort((a, b) => b.date - a.date)
        .flatMap((i) => {
          const view = itemView(user, i.type, i.itemId);
          return view ? [{ type: i.type, id: i.itemId, ...view, date: formatDate(i.date) }] : [];
        });
      return list(c, deps, 'items', items, (i) => i);
    },
    'channels',
  );

  api.post(
    '/api/channel/add',
    async (c, user) => {
      const body = await readBody(c);
      const name = toStr(body.name)?.trim();
      if (!name) return fail(c, MSG.nameRequired);
      const clash = nameClash(c, user, name, null);
      if (clash) return clash;
      const color = toStr(body.color)?.trim() ?? '';
      if (color && !HEX_COLOR.test(color)) return fail(c, MSG.invalidColor);
      const channel: Channel = {
        id: store.nextId(),
        userId: user.id,
        name,
        description: toStr(body.description) ?? '',
        color,
        starred: toBool(body.starred) ?? false,
        date: config.now(),
      };
      store.state.channels.push(channel);
      store.changed();
      const { id, description, starred } = channel;
      return ok(c, { id, name, description, color, starred });
    },
    'channels',
  );

  api.post(
    '/api/channel/:channelid/assign/:type/:itemid',
    (c, user) => {
      const channel = ownItem(store.state.channels, user, c.req.param('channelid'));
      if (!channel) return fail(c, MSG.channelNotFound);
      const asked = c.req.param('type') as ChannelItemType;
      let type: ChannelItemType = asked;
      if (!ITEM_TYPES.includes(asked)) {
        if (rulesOf(config.flavor).unknownChannelItemType === 'error') return fail(c, MSG.invalidItemType);
        type = 'links';
      }
      const itemId = toId(c.req.param('itemid'));
      if (itemId === null || !itemView(user, type, itemId)) return fail(c, notFoundMessage[type]);
      const items = store.state.channelItems;
      if (items.some((i) => i.channelId === channel.id && i.type === type && i.itemId === itemId)) return fail(c, MSG.alreadyInChannel);
      const item: ChannelItem = { channelId: channel.id, type, itemId, date: config.now() };
      items.push(item);
      store.changed();
      return ok(c, { message: MSG.itemAddedToChannel });
    },
    'channels',
  );

  api.put(
    '/api/channel/:id/update',
    async (c, user) => {
      const channel = ownItem(store.state.channels, user, c.req.param('id'));
      if (!channel) return fail(c, MSG.channelNotFound);
      const body = await readBody(c);
      const name = toStr(body.name)?.trim();
      if (name) {
        const clash = nameClash(c, user, name, channel.id);
        if (clash) return clash;
      }
      const color = toStr(body.color)?.trim();
      if (color && !HEX_COLOR.test(color)) return fail(c, MSG.invalidColor);
      if (name) channel.name = name;
      if (color !== undefined) channel.color = color;
      const description = toStr(body.description);
      if (description !== undefined) channel.description = description;
      channel.starred = toBool(body.starred) ?? channel.starred;
      store.changed();
      return ok(c, { message: MSG.channelUpdated });
    },
    'channels',
  );

  api.delete(
    '/api/channel/:id/delete',
    (c, user) => {
      const channel = ownItem(store.state.channels, user, c.req.param('id'));
      if (!channel) return fail(c, MSG.channelNotFound);
      store.state.channels = store.state.channels.filter((ch) => ch.id !== channel.id);
      store.state.channelItems = store.state.channelItems.filter((i) => i.channelId !== channel.id);
      store.changed();
      return ok(c, { message: MSG.channelDeleted });
    },
    'channels',
  );
}
