import { pagingQuery, parseAnswer } from '../parse';
import { listPageSchema, type Paging } from '../schemas/envelope';
import { overlaySchema } from '../schemas/overlay';
import type { Transport } from '../transport';

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
export type OverlaysApi = ReturnType<typeof overlaysApi>;
