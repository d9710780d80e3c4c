import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import { fail, fakeClient, listBody, ok, rejection } from '@/lib/api/test-utils';

describe('campaigns', () => {
  it('list: spec form with names under name and domain', async () => {
    const { api, last } = fakeClient(() => ({
      body: listBody(
        'campaigns',
        [
          { id: 1, name: 'Sample Campaign', public: false, rotator: false, list: 'https://domain.com/u/admin/list-1' },
          { id: 2, domain: 'Facebook Campaign', public: true, rotator: 'https://domain.com/r/test', list: 'https://domain.com/u/admin/test-2' },
        ],
        { nextpage: 1 },
      ),
    }));
    const page = await api.campaigns.list({ limit: 2, page: 1 });
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ limit: '2', page: '1' });
    expect(last().url.pathname).toBe('/api/campaigns');
    expect(page.items).toEqual([
      { id: 1, name: 'Sample Campaign', public: false, rotator: false, list: 'https://domain.com/u/admin/list-1', views: null },
      { id: 2, name: 'Facebook Campaign', public: true, rotator: 'https://domain.com/r/test', list: 'https://domain.com/u/admin/test-2', views: null },
    ]);
  });

  it('list: field-notes form with "0"/"1" booleans, views and empty rotator', async () => {
    const { api } = fakeClient(() => ({
      body: '{"error":0,"data":{"result":"1","perpage":"15","currentpage":"1","nextpage":null,"maxpage":"1","campaigns":[{"id":"4","name":"Q4","public":"1","rotator":"","list":"https://short.test/u/me/q4-4","views":"17"}]}}',
    }));
    const page = await api.campaigns.list();
    expect(page.items[0]).toEqual({ id: 4, name: 'Q4', public: true, rotator: false, list: 'https://short.test/u/me/q4-4', views: 17 });
    expect(page.nextPage).toBeNull();
  });

  it.each([
    [
      'spec: name under domain',
      '{"error":0,"id":3,"domain":"New Campaign","public":true,"rotator":"https:\\/\\/domain.com\\/r\\/newcampaign","list":"https:\\/\\/domain.com\\/u\\/admin\\/new-campaign-3"}',
    ],
    [
      'real servers: name under campaign',
      '{"error":0,"id":"3","campaign":"New Campaign","public":1,"rotator":"https:\\/\\/domain.com\\/r\\/newcampaign","list":"https:\\/\\/domain.com\\/u\\/admin\\/new-campaign-3"}',
    ],
  ])('create: %s', async (_name, text) => {
    const { api, last } = fakeClient(() => ({ body: text }));
    expect(await api.campaigns.create({ name: 'New Campaign', slug: 'newcampaign', public: true })).toEqual({
      id: 3,
      name: 'New Campaign',
      public: true,
      rotator: 'https://domain.com/r/newcampaign',
      list: 'https://domain.com/u/admin/new-campaign-3',
      views: null,
    });
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/campaign/add');
    expect(last().json).toEqual({ name: 'New Campaign', slug: 'newcampaign', public: true });
  });

  it('create with no fields sends an empty object', async () => {
    const { api, last } = fakeClient(() => ({ body: '{"error":0,"id":5,"campaign":"","public":false,"rotator":false,"list":""}' }));
    expect(await api.campaigns.create()).toMatchObject({ id: 5, name: '', rotator: false });
    expect(last().json).toEqual({});
  });

  it('update: PUT, same answer shape', async () => {
    const { api, last } = fakeClient(() => ({ body: '{"error":0,"id":3,"campaign":"Renamed","public":"0","rotator":false,"list":"https://x.test/l"}' }));
    expect(await api.campaigns.update(3, { name: 'Renamed', public: false })).toMatchObject({ id: 3, name: 'Renamed', public: false, rotator: false });
    expect(last().method).toBe('PUT');
    expect(last().url.pathname).toBe('/api/campaign/3/update');
    expect(last().json).toEqual({ name: 'Renamed', public: false });
  });

  it('update answered with the old name: the rename was refused, said as not renamed', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"id":3,"campaign":"Spring launch","public":true,"rotator":false,"list":""}' }));
    const error = (await rejection(api.campaigns.update(3, { name: 'Sp', public: true }))) as ApiError;
    expect([error.kind, error.code, error.params]).toEqual(['rejected', 'not-renamed', { kept: 'Spring launch', asked: 'Sp' }]);
  });

  it('remove and assignLink: no body, message answers', async () => {
    const { api, requests } = fakeClient((request) =>
      request.method === 'DELETE' ? ok('Campaign has been deleted successfully.') : ok('Link successfully added to the campaign.'),
    );
    expect(await api.campaigns.remove(3)).toEqual({ message: 'Campaign has been deleted successfully.' });
    expect(await api.campaigns.assignLink(3, 42)).toEqual({ message: 'Link successfully added to the campaign.' });
    expect(requests.map((request) => [request.method, request.url.pathname, request.body])).toEqual([
      ['DELETE', '/api/campaign/3/delete', undefined],
      ['POST', '/api/campaign/3/assign/42', undefined],
    ]);
  });

  it('plan without campaigns: forbidden', async () => {
    const { api } = fakeClient(() => fail('You do not have permission to access this endpoint.', 403));
    expect(((await rejection(api.campaigns.list())) as ApiError).kind).toBe('forbidden');
  });

  it('unknown campaign: not-found', async () => {
    const { api } = fakeClient(() => fail('Campaign not found. Please try again.'));
    expect(((await rejection(api.campaigns.assignLink(9, 1))) as ApiError).kind).toBe('not-found');
  });
});
