import { describe, expect, it } from 'vitest';
import type { ApiError } from '@/lib/api/errors';
import { fakeClient, ok, phpJson, rejection } from '@/lib/api/test-utils';

describe('account', () => {
  it('get: spec form', async () => {
    const { api, last } = fakeClient(() => ({
      body: phpJson({
        error: 0,
        data: {
          id: 1,
          email: 'sample@domain.com',
          username: 'sampleuser',
          avatar: 'https://domain.com/content/avatar.png',
          status: 'pro',
          expires: '2022-11-15 15:00:00',
          registered: '2020-11-10 18:01:43',
        },
      }),
    }));
    expect(await api.account.get()).toEqual({
      id: 1,
      email: 'sample@domain.com',
      username: 'sampleuser',
      avatar: 'https://domain.com/content/avatar.png',
      status: 'pro',
      expires: '2022-11-15 15:00:00',
      registered: '2020-11-10 18:01:43',
      planId: null,
    });
    expect(last().method).toBe('GET');
    expect(last().url.pathname).toBe('/api/account');
  });

  it('get: field-notes form with planid, string id and nulls', async () => {
    const { api } = fakeClient(() => ({
      body: '{"error":"0","data":{"id":"12","email":"a@b.test","username":"a","avatar":null,"status":"free","planid":"2","expires":null,"registered":"2026-01-01 00:00:00"}}',
    }));
    expect(await api.account.get()).toMatchObject({ id: 12, avatar: '', status: 'free', planId: 2, expires: '' });
  });

  it('get: an answer without an account id is a bad response', async () => {
    const { api } = fakeClient(() => ({ body: '{"error":0,"data":{"email":"a@b.test"}}' }));
    expect(((await rejection(api.account.get())) as ApiError).kind).toBe('bad-response');
  });

  it('update: PUT with the fields, resolves the message', async () => {
    const { api, last } = fakeClient(() => ok('Account has been successfully updated.'));
    expect(await api.account.update({ email: 'new@b.test', password: 'secret123' })).toEqual({ message: 'Account has been successfully updated.' });
    expect(last().method).toBe('PUT');
    expect(last().url.pathname).toBe('/api/account/update');
    expect(last().json).toEqual({ email: 'new@b.test', password: 'secret123' });
  });
});
