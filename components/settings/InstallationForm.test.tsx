import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { fail, phpJson, type Responder } from '@/lib/api/test-utils';
import { testConnection } from '@/lib/connection/test-utils';
import { saveInstallation } from '@/lib/installations/installations';
import { referenceItem } from '@/lib/reference/data';
import { getSettings } from '@/lib/settings/items';
import { DEFAULT_SHORTEN_DEFAULTS, type Installation } from '@/lib/settings/schema';
import { InstallationForm } from './InstallationForm';

const calls: string[] = [];
const request = vi.fn<(permissions: { origins: string[] }) => Promise<boolean>>();

const ACCOUNT = { id: 1, email: 'me@example.com', username: '<i>me</i>', avatar: '', status: 'pro', expires: '2030-01-01 00:00:00', registered: '', planid: 2 };
const signedIn: Responder = () => ({ body: phpJson({ error: 0, data: ACCOUNT }) });

const NEW_ID = 'i-new';
const WORK: Installation = { id: 'work', name: 'Work', connection: { baseUrl: 'https://short.example.com', apiKey: 'work-key' }, defaults: DEFAULT_SHORTEN_DEFAULTS };

/** The form for a new installation beside `others` (already stored). */
function show(respond: Responder, others: Installation[] = []) {
  const { connection } = testConnection((req) => {
    calls.push(`${req.method} ${req.url.origin}${req.url.pathname} ${req.headers.get('Authorization')}`);
    return respond(req);
  });
  const fresh: Installation = { id: NEW_ID, name: '', connection: { baseUrl: '', apiKey: '' }, defaults: DEFAULT_SHORTEN_DEFAULTS };
  render(<InstallationForm installation={fresh} isNew all={others} account={null} />, { wrapper: withConnection(connection) });
}

const saved = async () => (await getSettings()).installations.find((one) => one.id === NEW_ID);

function fill(baseUrl: string, apiKey: string, name?: string) {
  if (name !== undefined) fireEvent.input(screen.getByLabelText(/^Name/), { target: { value: name } });
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

describe('InstallationForm', () => {
  it('asks for the origin inside the click, then checks the pair, then saves', async () => {
    show(signedIn);
    fill('https://short.example.com/', ' key ');
    // Synchronously, before anything was awaited:
    expect(calls).toEqual(['permission https://short.example.com/*']);
    await screen.findByRole('region', { name: 'Signed in as <i>me</i>' });
    expect(calls).toEqual(['permission https://short.example.com/*', 'GET https://short.example.com/api/account Bearer key']);
    expect(await saved()).toEqual({
      id: NEW_ID,
      // A blank name: the account's username on the host, once the check named the account.
      name: '<i>me</i>@short.example.com',
      // Trim's name, to follow the account when the key changes.
      autoName: true,
      connection: { baseUrl: 'https://short.example.com', apiKey: 'key' },
      defaults: DEFAULT_SHORTEN_DEFAULTS,
    });
    expect((await getSettings()).defaultInstallation).toBe(NEW_ID);
    expect((await referenceItem(NEW_ID).getValue()).account).toMatchObject({ email: 'me@example.com' });
    expect(document.querySelector('i')).toBeNull();
  });

  it('permission denied by the user: says so, sends nothing, keeps the fields', async () => {
    request.mockResolvedValue(false);
    show(signedIn);
    fill('https://short.example.com', 'key');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Trim was not allowed to reach https://short.example.com');
    expect(calls).toEqual([]);
    expect(await saved()).toBeUndefined();
    expect((screen.getByLabelText('API key') as HTMLInputElement).value).toBe('key');
  });

  it.each<[string, Responder, RegExp, RegExp]>([
    [
      'a plan without API access',
      () => fail('You do not have the permission to use the API.', 403),
      /permission to use the API/,
      /may have expired, or it may not include API access/,
    ],
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
    expect(await saved()).toBeUndefined();
  });

  it('a key that fails the check is not saved, and the other installations are untouched', async () => {
    await saveInstallation(WORK);
    show(() => fail('Invalid API key', 401), [WORK]);
    fill('https://other.example.com', 'wrong', 'Personal');
    await screen.findByRole('alert');
    expect((await getSettings()).installations).toEqual([WORK]);
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Personal');
  });

  it.each<[string, string, string, string, string, RegExp]>([
    ['a name another installation has', 'work', 'https://other.example.com', 'key', 'Name', /already the name of another installation/],
    ['an address and key already saved', 'Second', 'https://SHORT.example.com/', 'work-key', 'API key', /already saved as “Work”/],
  ])('%s: a message beside the field, no prompt, nothing saved', async (_, name, baseUrl, apiKey, field, message) => {
    const named = { ...WORK, name: 'Work' };
    await saveInstallation(named);
    show(signedIn, [named]);
    fill(baseUrl, apiKey, name);
    await waitFor(() => expect(screen.getByLabelText(field === 'Name' ? /^Name/ : field).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(message)).toBeTruthy();
    expect(calls).toEqual([]);
    expect((await getSettings()).installations).toEqual([named]);
  });

  it('a second account on one service with a blank name: saved under its username on the host, never refused', async () => {
    const first = { ...WORK, name: '<i>me</i>@short.example.com' };
    await saveInstallation(first);
    show(signedIn, [first]);
    fill('https://short.example.com', 'home-key');
    await screen.findByText('Connected and saved');
    // The same username (one fake server answers both): a number tells the two apart.
    expect((await getSettings()).installations.map((one) => one.name)).toEqual(['<i>me</i>@short.example.com', '<i>me</i>@short.example.com (2)']);
  });

  it('two accounts on one service: the second saves beside the first with its own key', async () => {
    await saveInstallation(WORK);
    show(signedIn, [WORK]);
    fill('https://short.example.com', 'home-key', 'Home');
    await screen.findByText('Connected and saved');
    expect(calls.at(-1)).toBe('GET https://short.example.com/api/account Bearer home-key');
    expect((await getSettings()).installations.map((one) => [one.name, one.connection.apiKey])).toEqual([
      ['Work', 'work-key'],
      ['Home', 'home-key'],
    ]);
  });

  it('an API path moved by the admin: the check and the saved pair use it', async () => {
    show(signedIn);
    fireEvent.click(screen.getByText('Advanced'));
    fireEvent.input(await screen.findByLabelText(/API path/), { target: { value: 'service-api/' } });
    fill('https://short.example.com', 'key');
    await screen.findByRole('region', { name: 'Signed in as <i>me</i>' });
    expect(calls.at(-1)).toBe('GET https://short.example.com/service-api/account Bearer key');
    expect((await saved())?.connection).toEqual({ baseUrl: 'https://short.example.com', apiKey: 'key', apiPath: '/service-api' });
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
    expect((await saved())?.connection.apiKey).toBe('scoped');
    expect(await referenceItem(NEW_ID).getValue()).toMatchObject({ account: null, unavailable: ['account'], refusedBy: { account: 'key' } });
  });

  it('an address pasted with /api at its end: saved without it, and the form says so', async () => {
    show(signedIn);
    fill('https://short.example.com/api/', 'key');
    await screen.findByText('Connected and saved');
    expect(calls.at(-1)).toBe('GET https://short.example.com/api/account Bearer key');
    expect(screen.getByText('Trim removed “/api” from the end of the address and saved https://short.example.com: it adds /api to every request itself.')).toBeTruthy();
    expect((screen.getByLabelText('Base URL') as HTMLInputElement).value).toBe('https://short.example.com');
    expect((await saved())?.connection.baseUrl).toBe('https://short.example.com');
  });

  it('a failed Save of a stored installation says which connection is still in use', async () => {
    await saveInstallation(WORK);
    const { connection } = testConnection(() => fail('A valid API key is required to use this service.', 403));
    render(<InstallationForm installation={WORK} isNew={false} all={[WORK]} account={null} />, { wrapper: withConnection(connection) });
    fireEvent.input(screen.getByLabelText('API key'), { target: { value: 'typo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(screen.getByText('Nothing was saved: “Work” still uses https://short.example.com with the key saved before.')).toBeTruthy();
    expect((await getSettings()).installations).toEqual([WORK]);
  });

  it('invalid fields: messages beside them, no permission prompt', async () => {
    show(signedIn);
    fill('short.example.com', '');
    await waitFor(() => expect(screen.getByLabelText('Base URL').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('API key').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
  });
});
