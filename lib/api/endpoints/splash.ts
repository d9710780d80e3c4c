import { pagingQuery, parseAnswer } from '@/lib/api/parse';
import { listPageSchema, type Paging } from '@/lib/api/schemas/envelope';
import { splashSchema } from '@/lib/api/schemas/splash';
import type { Transport } from '@/lib/api/transport';

const splashPageSchema = listPageSchema(['splash'], splashSchema);

export function splashApi(transport: Transport) {
  return {
    async list(paging?: Paging) {
      const body = await transport.request('GET', '/api/splash', { query: pagingQuery(paging) });
      return parseAnswer(splashPageSchema, body, 'the splash page list');
    },
  };
}
