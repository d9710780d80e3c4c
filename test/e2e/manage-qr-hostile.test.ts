import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readQrImage } from '@/lib/qr/read';
import { HOSTILE_IMAGES } from '@/lib/qr/read/test-utils';
import { openManage, startManageSession, tableRows } from './manage-helpers';
import type { TrimSession } from './support';

// Issue 41, items 1 and 6, in Chromium: a code whose hosted image is hostile. An 80 kB one froze
// the manage page as Edit opened; one that carries a script went into "Download SVG" as it was.
// The sandbox draws honest images: the browser is handed the hostile one in its place.

let session: TrimSession;
const pages: Page[] = [];
const track = (page: Page) => (pages.push(page), page);

beforeAll(async () => {
  session = await startManageSession();
  session.sandbox.setFlavor('v7');
});
afterAll(() => session?.close());
afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
  await session.trim.context.unrouteAll();
});

/** A code made on the service, whose image the browser then receives as `image` (given the one the service draws). */
async function codeServing(name: string, image: (served: string) => string): Promise<{ id: number; served: string }> {
  const res = await fetch(`${session.sandbox.url}/api/qr/add`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.sandbox.apiKey}` },
    body: JSON.stringify({ type: 'link', data: `${session.sandbox.url}/spring`, name, foreground: 'rgb(0,77,64)' }),
  });
  const { id, link } = (await res.json()) as { id: number; link: string };
  const served = image(await (await fetch(link)).text());
  await session.trim.context.route(link, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: served }));
  return { id, served };
}

describe('a code whose hosted image is hostile', () => {
  it('80 kB of one attribute: Edit opens at once, says Trim could not read the image, and takes what is typed', async () => {
    await codeServing('Frozen poster', () => HOSTILE_IMAGES[0].svg);
    const page = track(await openManage(session, '?section=qr'));
    await tableRows(page, 'QR codes').filter({ hasText: 'Frozen poster' }).getByRole('button', { name: 'Edit Frozen poster', exact: true }).click();
    const form = page.getByRole('form', { name: /^Edit/ });
    await form.getByText('Trim could not read this code’s image, so it knows neither its type nor its content.', { exact: false }).waitFor();
    const name = form.getByRole('textbox', { name: 'Name', exact: true });
    await name.fill('Poster, renamed');
    expect(await name.inputValue()).toBe('Poster, renamed');
    expect(await form.getByRole('combobox', { name: 'Type' }).inputValue()).toBe('');
  });

  it('a readable code with a script, event handlers and foreign markup: the SVG downloaded is the code alone, written by Trim', async () => {
    const hostile = (served: string) =>
      served
        // Another colour than the service's: the file shows which image the page read.
        .replace('<g fill="rgb(0,77,64)">', '<g fill="rgb(183,28,28)">')
        .replace('<svg ', '<svg onload="alert(document.domain)" ')
        .replace(
          '</svg>',
          '<script>alert(document.domain)</script><foreignObject width="9" height="9"><p xmlns="http://www.w3.org/1999/xhtml" onclick="alert(1)">x</p></foreignObject><a href="javascript:alert(1)"><text>Scan</text></a></svg>',
        );
    const { id, served } = await codeServing('Scripted poster', hostile);
    const page = track(await openManage(session, `?section=qr&id=${id}`));
    const detail = page.getByRole('region', { name: 'Scripted poster' });
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Download SVG' }).click()]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).not.toMatch(/script|onload|onclick|foreignObject|javascript:|<a\b|<text/i);
    expect(readQrImage('image/svg+xml', file)).toEqual(readQrImage('image/svg+xml', served));
    expect(readQrImage('image/svg+xml', file)).toMatchObject({ text: expect.stringContaining('/q/'), foreground: '#b71c1c' });
  });
});
