import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiErrorAlert } from '@/components/ui';
import { ApiError } from '@/lib/api';
import { emptyShortenForm } from '@/lib/shorten/form-model';
import { EMPTY_REFERENCE } from '@/lib/reference/data';
import { DEFAULT_SETTINGS } from '@/lib/settings/schema';
import { withConnection } from '@/components/connection/testing';
import { phpJson } from '@/lib/api/test-utils';
import { testConnection } from '@/lib/connection/test-utils';
import { ShortenForm } from './ShortenForm';
import { useShorten } from './use-shorten';

const create = vi.fn();
// Shortens reach a fake service: `create` decides each answer from the body that was sent.
const { connection } = testConnection(async (request) => {
  try {
    const link = (await create(request.json)) as { id: number; shorturl: string };
    return { body: phpJson({ error: 0, ...link }) };
  } catch (error) {
    const refusal = error as ApiError;
    if (refusal.kind === 'server') return { status: 500, body: '<html>Server error</html>', headers: { 'Content-Type': 'text/html' } };
    return { body: phpJson({ error: 1, message: refusal.serverMessage ?? refusal.message }) };
  }
});

function Harness() {
  const shorten = useShorten(emptyShortenForm('https://example.com/page'), { ...DEFAULT_SETTINGS, autoCopy: false });
  const [open, setOpen] = useState(false);
  if (shorten.created) return <p>Created {shorten.created.shorturl}</p>;
  return (
    <ShortenForm
      form={shorten}
      reference={{ data: { ...EMPTY_REFERENCE, campaigns: [{ id: 5, name: '<b>Spring</b>', public: false, rotator: false, list: '', views: null }] }, loading: false }}
      blockedReason={shorten.blockedUntil ? 'Waiting for the request limit to reset.' : undefined}
      advanced={{ open, toggle: setOpen }}
      notice={<ApiErrorAlert error={shorten.failure} />}
    />
  );
}

const aliasInput = () => screen.getByLabelText(/Custom alias/) as HTMLInputElement;
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

beforeEach(() => create.mockReset());
afterEach(cleanup);

describe('ShortenForm with useShorten', () => {
  it('a taken alias shows beside the alias field; the form keeps every value; no alert', async () => {
    create.mockRejectedValueOnce(
      new ApiError('rejected', 'server-message', 'That alias is taken. Please choose another one.', { serverMessage: 'That alias is taken. Please choose another one.' }),
    );
    render(<Harness />, { wrapper: withConnection(connection) });
    fireEvent.input(aliasInput(), { target: { value: 'taken' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(aliasInput().getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(aliasInput())).toContain('That alias is taken');
    expect(aliasInput().value).toBe('taken');
    expect((screen.getByLabelText('Long URL') as HTMLInputElement).value).toBe('https://example.com/page');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('other failures: an alert with the described title and hint; values kept; a retry sends once more', async () => {
    create.mockRejectedValueOnce(new ApiError('server', 'server-failed', 'HTTP 500', { status: 500 }));
    create.mockResolvedValueOnce({ id: 9, shorturl: 'https://sho.rt/x' });
    render(<Harness />, { wrapper: withConnection(connection) });
    fireEvent.input(aliasInput(), { target: { value: 'keep-me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service had an internal error');
    expect(aliasInput().value).toBe('keep-me');
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await screen.findByText('Created https://sho.rt/x');
    expect(create).toHaveBeenCalledTimes(2);
    expect(create.mock.calls[1]![0]).toMatchObject({ url: 'https://example.com/page', custom: 'keep-me' });
  });

  it('invalid input is refused before sending; the first invalid field gets focus', async () => {
    render(<Harness />, { wrapper: withConnection(connection) });
    fireEvent.input(aliasInput(), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(document.activeElement).toBe(aliasInput()));
    expect(describedText(aliasInput())).toMatch(/at least 3/);
    expect(create).not.toHaveBeenCalled();
  });

  it('an error in the advanced section opens it', async () => {
    render(<Harness />, { wrapper: withConnection(connection) });
    fireEvent.click(screen.getByText('More options'));
    const details = document.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const image = await screen.findByLabelText(/Meta image/);
    fireEvent.input(image, { target: { value: 'not-an-image' } });
    details.open = false;
    fireEvent(details, new Event('toggle'));
    await waitFor(() => expect(screen.queryByLabelText(/Meta image/)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Meta image/)));
    expect((screen.getByLabelText(/Meta image/) as HTMLInputElement).value).toBe('not-an-image');
  });

  it('rate-limited: Shorten is disabled with the reason', async () => {
    create.mockRejectedValueOnce(new ApiError('rate-limited', 'rate-limited', 'Too Many API Requests.', { retryAfter: 30 }));
    render(<Harness />, { wrapper: withConnection(connection) });
    fireEvent.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Shorten' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText('Waiting for the request limit to reset.')).toBeTruthy();
  });

  it('server names in the pickers are text', () => {
    render(<Harness />, { wrapper: withConnection(connection) });
    fireEvent.click(screen.getByText('More options'));
    const details = document.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const option = screen.getByRole('option', { name: '<b>Spring</b>' });
    expect(option.querySelector('b')).toBeNull();
  });
});
