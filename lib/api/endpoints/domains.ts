import { onRecord } from '@/lib/api/gone';
import { pagingQuery, parseAnswer, segment } from '@/lib/api/parse';
import { domainSchema, type DomainCreate, type DomainUpdate } from '@/lib/api/schemas/domain';
import { listPageSchema, type Paging } from '@/lib/api/schemas/envelope';
import { createdIdSchema, messageSchema } from '@/lib/api/schemas/primitives';
import type { Transport } from '@/lib/api/transport';

const domainPageSchema = listPageSchema(['domains'], domainSchema);

export function domainsApi(transport: Transport) {
  return {
    async list(paging?: Paging) {
      const body = await transport.request('GET', '/api/domains', { query: pagingQuery(paging) });
      return parseAnswer(domainPageSchema, body, 'the domain list');
    },
    /** The domain must already point to the service's server. */
    async create(fields: DomainCreate) {
      const body = await transport.request('POST', '/api/domain/add', { body: fields });
      return parseAnswer(createdIdSchema, body, 'adding the domain');
    },
    async update(id: number, fields: DomainUpdate) {
      return onRecord('domain', id, async () => {
        const body = await transport.request('PUT', `/api/domain/${segment(id)}/update`, { body: fields });
        return parseAnswer(messageSchema, body, 'the domain update');
      });
    },
    async remove(id: number) {
      return onRecord('domain', id, async () => {
        const body = await transport.request('DELETE', `/api/domain/${segment(id)}/delete`);
        return parseAnswer(messageSchema, body, 'the domain deletion');
      });
    },
  };
}
