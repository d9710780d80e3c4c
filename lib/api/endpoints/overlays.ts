import { pagingQuery, parseAnswer } from '@/lib/api/parse';
import { listPageSchema, type Paging } from '@/lib/api/schemas/envelope';
import { overlaySchema } from '@/lib/api/schemas/overlay';
import type { Transport } from '@/lib/api/transport';

// The spec names the collection `cta`; real servers send `overlay`.
const overlayPageSchema = listPageSchema(['cta', 'overlay'], overlaySchema);

export function overlaysApi(transport: Transport) {
  return {
    async list(paging?: Paging) {
      const body = await transport.request('GET', '/api/overlay', { query: pagingQuery(paging) });
      return parseAnswer(overlayPageSchema, body, 'the overlay list');
    },
  };
}
