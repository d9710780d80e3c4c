import { describe, expect, it } from 'vitest';
import { BASE, rateHeaders } from '@/lib/api/test-utils';
import { testConnection, unconfiguredConnection } from '@/lib/connection/test-utils';
import { uploadFile } from './upload';

const file = () => new Blob([new Uint8Array(10)], { type: 'application/pdf' });

describe('uploadFile', () => {
  it('uploads through the connection, the options as query, and feeds its meter', async () => {
    const { connection, requests } = testConnection(() => ({
      body: '{"error":0,"id":"9","shorturl":"https://short.test/q4-report"}',
      headers: rateHeaders(30, 12, 2_000_000_000),
    }));
    const result = await uploadFile(connection, file(), 'report 2026.pdf', { custom: 'q4-report', maxdownloads: 5 }, new AbortController().signal);
    expect(result).toEqual({ id: 9, shorturl: 'https://short.test/q4-report' });
    expect(requests[0]?.url.href).toBe(`${BASE}/api/files/upload/report%202026.pdf?custom=q4-report&maxdownloads=5`);
    expect(connection.meter.current()?.remaining).toBe(12);
  });

  it('stops when the signal aborts', async () => {
    const { connection } = testConnection((request) => new Promise((_resolve, reject) => request.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    const controller = new AbortController();
    const pending = uploadFile(connection, file(), 'a.pdf', {}, controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'network', message: 'The request was cancelled.' });
  });

  it('sends nothing over a connection that is not set up', async () => {
    await expect(uploadFile(unconfiguredConnection(), file(), 'a.pdf', {}, new AbortController().signal)).rejects.toMatchObject({ kind: 'auth' });
  });
});
