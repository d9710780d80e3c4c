import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TEST_INSTALLATION, testConnection } from '@/lib/connection/test-utils';
import { dayOf } from './days';
import { readAllRecords } from './link-records';
import { refreshLinkIndex } from './run-refresh';
import { readAllSeries } from './series-records';
import { readIndexStatus } from './status';
import { fakeLinkServer, servedLink, type FakeLinkServer } from './test-utils';

// The refresh of a whole index, and the way in: an index not yet whole goes on with its fill.

beforeEach(() => fakeBrowser.reset());

function setUp(server: FakeLinkServer) {
  const { connection } = testConnection((request) => {
    server.clock.now += 10;
    return server.respond(request);
  });
  const options = { wake: async () => undefined, stillThere: async () => true, now: () => server.clock.now };
  return { connection, options };
}

const ids = async () => (await readAllRecords(TEST_INSTALLATION)).map((link) => link.id);
const HOUR = 3_600_000;

describe('refreshLinkIndex', () => {
  it('fills an index that is not whole yet, then leaves a fresh one alone', async () => {
    const server = fakeLinkServer(300);
    const { connection, options } = setUp(server);
    expect(await refreshLinkIndex(connection, options)).toBe('refreshed');
    expect(server.asked).toEqual(['date:1:100', 'date:2:100', 'date:2:200']);
    expect(await refreshLinkIndex(connection, options)).toBe('fresh');
    expect(server.asked).toHaveLength(3);
  });

  it('a stale whole index reads the newest page until it knows a link, then the most clicked page, and keeps their clicks per day', async () => {
    const server = fakeLinkServer(300);
    const { connection, options } = setUp(server);
    await refreshLinkIndex(connection, options);
    server.clock.now += 7 * HOUR;
    server.links.push(servedLink(301), servedLink(302));
    server.asked.length = 0;
    expect(await refreshLinkIndex(connection, options)).toBe('refreshed');
    expect(server.asked).toEqual(['date:1:100', 'click:1:100']);
    expect((await ids()).slice(0, 3)).toEqual([302, 301, 300]);
    const status = await readIndexStatus(TEST_INSTALLATION, connection.source);
    expect(status).toMatchObject({ count: 302, total: 302, whole: true, refreshedAt: server.clock.now });
    const series = await readAllSeries(TEST_INSTALLATION);
    expect(status.tracked).toBe(series.size);
    expect(series.get(302)).toEqual({ start: dayOf(server.clock.now), base: servedLink(302).clicks, steps: [] });
  });

  it('when the service counts other than the index holds, a full read finds what was deleted elsewhere', async () => {
    const server = fakeLinkServer(300);
    const { connection, options } = setUp(server);
    await refreshLinkIndex(connection, options);
    server.links.splice(0, 5);
    server.clock.now += 7 * HOUR;
    expect(await refreshLinkIndex(connection, options)).toBe('refreshed');
    expect(await ids()).toHaveLength(295);
    expect(await ids()).not.toContain(1);
    expect(await readIndexStatus(TEST_INSTALLATION, connection.source)).toMatchObject({ count: 295, whole: true });
  });

  it('a failed refresh keeps the links it had and says why', async () => {
    const server = fakeLinkServer(50);
    const { connection, options } = setUp(server);
    await refreshLinkIndex(connection, options);
    const before = server.clock.now;
    server.clock.now += 7 * HOUR;
    server.failOn.add(server.asked.length + 1);
    expect(await refreshLinkIndex(connection, options)).toBe('failed');
    expect(await ids()).toHaveLength(50);
    expect(await readIndexStatus(TEST_INSTALLATION, connection.source)).toMatchObject({ refreshedAt: before, failure: { error: { kind: 'server', status: 500 } } });
  });

  it('the daily alarm refreshes once per calendar day, not once per lifetime', async () => {
    const server = fakeLinkServer(50);
    const { connection, options } = setUp(server);
    await refreshLinkIndex(connection, options);
    const asked = server.asked.length;
    // Two hours later, but another day: the day needs its snapshot.
    const tomorrow = new Date(server.clock.now);
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(1, 0, 0, 0);
    server.clock.now = tomorrow.getTime();
    expect(await refreshLinkIndex(connection, { ...options, daily: true })).toBe('refreshed');
    expect(await refreshLinkIndex(connection, { ...options, daily: true, now: () => server.clock.now + 60_000 })).toBe('fresh');
    expect(server.asked.length - asked).toBe(2);
  });

  it('a forced refresh goes whatever the index’s age, and a popup and the alarm asking together share one', async () => {
    const server = fakeLinkServer(50);
    const { connection, options } = setUp(server);
    await refreshLinkIndex(connection, options);
    server.asked.length = 0;
    const [one, two] = await Promise.all([refreshLinkIndex(connection, { ...options, force: true }), refreshLinkIndex(connection, { ...options, force: true })]);
    expect([one, two]).toEqual(['refreshed', 'refreshed']);
    expect(server.asked).toEqual(['date:1:100', 'click:1:100']);
  });
});
