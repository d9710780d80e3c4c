import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { toErrorRecord } from '@/lib/api/error-record';
import { newBatch, type Batch } from '@/lib/bulk/batch';
import { previewBulk } from '@/lib/bulk/preview';
import { refusalFor } from '@/lib/installations/made-for';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { BulkProgress } from './BulkProgress';

afterEach(cleanup);

// Issue #41, item 7: a batch whose installation now points at another origin than it was made
// for is refused whole (lib/flows/batch-installation.ts): the section says why, once, and offers
// no retry that would be refused again.

const moved = toErrorRecord(refusalFor({ origin: 'https://a.example' }, { connection: { baseUrl: 'https://b.example', apiKey: 'k' } }));

function refusedBatch(): Batch {
  const batch = newBatch(previewBulk('https://example.com/1\nhttps://example.com/2').rows, 'work', { origin: 'https://a.example' }, DEFAULT_SHORTEN_DEFAULTS);
  return { ...batch, status: 'finished', lines: batch.lines.map((line) => ({ ...line, state: 'failed', error: moved })) };
}

describe('BulkProgress, a batch made for another origin', () => {
  it('says the address changed and what was not sent, with no Retry', () => {
    render(<BulkProgress batch={refusedBatch()} installationName="Work" />);
    expect(screen.getByText('The service address changed')).toBeTruthy();
    expect(
      screen.getByText('This was asked for while the address was https://a.example; Trim sent nothing of it to https://b.example. Shorten it again if you want it made there.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Failed: The service address changed')).toHaveLength(2);
    expect(screen.queryByText(/lines were refused/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry failed' })).toBeNull();
  });
});
