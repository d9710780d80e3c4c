import { cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { withConnection } from '@/components/connection/testing';
import { useAction } from '@/components/manage/use-resource';
import { BASE } from '@/lib/api/test-utils';
import { testConnection } from '@/lib/connection/test-utils';
import { HOSTILE_IMAGES, serviceSvg } from '@/lib/qr/read/test-utils';
import { QrForm } from './QrForm';

// Issue 41: opening Edit reads the code's image from the service. A hostile one froze the manage
// page for seconds; now it is a code Trim could not read, and the form says so.

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

function EditForm({ id }: { id: number }) {
  const action = useAction();
  return <QrForm editing={{ id, link: `${BASE}/qr/${id}`, scans: 0, name: 'Poster', date: '2026-11-02 10:00:00' }} action={action} onDone={() => {}} onCancel={() => {}} />;
}

// The page keeps what it read of each code: every test edits a code of its own.
let lastId = 0;

function editWithImage(image: string) {
  const { connection, requests } = testConnection(() => ({ body: image, headers: { 'Content-Type': 'image/svg+xml' } }));
  const id = ++lastId;
  render(<EditForm id={id} />, { wrapper: withConnection(connection) });
  return { id, requests };
}

describe("the edit form of a code, by what the service's image holds", () => {
  it('a code Trim reads: its type and content', async () => {
    editWithImage(serviceSvg('Opening hours: 9–17'));
    const text = await screen.findByRole('textbox', { name: 'Text' });
    expect((text as HTMLTextAreaElement).value).toBe('Opening hours: 9–17');
  });

  it.each(HOSTILE_IMAGES)('$name: the form opens and says Trim could not read the image', async ({ svg }) => {
    const { id, requests } = editWithImage(svg);
    await screen.findByText(/^Trim could not read this code’s image, so it knows neither its type nor its content\./);
    expect((screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement).value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual([`GET /qr/${id}`]);
  });
});
