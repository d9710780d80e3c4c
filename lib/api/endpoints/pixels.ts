import { onRecord } from '@/lib/api/gone';
import { pagingQuery, parseAnswer, segment } from '@/lib/api/parse';
import { listPageSchema, type Paging } from '@/lib/api/schemas/envelope';
import { pixelSchema, type PixelCreate, type PixelUpdate } from '@/lib/api/schemas/pixel';
import { createdIdSchema, messageSchema } from '@/lib/api/schemas/primitives';
import type { Transport } from '@/lib/api/transport';

const pixelPageSchema = listPageSchema(['pixels'], pixelSchema);

export function pixelsApi(transport: Transport) {
  return {
    async list(paging?: Paging) {
      const body = await transport.request('GET', '/api/pixels', { query: pagingQuery(paging) });
      return parseAnswer(pixelPageSchema, body, 'the pixel list');
    },
    async create(fields: PixelCreate) {
      const body = await transport.request('POST', '/api/pixel/add', { body: fields });
      return parseAnswer(createdIdSchema, body, 'the pixel creation');
    },
    async update(id: number, fields: PixelUpdate) {
      return onRecord('pixel', id, async () => {
        const body = await transport.request('PUT', `/api/pixel/${segment(id)}/update`, { body: fields });
        return parseAnswer(messageSchema, body, 'the pixel update');
      });
    },
    async remove(id: number) {
      return onRecord('pixel', id, async () => {
        const body = await transport.request('DELETE', `/api/pixel/${segment(id)}/delete`);
        return parseAnswer(messageSchema, body, 'the pixel deletion');
      });
    },
  };
}
