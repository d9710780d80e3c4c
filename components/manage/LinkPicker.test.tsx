import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withConnection } from '@/components/connection/testing';
import { fail, listBody, type Responder } from '@/lib/api/test-utils';
import { testConnection } from '@/lib/connection/test-utils';
import { LinkPicker } from './LinkPicker';

// A channel's "Add item" and a redirect's "Use on a link" pick a link with this one search.

afterEach(cleanup);

const GOOGLE = {
  id: 2,
  alias: 'google',
  shorturl: 'https://short.test/google',
  longurl: 'https://google.com',
  clicks: 0,
  title: 'Google',
  description: '',
  date: '2020-11-10 18:01:43',
};
const MAPS = { ...GOOGLE, id: 3, alias: 'maps', shorturl: 'https://short.test/maps', longurl: 'https://maps.google.com', title: 'Maps' };

function show(respond: Responder) {
  const { connection, requests } = testConnection(respond);
  const onPick = vi.fn();
  const onSearch = vi.fn();
  render(<LinkPicker id="pick" action="Use this link" busy={false} onPick={onPick} onSearch={onSearch} />, { wrapper: withConnection(connection) });
  const search = (text: string) => {
    fireEvent.input(screen.getByRole('searchbox', { name: /find a link/i }), { target: { value: text } });
    fireEvent.submit(screen.getByRole('search'));
  };
  return { requests, onPick, onSearch, search };
}

describe('LinkPicker', () => {
  it('searches once per submit, offers what it found with the first chosen, and hands over the one the user picks', async () => {
    const { requests, onPick, onSearch, search } = show(() => ({ body: listBody('urls', [GOOGLE, MAPS]) }));
    search('  google  ');
    const maps = await screen.findByRole('radio', { name: /short\.test\/maps/ });
    expect(screen.getByRole('radio', { name: /short\.test\/google/ })).toHaveProperty('checked', true);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.searchParams.get('q')).toBe('google');
    expect(onSearch).toHaveBeenCalledOnce();
    fireEvent.click(maps);
    fireEvent.click(screen.getByRole('button', { name: 'Use this link' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 3, shorturl: 'https://short.test/maps' }));
  });

  it('says when nothing matches, with no action to press', async () => {
    const { search } = show(() => ({ body: listBody('urls', []) }));
    search('nothing');
    await screen.findByText(/no link matches/i);
    expect(screen.queryByRole('button', { name: 'Use this link' })).toBeNull();
  });

  it('shows the service’s refusal and keeps what the user typed', async () => {
    const { search } = show(() => fail('Too Many API Requests.', 429));
    search('google');
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    expect(screen.getByRole('searchbox', { name: /find a link/i })).toHaveProperty('value', 'google');
  });
});
