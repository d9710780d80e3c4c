import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { fail, phpJson, type Responder } from '@/lib/api/test-utils';
import { testConnection } from '@/lib/connection/test-utils';
import { referenceItem } from '@/lib/reference/cache';
import { getSettings } from '@/lib/settings/items';
import { ConnectionForm } from './ConnectionForm';

const calls: string[] = [];
const request = vi.fn<(permissions: { origins: string[] }) => Promise<boolean>>();

const ACCOUNT = { id: 1, email: 'me@example.com', username: '<i>me</i>', avatar: '', status: 'pro', expires: '2030-01-01 00:00:00', registered: '', planid: 2 };
const signedIn: Responder = () => ({ body: phpJson({ error: 0, data: ACCOUNT }) });

function show(respond: Responder) {
  const { connection } = testConnection((req) => {
    calls.push(`${req.method} ${req.url.origin}${req.url.pathname} ${req.headers.get('Authorization')}`);
    return respond(req);
  });
  render(<ConnectionForm saved={{ baseUrl: '', apiKey: '' }} account={null} />, { wrapper: withConnection(connection) });
}

function fill(baseUrl: string, apiKey: string) {
  fireEvent.input(screen.getByLabelText('Base URL'), { target: { value: baseUrl } });
  fireEvent.input(screen.getByLabelText('API key'), { target: { value: apiKey } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

beforeEach(() => {
  fakeBrowser.reset();
  calls.length = 0;
  request.mockReset();
  request.mockImplementation(async ({ origins }) => {
    calls.push(`permission ${origins.join(' ')}`);
    return true;
  });
  (fakeBrowser as unknown as { permissions: unknown }).permissions = { request, contains: async () => true };
});
afterEach(cleanup);

describe('ConnectionForm', () => {
  it('asks for the origin inside the click, then checks the pair, then saves', async () => {
    show(signedIn);
    fill('https://short.example.com/', ' key ');
    // Synchronously, before anything was awaited:
    expect(calls).toEqual(['permission https://short.example.com/*']);
    await screen.findByRole('region', { name: 'Signed in as <i>me</i>' });
    expect(calls).toEqual(['permission https://short.example.com/*', 'GET https://short.example.com/api/account Bearer key']);
    expect((await getSettings()).connection).toEqual({ baseUrl: 'https://short.example.com', apiKey: 'key' });
    expect((await referenceItem.getValue()).account).toMatchObject({ email: 'me@example.com' });
    expect(document.querySelector('i')).toBeNull();
  });

  it('permission denied by the user: says so, sends nothing, keeps the fields', async () => {
    request.mockResolvedValue(false);
    show(signedIn);
    fill('https://short.example.com', 'key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Trim was not allowed to reach https://short.example.com');
    expect(calls).toEqual([]);
    expect((await getSettings()).connection.apiKey).toBe('');
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('key');
  });

  it.each<[string, Responder, RegExp, RegExp]>([
    ['a plan without API access', () => fail('You do not have the permission to use the API.', 403), /permission to use the API/, /does not include API access/],
    [
      'an unreachable host',
      () => {
        throw new TypeError('Failed to fetch');
      },
      /Could not reach the service/,
      /service address/,
    ],
    ['an HTML page', () => ({ status: 200, body: '<!doctype html><p>Hello</p>', headers: { 'Content-Type': 'text/html' } }), /Unexpected answer/, /compatible link shortener/],
  ])('%s: the precise problem, nothing saved', async (_, respond, title, hint) => {
    show(respond);
    fill('https://short.example.com', 'key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(title);
    expect(alert.textContent).toMatch(hint);
    expect((await getSettings()).connection.apiKey).toBe('');
  });

  it('an API path moved by the admin: the check and the saved pair use it', async () => {
    show(signedIn);
    fireEvent.click(screen.getByText('Advanced'));
    fireEvent.input(await screen.findByLabelText(/API path/), { target: { value: 'service-api/' } });
    fill('https://short.example.com', 'key');
    await screen.findByRole('region', { name: 'Signed in as <i>me</i>' });
    expect(calls.at(-1)).toBe('GET https://short.example.com/service-api/account Bearer key');
    expect((await getSettings()).connection).toEqual({ baseUrl: 'https://short.example.com', apiKey: 'key', apiPath: '/service-api' });
  });

  it.each<[string, Responder]>([
    ['HTTP 403', () => fail('You do not have access to this endpoint with this API key.', 403)],
    ['error true', () => ({ body: phpJson({ error: true, message: 'You do not have access to this endpoint with this API key.' }) })],
  ])('a key that may not read the account (%s) is a good key: saved, and the account marked closed', async (_, respond) => {
    show(respond);
    fill('https://short.example.com', 'scoped');
    await screen.findByText('Connected and saved');
    expect(screen.getByText('This API key cannot use account details.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect((await getSettings()).connection.apiKey).toBe('scoped');
    expect(await referenceItem.getValue()).toMatchObject({ account: null, unavailable: ['account'], refusedBy: { account: 'key' } });
  });

  it('invalid fields: messages beside them, no permission prompt', async () => {
    show(signedIn);
    fill('short.example.com', '');
    await waitFor(() => expect(screen.getByLabelText('Base URL').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('API key').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });
});
