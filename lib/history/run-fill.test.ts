import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { TEST_INSTALLATION, testConnection } from '@/lib/connection/test-utils';
import { readAllRecords } from './link-records';
import { readCursor } from './index-writes';
import { fillStretch, setFillPaused, type IndexRun } from './run-fill';
import { applyIndexNote } from './own-changes';
import { readIndexStatus } from './status';
import { fakeLinkServer, type FakeLinkServer } from './test-utils';

// The fill over the real transport and link schema, against a server that pages, counts its
// window and fails where told, on a clock the test moves.

beforeEach(() => fakeBrowser.reset());

function setUp(server: FakeLinkServer, options: { tookMs?: number } = {}) {
  const { connection, requests } = testConnection((request) => {
    // Each answer takes `tookMs` on the test's clock (quick unless told).
    server.clock.now += options.tookMs ?? 10;
    return server.respond(request);
  });
  const wakes: (number | null)[] = [];
  const run: IndexRun = { wake: async (until) => void wakes.push(until), stillThere: async () => true, now: () => server.clock.now };
  return { connection, requests, wakes, run };
}

const ids = async () => (await readAllRecords(TEST_INSTALLATION)).map((link) => link.id);
const statusOf = (source: string) => readIndexStatus(TEST_INSTALLATION, source);
/** Moves the clock past the window's reset. */
const nextWindow = (server: FakeLinkServer) => (server.clock.now += 61_000);

describe('fillStretch', () => {
  it('reads every link, newest first, with pages twice as large after quick answers, and says the index is whole', async () => {
    const server = fakeLinkServer(700);
    const { connection, run } = setUp(server);
    expect(await fillStretch(connection, run)).toBe('refreshed');
    expect(server.asked).toEqual(['date:1:100', 'date:2:100', 'date:2:200', 'date:2:400']);
    expect(await ids()).toEqual(Array.from({ length: 700 }, (_, index) => 700 - index));
    expect(await statusOf(connection.source)).toMatchObject({ count: 700, total: 700, whole: true, fill: null, failure: null });
    expect((await readAllRecords(TEST_INSTALLATION))[0]).toMatchObject({ id: 700, groups: { campaign: 1, channels: [7] } });
  });

  it('takes at most half of what remains in the window, then waits for it to reopen, with an alarm', async () => {
    const server = fakeLinkServer(5000, { windowLimit: 16 });
    const { connection, run, wakes } = setUp(server);
    // The user already spent 6 of the window's 16.
    for (let n = 0; n < 6; n += 1) server.respond({ url: new URL('https://short.test/api/account') } as never);
    server.asked.length = 0;
    expect(await fillStretch(connection, run)).toBe('refreshed');
    expect(server.asked).toHaveLength(5);
    const status = await statusOf(connection.source);
    expect(status.fill).toMatchObject({ paused: false, slow: false });
    expect(status.fill?.waitUntil).toBe(wakes.at(-1));
    expect(status.whole).toBe(false);
    // The window reopens: its half goes to the fill.
    nextWindow(server);
    server.asked.length = 0;
    await fillStretch(connection, run);
    expect(server.asked).toHaveLength(8);
  });

  it('goes on after a stop where it stood, with no page read twice', async () => {
    const server = fakeLinkServer(3000, { windowLimit: 10 });
    const first = setUp(server);
    await fillStretch(first.connection, first.run);
    const before = [...server.asked];
    nextWindow(server);
    // A new worker (or a browser restart): a new connection, the cursor from storage.
    const second = setUp(server);
    await fillStretch(second.connection, second.run);
    expect(new Set(server.asked).size).toBe(server.asked.length);
    expect(server.asked.slice(0, before.length)).toEqual(before);
    const read = (await readCursor(TEST_INSTALLATION))?.read ?? 0;
    expect(await ids()).toHaveLength(read);
  });

  it('a server that caps the page size costs one dropped answer', async () => {
    const server = fakeLinkServer(1000, { cap: 100 });
    const { connection, run } = setUp(server);
    await fillStretch(connection, run);
    expect(server.asked.slice(0, 4)).toEqual(['date:1:100', 'date:2:100', 'date:2:200', 'date:3:100']);
    expect(await ids()).toHaveLength(1000);
    expect((await statusOf(connection.source)).whole).toBe(true);
  });

  it('slow answers halve the page size and are said', async () => {
    const server = fakeLinkServer(1000, { windowLimit: 6 });
    const { connection, run } = setUp(server, { tookMs: 6000 });
    await fillStretch(connection, run);
    expect(server.asked).toEqual(['date:1:100', 'date:3:50', 'date:7:25']);
    expect((await statusOf(connection.source)).fill).toMatchObject({ slow: true, read: 175 });
  });

  it('deletes the links a whole read did not see when it saw as many as the service counts; reads again when they disagree', async () => {
    const server = fakeLinkServer(250);
    const { connection, run } = setUp(server);
    await fillStretch(connection, run);
    // Deleted elsewhere: the next pass proves it.
    server.links.splice(0, 10);
    nextWindow(server);
    await applyIndexNote(TEST_INSTALLATION, connection.source, { kind: 'created', made: { id: 999, shorturl: 'https://s.test/new' }, sent: {}, at: server.clock.now });
    server.links.push({ ...server.links[0]!, id: 999, alias: 'new', shorturl: 'https://s.test/new' });
    const { writeCursor, readCursor: read } = await import('./index-writes');
    const cursor = await read(TEST_INSTALLATION);
    await writeCursor({ ...cursor!, active: true, pass: cursor!.pass + 1, read: 0 });
    await fillStretch(connection, run);
    expect(await ids()).toHaveLength(241);
    expect(await ids()).not.toContain(1);
  });

  it('a failed page keeps what was read, says why, and tries again later by itself', async () => {
    const server = fakeLinkServer(700);
    server.failOn.add(2);
    const { connection, run, wakes } = setUp(server);
    expect(await fillStretch(connection, run)).toBe('failed');
    expect(await ids()).toHaveLength(100);
    const status = await statusOf(connection.source);
    expect(status.failure).toMatchObject({ error: { kind: 'server' } });
    expect(status.fill?.waitUntil).toBe(server.clock.now + 60_000);
    expect(wakes.at(-1)).toBe(server.clock.now + 60_000);
    server.clock.now += 60_000;
    expect(await fillStretch(connection, run)).toBe('refreshed');
    expect((await statusOf(connection.source)).whole).toBe(true);
  });

  it('stops when paused, and says so', async () => {
    const server = fakeLinkServer(3000, { windowLimit: 10 });
    const { connection, run } = setUp(server);
    await fillStretch(connection, run);
    await setFillPaused(connection, true);
    nextWindow(server);
    server.asked.length = 0;
    await fillStretch(connection, run);
    expect(server.asked).toEqual([]);
    expect((await statusOf(connection.source)).fill).toMatchObject({ paused: true });
    await setFillPaused(connection, false);
    await fillStretch(connection, run);
    expect(server.asked.length).toBeGreaterThan(0);
  });

  it('a changed key that fails leaves the other connection’s index; the first answer for a new one starts afresh', async () => {
    const server = fakeLinkServer(50);
    const good = setUp(server);
    await fillStretch(good.connection, good.run);
    const typo = testConnection(() => ({ status: 403, body: '{"error":1,"message":"A valid API key is required to use this service."}' })).connection;
    Object.assign(typo.settings, { apiKey: 'typo' });
    expect(await fillStretch(typo, good.run)).toBe('failed');
    expect(await ids()).toHaveLength(50);
    const other = fakeLinkServer(3);
    const fixed = testConnection(other.respond).connection;
    Object.assign(fixed.settings, { apiKey: 'another' });
    await fillStretch(fixed, { ...good.run, now: () => other.clock.now });
    expect(await ids()).toEqual([3, 2, 1]);
    expect(await readIndexStatus(TEST_INSTALLATION, fixed.source)).toMatchObject({ count: 3, whole: true });
  });

  it('writes nothing for an installation removed while the pages came in', async () => {
    const server = fakeLinkServer(50);
    const { connection, run } = setUp(server);
    expect(await fillStretch(connection, { ...run, stillThere: async () => false })).toBe('failed');
    expect(await ids()).toEqual([]);
  });
});
