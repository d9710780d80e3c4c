import { pagingQuery, parseAnswer, segment } from '@/lib/api/parse';
import { channelSchema, type ChannelCreate, type ChannelUpdate } from '@/lib/api/schemas/channel';
import { channelItemSchema, type ChannelItemType } from '@/lib/api/schemas/channel-item';
import { listPageSchema, type Paging } from '@/lib/api/schemas/envelope';
import { messageSchema } from '@/lib/api/schemas/primitives';
import type { Transport } from '@/lib/api/transport';

const channelPageSchema = listPageSchema(['channels'], channelSchema);
const channelItemPageSchema = listPageSchema(['items'], channelItemSchema);

export function channelsApi(transport: Transport) {
  return {
    async list(paging?: Paging) {
      const body = await transport.request('GET', '/api/channels', { query: pagingQuery(paging) });
      return parseAnswer(channelPageSchema, body, 'the channel list');
    },
    /** The links, bio pages and QR codes assigned to a channel. */
    async items(id: number, paging?: Paging) {
      const body = await transport.request('GET', `/api/channel/${segment(id)}`, { query: pagingQuery(paging) });
      return parseAnswer(channelItemPageSchema, body, 'the channel items');
    },
    async create(fields: ChannelCreate) {
      const body = await transport.request('POST', '/api/channel/add', { body: fields });
      const channel = parseAnswer(channelSchema, body, 'the channel creation');
      // Servers that answer with the id alone still created what was asked for.
      return {
        ...channel,
        name: channel.name || fields.name,
        description: channel.description || (fields.description ?? ''),
        color: channel.color || (fields.color ?? ''),
        starred: body['starred'] === undefined ? (fields.starred ?? false) : channel.starred,
      };
    },
    async update(id: number, fields: ChannelUpdate) {
      const body = await transport.request('PUT', `/api/channel/${segment(id)}/update`, { body: fields });
      return parseAnswer(messageSchema, body, 'the channel update');
    },
    /** Unassigns all items of the channel, then deletes it. */
    async remove(id: number) {
      const body = await transport.request('DELETE', `/api/channel/${segment(id)}/delete`);
      return parseAnswer(messageSchema, body, 'the channel deletion');
    },
    async assign(channelId: number, type: ChannelItemType, itemId: number) {
      const path = `/api/channel/${segment(channelId)}/assign/${segment(type)}/${segment(itemId)}`;
      return parseAnswer(messageSchema, await transport.request('POST', path), 'adding the item to the channel');
    },
  };
}
