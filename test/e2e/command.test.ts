import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { badgeText, clearNotifications, notifications, readClipboard, runCommand } from '@/test/harness/extension';
import { startSession, type TrimSession } from './support';

// The keyboard command (Alt+Shift+S): the current tab's URL, shortened and copied.

let session: TrimSession;
const creates = () => session.sandbox.requests().filter((r) => r.method === 'POST' && r.path === '/api/url/add');

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

beforeEach(async () => {
  await session.countFromHere();
  await clearNotifications(session.trim);
});

describe('keyboard command shorten-current-tab', () => {
  it('shortens the active tab with one request and copies the link', async () => {
    const page = await session.trim.context.newPage();
    const tabUrl = `${session.sandbox.url}/some/article?id=7`;
    await page.goto(tabUrl);
    await page.bringToFront();

    // Without a tab argument the handler asks for the active tab, as a real key press does.
    await runCommand(session.trim, 'shorten-current-tab');

    expect(creates()).toHaveLength(1);
    const link = session.sandbox.store.state.links.find((l) => l.longUrl === tabUrl);
    expect(link).toBeDefined();
    expect(await readClipboard(session.trim, session.sandbox.url)).toMatch(new RegExp(`/${link!.alias}$`));
    expect((await notifications(session.trim)).map((n) => n.id)).toContain('trim-result');
    expect(await badgeText(session.trim)).toBe('✓');
    await page.close();
  });

  it('uses the tab Chrome passes along with the command', async () => {
    await runCommand(session.trim, 'shorten-current-tab', { url: 'https://example.com/passed-tab' });
    expect(creates()).toHaveLength(1);
    expect(session.sandbox.store.state.links.some((l) => l.longUrl === 'https://example.com/passed-tab')).toBe(true);
  });

  it('a browser page: a notification saying it cannot be shortened, no request', async () => {
    await runCommand(session.trim, 'shorten-current-tab', { url: 'chrome://extensions/' });
    expect(creates()).toHaveLength(0);
    expect((await notifications(session.trim)).find((n) => n.id === 'trim-error')?.title).toBe('This page cannot be shortened');
  });

  it('other commands are ignored', async () => {
    await runCommand(session.trim, 'something-else', { url: 'https://example.com/ignored' });
    expect(session.sandbox.requests()).toHaveLength(0);
  });
});
