import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ExistingLink } from './ExistingLink';

// The QR panel is a lazy chunk: loaded here first, so its import never outlives the file and
// each render shows it at once. Each test then waits for it, so none ends mid-load either.
beforeAll(() => import('@/components/qr'));
afterEach(cleanup);

const link = { id: 7, shorturl: 'https://sho.rt/abc', longurl: 'https://example.com/', title: 'Example', date: '2026-11-22 14:05:00' };

describe('ExistingLink', () => {
  it.each([
    [3, '3 clicks · created Nov 22, 2026'],
    [1, '1 click · created Nov 22, 2026'],
    // A server that does not report clicks: no made-up 0.
    [null, 'Created Nov 22, 2026'],
  ])('clicks %j: %s', async (clicks, line) => {
    render(<ExistingLink link={{ ...link, clicks }} copyFormat="plain" />);
    expect(screen.getByText(line)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download PNG' })).toBeTruthy();
  });
});
