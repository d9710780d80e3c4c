import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { withConnection } from '@/components/connection/testing';
import { testConnection } from '@/lib/connection/test-utils';
import { HostedQrImage } from './HostedQrImage';

// Issue #41: a code's hosted image reaches the page without the browser's cookies for the
// service (an <img> of its address would carry them) and without the key.

afterEach(cleanup);

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><rect width="21" height="21" fill="#fff"/></svg>';

describe('HostedQrImage', () => {
  it('shows the image the service hosts from memory, fetched without its cookies or the key', async () => {
    const { connection, requests } = testConnection(() => ({ body: SVG, headers: { 'Content-Type': 'image/svg+xml' } }));
    render(<HostedQrImage class="qr-large" link="https://short.test/qr/abc" alt="QR code “Poster”" size={160} />, { wrapper: withConnection(connection) });
    const image = await screen.findByRole<HTMLImageElement>('img', { name: 'QR code “Poster”' });
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(requests.map(({ url, headers, credentials, mode }) => [url.href, headers.get('Authorization'), credentials, mode])).toEqual([
      ['https://short.test/qr/abc', null, 'omit', 'same-origin'],
    ]);
  });

  it('an address that serves no image, or one on another site, shows an empty frame and asks that site nothing', async () => {
    const { connection, requests } = testConnection(() => ({ status: 200, body: '<!doctype html><p>Sign in', headers: { 'Content-Type': 'text/html' } }));
    const { container } = render(
      <>
        <HostedQrImage class="qr-thumb" link="https://short.test/qr/login" alt="QR code “Poster”" size={48} />
        <HostedQrImage class="qr-thumb" link="https://cdn.elsewhere.test/qr/abc.svg" alt="QR code “Other”" size={48} />
      </>,
      { wrapper: withConnection(connection) },
    );
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url.host).toBe('short.test');
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelectorAll('span.qr-thumb[aria-hidden="true"]')).toHaveLength(2);
  });
});
