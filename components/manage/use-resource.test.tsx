import { act, renderHook, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { withConnection } from '@/components/connection/testing';
import { ApiError } from '@/lib/api/errors';
import { testConnection, unconfiguredConnection } from '@/lib/connection/test-utils';
import { useAction, useResource } from './use-resource';

// The loaders here answer by themselves; the connection only has to be usable.
const { connection } = testConnection(() => ({ status: 500 }));
const wrapper = withConnection(connection);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useResource', () => {
  it('loads for a key, keeps the old data while the next key loads, and drops stale answers', async () => {
    const answers = new Map([1, 2, 3].map((n) => [n, deferred<string>()]));
    const { result, rerender } = renderHook(({ page }: { page: number }) => useResource(`p${page}`, () => answers.get(page)!.promise), {
      initialProps: { page: 1 },
      wrapper,
    });
    expect(result.current.loading).toBe(true);
    await act(async () => answers.get(1)!.resolve('page one'));
    await waitFor(() => expect(result.current.data).toBe('page one'));

    rerender({ page: 2 });
    rerender({ page: 3 });
    expect(result.current).toMatchObject({ data: 'page one', loading: true });
    // Page 2 answers after the user already moved on to page 3: ignored.
    await act(async () => answers.get(2)!.resolve('page two'));
    expect(result.current.data).toBe('page one');
    await act(async () => answers.get(3)!.resolve('page three'));
    await waitFor(() => expect(result.current).toMatchObject({ data: 'page three', loading: false }));
  });

  it('loads nothing for a null key', async () => {
    const load = vi.fn(() => Promise.resolve('x'));
    const { result } = renderHook(() => useResource(null, load), { wrapper });
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(result.current.loading).toBe(false);
  });

  it('keeps the error, and reload tries again', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('rate-limited', 'rate-limited', 'Too Many API Requests.'))
      .mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useResource('k', load), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ data: 'ok', error: null }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reports a connection that is not set up as the load error', async () => {
    const load = vi.fn();
    const { result } = renderHook(() => useResource('k', load), { wrapper: withConnection(unconfiguredConnection()) });
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'auth' }));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('useAction', () => {
  it('tracks pending, resolves with the result, and keeps a failure for display', async () => {
    const { result } = renderHook(() => useAction(), { wrapper });
    const gate = deferred<number>();
    let outcome: Promise<number | undefined> | undefined;
    act(() => {
      outcome = result.current.run(() => gate.promise);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    await act(async () => gate.resolve(7));
    expect(await outcome).toBe(7);
    expect(result.current.pending).toBe(false);

    const refusal = new ApiError('rejected', 'server-message', 'That alias is taken. Please choose another one.');
    let failed: unknown = 'unset';
    await act(async () => {
      failed = await result.current.run(() => Promise.reject(refusal));
    });
    expect(failed).toBeUndefined();
    expect(result.current.error).toBe(refusal);
    act(() => result.current.clearError());
    expect(result.current.error).toBeNull();
  });
});
