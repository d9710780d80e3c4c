import { afterEach, describe, expect, it, vi } from 'vitest';
import { BASE, KEY, fakeFetch, fakeTransportVia, fakeXhr, progressSteps, rejection } from './test-utils';
import { createTransport, type UploadProgress } from './transport';
import { sendWithProgress } from './send-with-progress';

// What only the progress path does; the rules both paths share are in transport.test.ts.

const uploaded = { body: '{"error":0,"id":1,"shorturl":"https://short.test/x"}' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('requests with progress', () => {
  it('report the bytes as they leave, then all of them', async () => {
    const { send, progress } = fakeTransportVia('progress', () => uploaded);
    await send('POST', '/api/files/upload/a.bin', { raw: new Uint8Array(10) });
    expect(progress).toEqual([
      { loaded: 5, total: 10 },
      { loaded: 10, total: 10 },
      { loaded: 10, total: 10 },
    ]);
  });

  it('take the body size as the total when the browser cannot compute it', async () => {
    const unsized = (size: number) => progressSteps(size).map((event) => ({ ...event, total: 0, lengthComputable: false }));
    const { createXhr } = fakeXhr(() => uploaded, unsized);
    const progress: UploadProgress[] = [];
    await createTransport({ baseUrl: BASE, apiKey: KEY, createXhr }).request('POST', '/api/files/upload/a.bin', {
      raw: new Blob([new Uint8Array(8)]),
      sendWithProgress,
      onProgress: (step) => progress.push(step),
    });
    expect(progress.map((step) => step.total)).toEqual([8, 8, 8]);
  });

  it('send no cookies', async () => {
    const { createXhr, created } = fakeXhr(() => uploaded);
    await createTransport({ baseUrl: BASE, apiKey: KEY, createXhr }).request('POST', '/api/files/upload/a.bin', {
      raw: new Uint8Array(1),
      sendWithProgress,
      onProgress: () => undefined,
    });
    expect(created[0]?.withCredentials).toBe(false);
  });

  it('survive an onProgress that throws', async () => {
    const { createXhr } = fakeXhr(() => uploaded);
    const request = createTransport({ baseUrl: BASE, apiKey: KEY, createXhr }).request('POST', '/api/files/upload/a.bin', {
      raw: new Uint8Array(4),
      sendWithProgress,
      onProgress: () => {
        throw new Error('render failed');
      },
    });
    await expect(request).resolves.toMatchObject({ error: 0, id: 1 });
  });

  it('accept an answer XMLHttpRequest followed within the same origin, as for a fetch that followed', async () => {
    const { send, requests } = fakeTransportVia('progress', (request) =>
      request.url.pathname === '/api/account' ? { status: 302, headers: { Location: '/index.php/api/account' } } : { body: '{"error":0,"message":"ok"}' },
    );
    await expect(send('GET', '/api/account')).resolves.toEqual({ error: 0, message: 'ok' });
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/account', '/index.php/api/account']);
  });

  it('go through fetch, without progress, where there is no XMLHttpRequest (a service worker)', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const { fetch, requests } = fakeFetch(() => uploaded);
    const onProgress = vi.fn();
    const request = createTransport({ baseUrl: BASE, apiKey: KEY, fetch }).request('POST', '/api/files/upload/a.bin', { raw: new Uint8Array(4), onProgress, sendWithProgress });
    await expect(request).resolves.toMatchObject({ id: 1 });
    expect(requests).toHaveLength(1);
    expect(onProgress).not.toHaveBeenCalled();
  });
});

describe('the timeout of a request with progress', () => {
  // Upload events fired by hand, so time can pass between them; no answer ever comes.
  function stalledXhr() {
    const xhr = {
      upload: { onprogress: null as ((event: ProgressEvent) => void) | null },
      onabort: null as (() => void) | null,
      aborted: false,
      open: () => undefined,
      setRequestHeader: () => undefined,
      send: () => undefined,
      abort: () => {
        xhr.aborted = true;
        xhr.onabort?.();
      },
    };
    return xhr;
  }

  /** The upload's look at its address answers at once, from the address itself; then the stalled upload. */
  const thenStalled = (xhr: ReturnType<typeof stalledXhr>) => {
    const probe = {
      onload: null as (() => void) | null,
      responseURL: '',
      open: (_method: string, url: string) => (probe.responseURL = url),
      send: () => void Promise.resolve().then(() => probe.onload?.()),
      abort: () => undefined,
    };
    const made = [probe, xhr];
    return () => made.shift() as unknown as XMLHttpRequest;
  };

  it('restarts with every progress event, so an upload whose bytes still move is not cut off', async () => {
    vi.useFakeTimers();
    const xhr = stalledXhr();
    const transport = createTransport({ baseUrl: BASE, apiKey: KEY, timeoutMs: 1000, createXhr: thenStalled(xhr) });
    const outcome = rejection(transport.request('POST', '/api/files/upload/a.bin', { raw: new Uint8Array(10), sendWithProgress, onProgress: () => undefined }));
    await vi.advanceTimersByTimeAsync(0);
    vi.advanceTimersByTime(900);
    xhr.upload.onprogress?.({ loaded: 1, total: 10, lengthComputable: true } as ProgressEvent);
    vi.advanceTimersByTime(900);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(200);
    expect(await outcome).toMatchObject({ kind: 'timeout' });
    expect(xhr.aborted).toBe(true);
  });

  it('after the last byte, waits a minute for the server to store the file and answer', async () => {
    vi.useFakeTimers();
    const xhr = stalledXhr();
    const transport = createTransport({ baseUrl: BASE, apiKey: KEY, timeoutMs: 1000, createXhr: thenStalled(xhr) });
    const outcome = rejection(transport.request('POST', '/api/files/upload/a.bin', { raw: new Uint8Array(10), sendWithProgress, onProgress: () => undefined }));
    await vi.advanceTimersByTimeAsync(0);
    xhr.upload.onprogress?.({ loaded: 10, total: 10, lengthComputable: true } as ProgressEvent);
    vi.advanceTimersByTime(59_000);
    expect(xhr.aborted).toBe(false);
    vi.advanceTimersByTime(1_500);
    expect(await outcome).toMatchObject({ kind: 'timeout', message: expect.stringContaining('within 60 s') });
  });
});
