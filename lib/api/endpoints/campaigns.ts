import { ApiError } from '@/lib/api/errors';
import { pagingQuery, parseAnswer, segment } from '@/lib/api/parse';
import { campaignSchema, type CampaignCreate, type CampaignUpdate } from '@/lib/api/schemas/campaign';
import { listPageSchema, type Paging } from '@/lib/api/schemas/envelope';
import { messageSchema } from '@/lib/api/schemas/primitives';
import type { Transport } from '@/lib/api/transport';

const campaignPageSchema = listPageSchema(['campaigns'], campaignSchema);

export function campaignsApi(transport: Transport) {
  return {
    async list(paging?: Paging) {
      const body = await transport.request('GET', '/api/campaigns', { query: pagingQuery(paging) });
      return parseAnswer(campaignPageSchema, body, 'the campaign list');
    },
    async create(fields: CampaignCreate = {}) {
      const body = await transport.request('POST', '/api/campaign/add', { body: fields });
      return parseAnswer(campaignSchema, body, 'the campaign creation');
    },
    async update(id: number, fields: CampaignUpdate) {
      const body = await transport.request('PUT', `/api/campaign/${segment(id)}/update`, { body: fields });
      const campaign = parseAnswer(campaignSchema, body, 'the campaign update');
      // The service keeps the old name without an error when it refuses the new one (shorter than 3 characters).
      if (fields.name !== undefined && campaign.name !== '' && campaign.name !== fields.name) {
        throw new ApiError('rejected', 'not-renamed', `The service kept the name "${campaign.name}".`, { params: { kept: campaign.name, asked: fields.name } });
      }
      return campaign;
    },
    async remove(id: number) {
      const body = await transport.request('DELETE', `/api/campaign/${segment(id)}/delete`);
      return parseAnswer(messageSchema, body, 'the campaign deletion');
    },
    async assignLink(campaignId: number, linkId: number) {
      const body = await transport.request('POST', `/api/campaign/${segment(campaignId)}/assign/${segment(linkId)}`);
      return parseAnswer(messageSchema, body, 'adding the link to the campaign');
    },
  };
}
