import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { ConnectionForm } from './ConnectionForm';

const calls: string[] = [];
const requestOriginPermission = vi.fn();
const accountGet = vi.fn();
const saveSettings = vi.fn();
const saveAccount = vi.fn();

vi.mock('@/lib/connection/permission', () => ({
  requestOriginPermission: (url: string) => {
    calls.push(`permission ${url}`);
    return requestOriginPermission(url);
  },
}));
vi.mock('@/lib/connection/client', () => ({
  clientFor: () => ({ account: { get: () => (calls.push('account'), accountGet()) } }),
}));
vi.mock('@/lib/settings/items', () => ({ saveSettings: (p: unknown) => saveSettings(p) }));
vi.mock('@/lib/reference/cache', () => ({ saveAccount: (a: unknown, o: unknown) => saveAccount(a, o) }));

const ACCOUNT = { id: 1, email: 'me@example.com', username: '<i>me</i>', avatar: '', status: 'pro', expires: '2030-01-01 00:00:00', registered: '', planId: 2 };

function fill(baseUrl: string, apiKey: string) {
  fireEvent.input(screen.getByLabelText('Base URL'), { target: { value: baseUrl } });
  fireEvent.input(screen.getByLabelText('API key'), { target: { value: apiKey } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

beforeEach(() => {
  calls.length = 0;
  for (const mock of [requestOriginPermission, accountGet, saveSettings, saveAccount]) mock.mockReset();
});
afterEach(cleanup);

describe('ConnectionForm', () => {
  it('asks for the origin inside the click, then checks the pair, then saves', async () => {
    requestOriginPermission.mockResolvedValue(true);
    accountGet.mockResolvedValue(ACCOUNT);
    render(<ConnectionForm saved={{ baseUrl: '', apiKey: '' }} account={null} />);
    fill('https://short.example.com/', ' key ');
    // Synchronously, before anything was awaited:
    expect(calls).toEqual(['permission https://short.example.com']);
    await screen.findByRole('region', { name: 'Signed in as <i>me</i>' });
    expect(calls).toEqual(['permission https://short.example.com', 'account']);
    expect(saveSettings).toHaveBeenCalledWith({ connection: { baseUrl: 'https://short.example.com', apiKey: 'key' } });
    expect(saveAccount).toHaveBeenCalledWith(ACCOUNT, { connection: { baseUrl: 'https://short.example.com', apiKey: 'key' } });
    expect(document.querySelector('i')).toBeNull();
  });

  it('permission denied by the user: says so, sends nothing, keeps the fields', async () => {
    requestOriginPermission.mockResolvedValue(false);
    render(<ConnectionForm saved={{ baseUrl: '', apiKey: '' }} account={null} />);
    fill('https://short.example.com', 'key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Trim was not allowed to reach https://short.example.com');
    expect(accountGet).not.toHaveBeenCalled();
    expect(saveSettings).not.toHaveBeenCalled();
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('key');
  });

  it.each([
    [new ApiError('forbidden', 'no', { serverMessage: 'You do not have the permission to use the API.' }), /permission to use the API/, /does not include API access/],
    [new ApiError('network', 'Failed to fetch', { cause: new TypeError('Failed to fetch') }), /Could not reach the service/, /service address/],
    [new ApiError('bad-response', 'html'), /Unexpected answer/, /compatible link shortener/],
  ])('%s: the precise problem, nothing saved', async (error, title, hint) => {
    requestOriginPermission.mockResolvedValue(true);
    accountGet.mockRejectedValue(error);
    render(<ConnectionForm saved={{ baseUrl: '', apiKey: '' }} account={null} />);
    fill('https://short.example.com', 'key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(title);
    expect(alert.textContent).toMatch(hint);
    expect(saveSettings).not.toHaveBeenCalled();
  });

  it('invalid fields: messages beside them, no permission prompt', async () => {
    render(<ConnectionForm saved={{ baseUrl: '', apiKey: '' }} account={null} />);
    fill('short.example.com', '');
    await waitFor(() => expect(screen.getByLabelText('Base URL').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('API key').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });
});
