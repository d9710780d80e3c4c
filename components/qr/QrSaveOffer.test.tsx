import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { BASE } from '@/lib/api/test-utils';
import { testConnection } from '@/lib/connection/test-utils';
import { HOSTILE_IMAGES, serviceSvg } from '@/lib/qr/read/test-utils';
import { QrSaveOffer, type SavedCode } from './QrSaveOffer';

// Issue 41: once the service has saved the code, reading its image back is Trim's own business.
// An image Trim cannot read leaves the code saved, and says why there is no download; it never
// turns the save into a failure.

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

/** Presses Save on a service that saves the code and serves `image` as its picture. */
async function saveWithImage(image: string): Promise<SavedCode> {
  const { connection } = testConnection((request) =>
    request.method === 'POST' ? { body: `{"error":0,"id":9,"link":"${BASE}/qr/abc"}` } : { body: image, headers: { 'Content-Type': 'image/svg+xml' } },
  );
  const onSaved = vi.fn<(code: SavedCode) => void>();
  render(<QrSaveOffer value="https://sho.rt/abc" colours={{ foreground: '#000000', background: '#ffffff' }} onColours={() => {}} onSaved={onSaved} />, {
    wrapper: withConnection(connection),
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Save on the service' }));
  await screen.findByText('Saved on the service as “sho.rt/abc”: its scans are counted.');
  expect(onSaved).toHaveBeenCalledTimes(1);
  return onSaved.mock.calls[0]![0];
}

describe('Save on the service, and the image it serves', () => {
  it('a copy Trim reads: the panel shows and downloads it', async () => {
    const code = await saveWithImage(serviceSvg(`${BASE}/q/abc`));
    expect(code.copy).toMatchObject({ text: `${BASE}/q/abc` });
    expect(screen.getByText(/The code above and its downloads are now the service’s copy/)).toBeTruthy();
  });

  it.each([
    { name: 'a character reference past Unicode (&#99999999;)', svg: serviceSvg(`${BASE}/q/abc`, { fg: '&#99999999;' }) },
    ...HOSTILE_IMAGES.map(({ name, svg }) => ({ name, svg })),
  ])('$name: saved, and Trim says it could not read the copy; no failure', async ({ svg }) => {
    const code = await saveWithImage(svg);
    expect(code.copy).toBeNull();
    expect(screen.getByText('Trim could not read the service’s copy, so it offers no download: open its image to save it.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
