import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { fail } from '@/lib/api/test-utils';
import { testConnection, TEST_INSTALLATION } from '@/lib/connection/test-utils';
import { areaOfRequest, areaService, type ClosedForm } from '@/lib/reference/test-utils';
import { sectionRoute } from '@/lib/manage/route';
import { EMPTY_REFERENCE, referenceItem } from '@/lib/reference/data';
import { AccountSection } from '@/components/manage/account/AccountSection';
import { CampaignsSection } from '@/components/manage/campaigns/CampaignsSection';
import { ChannelsSection } from '@/components/manage/channels/ChannelsSection';
import { DomainsSection } from '@/components/manage/domains/DomainsSection';
import { FilesSection } from '@/components/manage/files/FilesSection';
import { AssignPicker } from '@/components/manage/links/AssignPicker';
import { LinksSection } from '@/components/manage/links/LinksSection';
import { PixelsSection } from '@/components/manage/pixels/PixelsSection';
import type { ManageRoute } from '@/lib/manage/route';
import { RedirectsSection } from '@/components/manage/redirects/RedirectsSection';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

function show(section: 'campaigns' | 'channels' | 'domains' | 'files' | 'pixels' | 'links' | 'redirects', service: Parameters<typeof areaService>[0]) {
  const { connection, requests } = testConnection(areaService(service));
  const route = sectionRoute(section);
  const View = {
    campaigns: CampaignsSection,
    channels: ChannelsSection,
    domains: DomainsSection,
    files: FilesSection,
    pixels: PixelsSection,
    links: (props: { route: ManageRoute }) => <LinksSection {...props} dailyHistory={false} />,
    redirects: RedirectsSection,
  }[section];
  render(<View route={route} />, { wrapper: withConnection(connection) });
  return { connection, requests };
}

describe('a manage section whose area is closed', () => {
  it.each<[string, 'campaigns' | 'channels' | 'domains' | 'files' | 'pixels', ClosedForm, string, string]>([
    ['campaigns, by the plan', 'campaigns', 'plan', 'Your plan does not include campaigns', 'New campaign'],
    ['campaigns, by the key (403)', 'campaigns', 'key', 'This API key cannot use campaigns', 'New campaign'],
    ['channels, by the key (error true)', 'channels', 'key-200', 'This API key cannot use channels', 'New channel'],
    ['branded domains, by the plan', 'domains', 'plan', 'Your plan does not include branded domains', 'Add a branded domain'],
    ['pixels, by the plan', 'pixels', 'plan', 'Your plan does not include pixels', 'New pixel'],
    ['files, by the key (403)', 'files', 'key', 'This API key cannot use files', 'Upload a file'],
    ['files, by the plan', 'files', 'plan', 'Your plan does not include files', 'Upload a file'],
  ])('%s: says so once, with no create form and no error', async (_name, section, form, title, formTitle) => {
    show(section, { closed: { [section]: form } });
    const notice = await screen.findByText(title);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getAllByText(title)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(formTitle)).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
  });

  it('the open section still offers its form and list', async () => {
    show('campaigns', {});
    await screen.findByRole('table', { name: 'Campaigns' });
    expect(screen.getByText('New campaign')).toBeTruthy();
    expect(screen.queryByText(/does not include|cannot use/)).toBeNull();
  });

  it('a real failure stays an error with its own words', async () => {
    show('campaigns', { down: ['campaigns'] });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not reach the service');
    expect(screen.queryByText(/does not include|cannot use/)).toBeNull();
  });

  it('a bad key is not a closed area', async () => {
    const { connection } = testConnection(() => fail('A valid API key is required to use this service.', 403));
    render(<CampaignsSection route={sectionRoute('campaigns')} />, { wrapper: withConnection(connection) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A valid API key is required');
    expect(screen.queryByText(/does not include|cannot use/)).toBeNull();
  });

  it('tells the shared cache what it learned, without a request of its own', async () => {
    const { connection, requests } = show('campaigns', { closed: { campaigns: 'key' } });
    await screen.findByText('This API key cannot use campaigns');
    await waitFor(async () => expect((await referenceItem(TEST_INSTALLATION).getValue()).refusedBy).toEqual({ campaigns: 'key' }));
    expect((await referenceItem(TEST_INSTALLATION).getValue()).source).toBe(connection.source);
    expect(requests.map(areaOfRequest)).toEqual(['campaigns']);
  });

  it('says so up front from the cache, and "Check again" asks the service', async () => {
    const gate: { open?: () => void } = {};
    const held = testConnection(async (request) => {
      await new Promise<void>((resolve) => (gate.open = resolve));
      return areaService({ closed: { campaigns: 'plan' } })(request);
    });
    await referenceItem(TEST_INSTALLATION).setValue({
      ...EMPTY_REFERENCE,
      source: held.connection.source,
      unavailable: ['campaigns'],
      refusedBy: { campaigns: 'plan' },
    });
    render(<CampaignsSection route={sectionRoute('campaigns')} />, { wrapper: withConnection(held.connection) });
    // Before the section's own answer arrives, no form that can only fail.
    await screen.findByText('Your plan does not include campaigns');
    expect(screen.queryByText('New campaign')).toBeNull();
    await waitFor(() => expect(gate.open).toBeDefined());
    gate.open?.();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check again' }).getAttribute('aria-busy')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(held.requests).toHaveLength(2));
    gate.open?.();
    expect(await screen.findByText('Your plan does not include campaigns')).toBeTruthy();
  });

  it('links, for a key limited to other areas', async () => {
    show('links', { closed: { links: 'key' } });
    await screen.findByText('This API key cannot use links');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('overlays and splash pages: each list says so in its own place', async () => {
    show('redirects', { closed: { overlays: 'plan', splash: 'key' } });
    await screen.findByText('Your plan does not include CTA overlays');
    await screen.findByText('This API key cannot use splash pages');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the account section', () => {
  it('for a key that may not read the account: the notice, and no form to change it', async () => {
    const { connection } = testConnection(areaService({ closed: { account: 'key' } }));
    render(<AccountSection />, { wrapper: withConnection(connection) });
    await screen.findByText('This API key cannot use account details');
    expect(screen.queryByText('Change email or password')).toBeNull();
    expect(screen.queryByText('Loading your profile…')).toBeNull();
  });
});

describe('the assign picker follows the cache', () => {
  async function showPicker(closed: Partial<Record<'campaigns' | 'channels', ClosedForm>>) {
    const { connection, requests } = testConnection(areaService({ closed }));
    render(<AssignPicker id="assign" linkIds={[9]} buttonLabel="Assign 1 link" eager />, { wrapper: withConnection(connection) });
    await waitFor(() => expect(requests).toHaveLength(2));
    return requests;
  }

  it('offers only channels when the plan lacks campaigns, and says so in one line', async () => {
    await showPicker({ campaigns: 'plan' });
    const picker = await screen.findByRole('combobox', { name: 'Add to channel' });
    expect([...picker.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Channels']);
    expect(screen.getByText('Your plan does not include campaigns.')).toBeTruthy();
  });

  it('offers nothing when neither is open, only the line saying why', async () => {
    await showPicker({ campaigns: 'plan', channels: 'key' });
    await screen.findByText('Your plan does not include campaigns.');
    expect(screen.getByText('This API key cannot use channels.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assign 1 link' })).toBeNull();
  });

  it('offers both when both are open', async () => {
    await showPicker({});
    const picker = await screen.findByRole('combobox', { name: 'Add to campaign or channel' });
    await waitFor(() => expect([...picker.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(['Campaigns', 'Channels']));
    expect(screen.queryByText(/does not include|cannot use/)).toBeNull();
  });
});
