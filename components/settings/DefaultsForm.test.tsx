import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { useReference } from '@/components/reference/use-reference';
import type { Area } from '@/lib/reference/areas';
import { testConnection } from '@/lib/connection/test-utils';
import { areaService, type ClosedForm } from '@/lib/reference/test-utils';
import { EMPTY_REFERENCE } from '@/lib/reference/data';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { DefaultsForm } from './DefaultsForm';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

/** The form as the options page shows it: the lists come from the cache over the page's connection. */
function Defaults() {
  const reference = useReference(true);
  return <DefaultsForm defaults={DEFAULT_SHORTEN_DEFAULTS} onChange={() => undefined} reference={reference} connected />;
}

async function show(closed: Partial<Record<Area, ClosedForm>>) {
  const { connection, requests } = testConnection(areaService({ closed }));
  render(<Defaults />, { wrapper: withConnection(connection) });
  await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Lists loaded/));
  return requests;
}

const pickers = () => ['Domain', 'Campaign', 'Channel'].filter((label) => screen.queryByRole('combobox', { name: label }));

describe('DefaultsForm', () => {
  it('names the lists that did not load instead of saying none did', async () => {
    const { connection } = testConnection(areaService({}));
    const reference = {
      data: { ...EMPTY_REFERENCE, source: connection.source, fetchedAtByKind: { domains: 1, campaigns: 1, channels: 1, pixels: 1 }, fetchedAt: 0 },
      ready: true,
      settled: true,
      loading: false,
      error: null,
      refresh: async () => undefined,
      reload: async () => undefined,
    };
    render(<DefaultsForm defaults={DEFAULT_SHORTEN_DEFAULTS} onChange={() => undefined} reference={reference} connected />, { wrapper: withConnection(connection) });
    expect(screen.getByRole('status').textContent).toMatch(/^Lists loaded .*\. Not loaded yet: CTA overlays, Splash pages\. Press Refresh lists to load them\.$/);
  });

  it('offers every default when the plan and the key open everything', async () => {
    await show({});
    expect(pickers()).toEqual(['Domain', 'Campaign', 'Channel']);
    expect(screen.queryByText(/does not include|cannot use/)).toBeNull();
  });

  it.each<[string, Partial<Record<Area, ClosedForm>>, string[], string[]]>([
    ['a plan without campaigns', { campaigns: 'plan' }, ['Domain', 'Channel'], ['Your plan does not include campaigns.']],
    [
      'a plan without domains, campaigns and channels',
      { domains: 'plan', campaigns: 'plan', channels: 'plan' },
      [],
      ['Your plan does not include branded domains, campaigns, and channels.'],
    ],
    ['a key limited to other areas (403)', { channels: 'key' }, ['Domain', 'Campaign'], ['This API key cannot use channels.']],
    ['both, one line each', { domains: 'key-200', campaigns: 'plan' }, ['Channel'], ['Your plan does not include campaigns.', 'This API key cannot use branded domains.']],
  ])('%s: hides those pickers and says so', async (_name, closed, shown, lines) => {
    await show(closed);
    expect(pickers()).toEqual(shown);
    for (const line of lines) expect(screen.getByText(line)).toBeTruthy();
    // Not an error: the lists that are open loaded fine.
    expect(screen.queryByRole('alert')).toBeNull();
    // Redirect type and visibility stay.
    expect(screen.getByRole('combobox', { name: 'Redirect type' })).toBeTruthy();
  });
});
