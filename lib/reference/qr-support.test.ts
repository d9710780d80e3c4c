import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { testConnection } from '@/lib/connection/test-utils';
import { invalidateReference, loadReference } from './cache';
import { EMPTY_REFERENCE, REFERENCE_MAX_AGE_MS } from './data';
import { checkAndRecordAreas } from './check-areas';
import { forgetQrSupport, knownQrSupport, readQrSupport, recordQrSupport } from './qr-support';
import { areaService } from './test-utils';

beforeEach(() => fakeBrowser.reset());

describe('what is known of an installation’s QR codes', () => {
  it('is unknown until learned, then kept per installation with no request', async () => {
    const { connection, requests } = testConnection(areaService());
    expect(await readQrSupport(connection)).toBe('unknown');
    await recordQrSupport(connection, 'none');
    expect(await readQrSupport(connection)).toBe('none');
    expect(requests).toEqual([]);
    await forgetQrSupport(connection.id);
    expect(await readQrSupport(connection)).toBe('unknown');
  });

  it('counts as long as the lists: 6 hours, another connection, or a fetch of every list makes it unknown', () => {
    const stored = { state: 'none' as const, at: 1_000, source: 'a' };
    const reference = { ...EMPTY_REFERENCE, source: 'a', fetchedAt: 500 };
    expect(knownQrSupport(stored, reference, 'a', 2_000)).toBe('none');
    expect(knownQrSupport(stored, reference, 'b', 2_000)).toBe('unknown');
    expect(knownQrSupport(stored, reference, 'a', 1_000 + REFERENCE_MAX_AGE_MS)).toBe('unknown');
    expect(knownQrSupport(stored, { ...reference, fetchedAt: 1_500 }, 'a', 2_000)).toBe('unknown');
  });

  it('a refresh of every list by hand forgets it with them', async () => {
    const { connection } = testConnection(areaService());
    await recordQrSupport(connection, 'plan', Date.now() - 1_000);
    expect(await readQrSupport(connection)).toBe('plan');
    await invalidateReference(connection.id);
    await loadReference(connection);
    expect(await readQrSupport(connection)).toBe('unknown');
  });

  it('the options page’s area check records it too: present, or absent on a service without the routes', async () => {
    const present = testConnection(areaService());
    await checkAndRecordAreas(present.connection);
    expect(await readQrSupport(present.connection)).toBe('yes');

    fakeBrowser.reset();
    const service = areaService();
    const absent = testConnection((request) => (request.url.pathname === '/api/qr' ? { status: 404, body: '<html>Not Found</html>' } : service(request)));
    const checks = await checkAndRecordAreas(absent.connection);
    expect(checks.find((check) => check.area === 'qr')?.state).toBe('absent');
    expect(await readQrSupport(absent.connection)).toBe('none');
  });
});
