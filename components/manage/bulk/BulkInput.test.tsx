import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import type { Batch } from '@/lib/bulk/batch';
import { testConnection } from '@/lib/connection/test-utils';
import { areaService } from '@/lib/reference/test-utils';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { utmTemplatesItem } from '@/lib/utm/store';
import { BulkInput } from './BulkInput';

const started = vi.hoisted(() => [] as Batch[]);
vi.mock('@/lib/bulk/control', () => ({ startBatch: async (batch: Batch) => void started.push(batch) }));

beforeEach(() => {
  fakeBrowser.reset();
  started.length = 0;
});
afterEach(cleanup);

describe('BulkInput, a list longer than Trim takes at once', () => {
  it('says why Start cannot take it and offers to start the first 1,000 lines', async () => {
    const { connection } = testConnection(areaService());
    render(<BulkInput defaults={DEFAULT_SHORTEN_DEFAULTS} fromTabs={false} />, { wrapper: withConnection(connection) });
    const lines = Array.from({ length: 1_001 }, (_, i) => `https://example.com/${i}`).join('\n');
    fireEvent.input(screen.getByLabelText('URLs'), { target: { value: lines } });
    await screen.findByText(/That is 1,001 lines/);
    fireEvent.click(screen.getByRole('button', { name: 'Start', exact: true }));
    expect(started).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start the first 1,000 lines' }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.lines).toHaveLength(1_000);
    // Issue #41, item 7: sent only while its installation still points there.
    expect(started[0]?.madeFor).toEqual({ origin: 'https://short.test' });
  });
});

describe('BulkInput, a UTM template for the batch', () => {
  it("writes the template into every line's address, shown in the preview and sent as shown", async () => {
    await utmTemplatesItem.setValue({
      templates: [{ id: 'n', name: 'Newsletter', values: { source: 'newsletter', medium: 'email', campaign: '{domain}', term: '', content: '{title}' } }],
      defaults: {},
    });
    const { connection } = testConnection(areaService());
    render(<BulkInput defaults={DEFAULT_SHORTEN_DEFAULTS} fromTabs={false} />, { wrapper: withConnection(connection) });
    fireEvent.input(screen.getByLabelText('URLs'), { target: { value: 'https://www.a.example/x?id=1\nhttps://b.example/' } });
    fireEvent.change(await screen.findByLabelText('UTM template'), { target: { value: 'n' } });
    const tagged = [
      'https://www.a.example/x?id=1&utm_source=newsletter&utm_medium=email&utm_campaign=a.example',
      'https://b.example/?utm_source=newsletter&utm_medium=email&utm_campaign=b.example',
    ];
    await screen.findByText(tagged[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Start', exact: true }));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.lines.map((line) => line.url)).toEqual(tagged);
  });

  it('with no template saved, links to the card that makes them', async () => {
    const { connection } = testConnection(areaService());
    render(<BulkInput defaults={DEFAULT_SHORTEN_DEFAULTS} fromTabs={false} />, { wrapper: withConnection(connection) });
    expect((await screen.findByRole('link', { name: 'Create one in the options' })).getAttribute('href')).toBe('/options.html#utm-templates');
  });
});
