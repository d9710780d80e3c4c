import { describe, expect, it } from 'vitest';
import { BASE, KEY, fakeXhr, rateHeaders, type Responder } from '@/lib/api/test-utils';
import { createTransport, type UploadProgress } from '@/lib/api/transport';
import { createConnection, type ApiConnection } from '@/lib/connection/connection';
import { unconfiguredConnection } from '@/lib/connection/test-utils';
import { uploadFile } from './upload';

/** A usable connection whose requests go to a fake XMLHttpRequest, the way uploads with progress leave. */
function connectionOver(respond: Responder) {
  const { createXhr, requests } = fakeXhr(respond);
  const page = createConnection({ id: 'test', connection: { baseUrl: BASE, apiKey: KEY } }, { hasPermission: async () => true });
  const connection: ApiConnection = {
    ...page,
    transport: async () => createTransport({ baseUrl: BASE, apiKey: KEY, createXhr, onRateLimit: page.meter.record }),
  };
  return { connection, requests };
}

const file = () => new Blob([new Uint8Array(10)], { type: 'application/pdf' });

describe('uploadFile', () => {
  it('uploads through the connection with progress, the options as query, and feeds its meter', async () => {
    const { connection, requests } = connectionOver(() => ({
      body: '{"error":0,"id":"9","shorturl":"https://short.test/q4-report"}',
      headers: rateHeaders(30, 12, 2_000_000_000),
    }));
    const progress: UploadProgress[] = [];
    const result = await uploadFile(connection, file(), 'report 2026.pdf', { custom: 'q4-report', maxdownloads: 5 }, (step) => progress.push(step), new AbortController().signal);
    expect(result).toEqual({ id: 9, shorturl: 'https://short.test/q4-report' });
    expect(requests[0]?.url.href).toBe(`${BASE}/api/files/upload/report%202026.pdf?custom=q4-report&maxdownloads=5`);
    expect(progress.at(-1)).toEqual({ loaded: 10, total: 10 });
    expect(connection.meter.current()?.remaining).toBe(12);
  });

  it('stops when the signal aborts', async () => {
    const { connection } = connectionOver((request) => new Promise((_resolve, reject) => request.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    const controller = new AbortController();
    const pending = uploadFile(connection, file(), 'a.pdf', {}, () => undefined, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'network', message: 'The request was cancelled.' });
  });

  it('sends nothing over a connection that is not set up', async () => {
    await expect(uploadFile(unconfiguredConnection(), file(), 'a.pdf', {}, () => undefined, new AbortController().signal)).rejects.toMatchObject({ kind: 'auth' });
  });
});
