import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '@/test/sandbox/index.ts';
import { client } from './http.ts';

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});
afterAll(() => sandbox.close());

describe('account', () => {
  it('returns the demo account in the spec shape', async () => {
    const res = await client(sandbox).get('/api/account');
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.data).toMatchObject({ id: expect.any(Number), email: 'demo@trim.test', username: 'demo', status: 'pro' });
    expect(res.body.data.registered).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.body.data.expires).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // As real servers answer: Gravatar's address for the MD5 of the email.
    expect(res.body.data.avatar).toBe(`https://www.gravatar.com/avatar/${md5('demo@trim.test')}`);
    expect(res.body.data).not.toHaveProperty('planid');
  });

  it("points the avatar at the origin it was started with, a test's stand-in for Gravatar", async () => {
    const elsewhere = await startSandbox({ port: 0, gravatarOrigin: 'http://elsewhere.test:8080' });
    try {
      const res = await client(elsewhere).get('/api/account');
      expect(res.body.data.avatar).toBe(`http://elsewhere.test:8080/avatar/${md5('demo@trim.test')}`);
    } finally {
      await elsewhere.close();
    }
    await expect(startSandbox({ port: 0, gravatarOrigin: 'http://elsewhere.test/avatar' })).rejects.toThrow(/gravatarOrigin/);
  });

  it('carries planid in the field flavor', async () => {
    sandbox.setFlavor('field');
    try {
      const res = await client(sandbox).get('/api/account');
      expect(res.body.data.planid).toBe(2);
    } finally {
      sandbox.setFlavor('spec');
    }
  });

  it('updates email and password with validation', async () => {
    const api = client(sandbox);
    expect((await api.put('/api/account/update', { email: 'not-an-email' })).body).toEqual({ error: 1, message: 'Please enter a valid email.' });
    expect((await api.put('/api/account/update', { password: 'abcd' })).body).toEqual({ error: 1, message: 'Password must be at least 5 characters.' });
    const other = sandbox.addUser({ email: 'taken@trim.test' });
    expect(other.apiKey).toMatch(/\S{8,}/);
    expect((await api.put('/api/account/update', { email: 'TAKEN@trim.test' })).body).toEqual({ error: 1, message: 'This email is already in use.' });
    const ok = await api.put('/api/account/update', { email: 'new@trim.test', password: 'abcde' });
    expect(ok.body).toEqual({ error: 0, message: 'Account has been successfully updated.' });
    expect((await api.get('/api/account')).body.data.email).toBe('new@trim.test');
    expect(sandbox.store.state.users[0]?.password).toBe('abcde');
  });
});
