import { renderHook, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { batchControls, newBatch, updateBatch, type BatchLine } from '@/lib/bulk/batch';
import { BATCH_V1 } from '@/lib/bulk/examples/v1';
import { previewBulk } from '@/lib/bulk/preview';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { useBatch } from './use-batch';

beforeEach(() => fakeBrowser.reset());

const urls = Array.from({ length: 120 }, (_, i) => `https://example.com/bulk/${i + 1}`);
const setLine = (n: number, change: Partial<BatchLine>) =>
  updateBatch((b) => ({ batch: b && { ...b, lines: b.lines.map((l) => (l.line === n ? { ...l, ...change } : l)) }, result: null }));

describe('useBatch', () => {
  it('shows each line’s progress as the worker writes its chunk, and the header’s changes', async () => {
    await updateBatch(() => ({ batch: newBatch(previewBulk(urls.join('\n')).rows, 'work', { origin: 'https://work.test' }, DEFAULT_SHORTEN_DEFAULTS, 0), result: null }));
    const { result } = renderHook(() => useBatch());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.batch?.lines.every((line) => line.state === 'waiting')).toBe(true);

    await setLine(1, { state: 'done', shorturl: 'https://s.example/1' });
    await setLine(101, { state: 'failed', error: { kind: 'rejected' } });
    await waitFor(() =>
      expect(result.current.batch?.lines.filter((line) => line.state !== 'waiting').map((line) => [line.line, line.state])).toEqual([
        [1, 'done'],
        [101, 'failed'],
      ]),
    );

    await updateBatch((b) => ({ batch: b && batchControls.pause(b), result: null }));
    await waitFor(() => expect(result.current.batch?.status).toBe('paused'));
    expect(result.current.batch?.lines[0]).toMatchObject({ state: 'done', shorturl: 'https://s.example/1' });

    await updateBatch(() => ({ batch: null, result: null }));
    await waitFor(() => expect(result.current.batch).toBeNull());
  });

  it('shows a batch an older version stored whole, as it was', async () => {
    await fakeBrowser.storage.local.set({ bulk: BATCH_V1 });
    const { result } = renderHook(() => useBatch());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.batch?.lines.map((line) => line.state)).toEqual(['done', 'done', 'failed', 'waiting', 'waiting']);
    expect(result.current.batch?.status).toBe('paused');
  });
});
