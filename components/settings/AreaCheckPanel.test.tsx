import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { useReference } from '@/components/reference/use-reference';
import { fail, type Responder } from '@/lib/api/test-utils';
import { AREAS } from '@/lib/reference/areas';
import { testConnection, TEST_INSTALLATION } from '@/lib/connection/test-utils';
import { areaOfRequest, areaService } from '@/lib/reference/test-utils';
import { referenceItem } from '@/lib/reference/data';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { AreaCheckPanel } from './AreaCheckPanel';
import { DefaultsForm } from './DefaultsForm';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

function show(respond: Responder) {
  const { connection, requests } = testConnection(respond);
  render(<AreaCheckPanel />, { wrapper: withConnection(connection) });
  return requests;
}

const press = () => fireEvent.click(screen.getByRole('button', { name: 'Check what this key can use' }));

async function rows(): Promise<string[]> {
  const list = await screen.findByRole('list', { name: 'What this key can use' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
}

describe('AreaCheckPanel', () => {
  it('asks nothing until the button is pressed', async () => {
    const requests = show(areaService());
    await act(async () => undefined);
    expect(requests).toEqual([]);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists every area with its answer, after exactly one small request per area', async () => {
    const requests = show(areaService({ closed: { campaigns: 'plan', channels: 'plan', pixels: 'key', splash: 'key-200', files: 'key' }, down: ['overlays'] }));
    press();
    expect(await rows()).toEqual([
      'Account details: available',
      'Links: available',
      'Branded domains: available',
      'Campaigns: not in your plan',
      'Channels: not in your plan',
      'Pixels: not allowed for this key',
      'CTA overlays: Could not reach the service',
      'Splash pages: not allowed for this key',
      'QR codes: available',
      'Files: not allowed for this key',
    ]);
    // Ten requests, one per area, files included.
    expect(requests).toHaveLength(10);
    expect(screen.getByRole('status').textContent).toBe('4 of 10 areas available.');
    expect(requests.map(areaOfRequest).sort()).toEqual([...AREAS].sort());
    for (const request of requests) if (request.url.pathname !== '/api/account') expect(request.url.searchParams.get('limit')).toBe('1');
  });

  it('a service without QR codes (6.x) is not counted as an area the key misses', async () => {
    const service = areaService();
    show((request) => (request.url.pathname === '/api/qr' ? { status: 404, body: '<html>Not Found</html>', headers: { 'Content-Type': 'text/html' } } : service(request)));
    press();
    expect(await rows()).toContain('QR codes: not on this service');
    expect(screen.getByRole('status').textContent).toBe('9 of 9 areas available.');
  });

  it('a key refused as a whole is an error on every area, never "not allowed"', async () => {
    show(() => fail('A valid API key is required to use this service.', 403));
    press();
    const shown = await rows();
    expect(shown).toHaveLength(AREAS.length);
    for (const row of shown) expect(row).toMatch(/A valid API key is required/);
  });

  it('says why when the check cannot start (Trim may not reach the service)', async () => {
    const { connection } = testConnection(areaService(), { hasPermission: async () => false });
    render(<AreaCheckPanel />, { wrapper: withConnection(connection) });
    press();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Trim may not access/);
    expect(within(alert).queryByRole('button', { name: 'Open options' })).toBeNull();
  });

  it('hands its answers to the cache, so the defaults follow with no further request', async () => {
    const { connection, requests } = testConnection(areaService({ closed: { campaigns: 'key' } }));
    function Page() {
      const reference = useReference(false);
      return (
        <>
          <AreaCheckPanel />
          <DefaultsForm defaults={DEFAULT_SHORTEN_DEFAULTS} onChange={() => undefined} reference={reference} connected />
        </>
      );
    }
    render(<Page />, { wrapper: withConnection(connection) });
    expect(screen.getByRole('combobox', { name: 'Campaign' })).toBeTruthy();

    press();
    await screen.findByText('This API key cannot use campaigns.');
    expect(screen.queryByRole('combobox', { name: 'Campaign' })).toBeNull();
    expect(requests).toHaveLength(AREAS.length);
    await waitFor(async () => expect((await referenceItem(TEST_INSTALLATION).getValue()).unavailable).toEqual(['campaigns']));
  });
});
