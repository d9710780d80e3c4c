import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { listBody, phpJson } from '@/lib/api/test-utils';
import { testConnection } from '@/lib/connection/test-utils';
import { TEST_ACCOUNT } from '@/lib/reference/test-utils';
import { AccountSection } from '@/components/manage/account/AccountSection';
import { ChannelItems } from '@/components/manage/channels/ChannelItems';

// Issue #41: the manage page shows no image from another site. What a list names (the avatar
// the service points at, a link's destination as its preview) is shown as words, never fetched.

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

describe('no image from another site', () => {
  it("the account's picture is its initial, never the Gravatar address the service names", async () => {
    const gravatar = 'https://www.gravatar.com/avatar/0bc83cb571cd1c50ba6f3e8a78ef1346';
    const { connection, requests } = testConnection(() => ({ body: phpJson({ error: 0, data: { ...TEST_ACCOUNT, avatar: gravatar } }) }));
    const { container } = render(<AccountSection />, { wrapper: withConnection(connection) });
    await screen.findByRole('heading', { name: 'demo' });
    expect(container.querySelector('.avatar')?.textContent).toBe('D');
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('gravatar');
    expect(requests.map((request) => request.url.pathname)).toEqual(['/api/account']);
  });

  it("a channel's link whose destination is an image shows that address as text, and its kind's initial", async () => {
    const item = { type: 'links', id: 9, title: 'Team photo', preview: 'https://photos.example/team.png', link: 'https://short.test/photo', date: '2026-01-01' };
    const { connection } = testConnection((request) => (request.url.pathname === '/api/channel/3' ? { body: listBody('items', [item]) } : { body: listBody('urls', []) }));
    const { container } = render(<ChannelItems id={3} channel={undefined} subPage={1} />, { wrapper: withConnection(connection) });
    const card = (await screen.findByText('Team photo')).closest('li')!;
    expect(card.querySelector('img')).toBeNull();
    expect(card.querySelector('.item-preview')?.textContent).toBe('L');
    expect(screen.getByText('https://photos.example/team.png')).toBeTruthy();
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });
});
