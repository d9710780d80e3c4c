import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { readQrImage } from '@/lib/qr/read';
import { apiCalls, expectAccessible, openManage, screenshot, startManageSession } from './manage-helpers';
import type { TrimSession } from './support';

// Issue 32, "Still wrong" for QR codes on the manage page: errors that outlive their fix, an
// email's message flattened to one line, a Wi-Fi network no phone can join, colours no phone
// can scan, and a code's page that never said what the code is, what it opens, nor offered
// the service's image.

let session: TrimSession;
const state = () => session.sandbox.store.state;
const pages: Page[] = [];
const track = (page: Page) => (pages.push(page), page);

beforeAll(async () => {
  session = await startManageSession();
  session.sandbox.setFlavor('v7');
});
afterAll(() => session?.close());
beforeEach(async () => {
  while (pages.length) await pages.pop()?.close();
  await session.countFromHere();
});

async function newForm(): Promise<{ page: Page; form: ReturnType<Page['getByRole']> }> {
  const page = track(await openManage(session, '?section=qr'));
  await page.getByRole('button', { name: 'New QR code' }).click();
  const form = page.getByRole('form', { name: 'New QR code' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
  return { page, form };
}

describe('the QR code form', () => {
  it('an error goes as soon as its field is corrected; the others stay until fixed', async () => {
    const { form } = await newForm();
    await form.getByRole('button', { name: 'Create QR code' }).click();
    await form.getByText('Enter a name.').waitFor();
    await form.getByText('Enter the content of the QR code.').waitFor();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Poster');
    await form.getByText('Enter a name.').waitFor({ state: 'detached' });
    expect(await form.getByText('Enter the content of the QR code.').count()).toBe(1);
    await form.getByRole('textbox', { name: 'Address' }).fill('https://example.com/poster');
    await form.getByText('Enter the content of the QR code.').waitFor({ state: 'detached' });
    expect(apiCalls(session).filter((call) => call !== 'GET /api/qr')).toEqual([]);
  });

  it("an email's message keeps its line breaks, in the code and when edited again", async () => {
    const { page, form } = await newForm();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Write to us');
    await form.getByRole('combobox', { name: 'Type' }).selectOption('email');
    await form.getByRole('textbox', { name: 'Email address' }).fill('team@example.com');
    const message = form.getByRole('textbox', { name: /^Message/ });
    await message.fill('Hello,\nplease call me back.\n\nThanks');
    await form.getByRole('button', { name: 'Create QR code' }).click();
    await page.getByText('Created the QR code “Write to us”.').waitFor();
    const made = state().qrCodes.find((code) => code.name === 'Write to us')!;
    expect(made.data).toEqual({ email: 'team@example.com', subject: '', body: 'Hello,\nplease call me back.\n\nThanks' });
    const image = await (await fetch(`${session.sandbox.url}/qr/${made.hash}`)).text();
    // The service wrote the breaks into the code itself.
    expect(readQrImage('image/svg+xml', image).text).toBe('mailto:team@example.com?body=Hello%2C%0Aplease%20call%20me%20back.%0A%0AThanks');

    await page.getByRole('button', { name: 'Edit Write to us' }).click();
    const edit = page.getByRole('form', { name: /^Edit/ });
    expect(await edit.getByRole('textbox', { name: /^Message/ }).inputValue()).toBe('Hello,\nplease call me back.\n\nThanks');
  });

  it('Wi-Fi with WPA or WEP and no password is refused, in words; an open network needs none', async () => {
    const { page, form } = await newForm();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Guest Wi-Fi');
    await form.getByRole('combobox', { name: 'Type' }).selectOption('wifi');
    await form.getByRole('textbox', { name: 'Network name (SSID)' }).fill('Trim Guests');
    await form.getByRole('button', { name: 'Create QR code' }).click();
    await form.getByText('Enter the network’s password: phones cannot join a WPA or WEP network without it.', { exact: false }).waitFor();
    await form.getByRole('combobox', { name: 'Encryption' }).selectOption('WEP');
    await form.getByRole('button', { name: 'Create QR code' }).click();
    await form.getByText('phones cannot join a WPA or WEP network', { exact: false }).waitFor();
    expect(apiCalls(session).filter((call) => call !== 'GET /api/qr')).toEqual([]);
    // An open network: nothing to enter, and the error goes at once.
    await form.getByRole('combobox', { name: 'Encryption' }).selectOption('nopass');
    await form.getByText('phones cannot join a WPA or WEP network', { exact: false }).waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Create QR code' }).click();
    await page.getByText('Created the QR code “Guest Wi-Fi”.').waitFor();
    expect(state().qrCodes.find((code) => code.name === 'Guest Wi-Fi')).toMatchObject({ type: 'wifi', data: { ssid: 'Trim Guests', pass: '', encryption: 'nopass' } });
  });

  it('colours a phone cannot tell apart are refused; a weak pair is warned about and allowed', async () => {
    const { page, form } = await newForm();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Pale poster');
    await form.getByRole('textbox', { name: 'Address' }).fill('https://example.com/pale');
    await form.getByLabel('Foreground colour').fill('#eeeeee');
    await form.getByText('These colours are too close for a phone to tell apart: make the foreground darker or the background lighter.').waitFor();
    await form.getByRole('button', { name: 'Create QR code' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('qr-new-foreground');
    expect(apiCalls(session).filter((call) => call !== 'GET /api/qr')).toEqual([]);
    await form.getByLabel('Foreground colour').fill('#999999');
    await form.getByText('Low contrast: some phones may not scan this code.', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Create QR code' }).click();
    await page.getByText('Created the QR code “Pale poster”.').waitFor();
    expect(state().qrCodes.find((code) => code.name === 'Pale poster')).toMatchObject({ foreground: 'rgb(153,153,153)' });
  });
});

describe("a QR code's page", () => {
  it("says what the code is and opens, offers the service's image, and shows no social sites", async () => {
    const landing = `${session.sandbox.url}/menu-of-the-day`;
    const res = await fetch(`${session.sandbox.url}/api/qr/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.sandbox.apiKey}` },
      body: JSON.stringify({ type: 'link', data: landing, name: 'Table card', foreground: 'rgb(0,77,64)', background: 'rgb(255,255,255)' }),
    });
    const { id } = (await res.json()) as { id: number };
    const page = track(await openManage(session, `?section=qr&id=${id}`));
    const detail = page.getByRole('region', { name: 'Table card' });
    await detail.getByText(landing).waitFor();
    await detail.locator('dt', { hasText: 'Opens' }).waitFor();
    await detail.locator('dd', { hasText: 'Link' }).waitFor();
    await detail.getByRole('heading', { name: 'Top countries' }).waitFor();
    expect(await detail.getByRole('heading', { name: 'Clicks from social sites' }).count()).toBe(0);

    const code = state().qrCodes.find((c) => c.id === id)!;
    const served = await (await fetch(`${session.sandbox.url}/qr/${code.hash}`)).text();
    const [download] = await Promise.all([page.waitForEvent('download'), detail.getByRole('button', { name: 'Download SVG' }).click()]);
    // Written by Trim from what it read (issue 41): the code as served, in its colours and scale.
    expect(readQrImage('image/svg+xml', await readFile((await download.path())!, 'utf8'))).toEqual(readQrImage('image/svg+xml', served));
    await detail.getByRole('button', { name: 'Download PNG' }).waitFor();
    await expectAccessible(page, 'QR code page');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `qr-page-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    // Reading the code cost no API request beyond the page's own.
    expect(apiCalls(session).filter((call) => call.startsWith('GET /api/qr/'))).toEqual([`GET /api/qr/${id}`]);
  });

  it('a Wi-Fi code: its type and network, never its password', async () => {
    const res = await fetch(`${session.sandbox.url}/api/qr/add`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.sandbox.apiKey}` },
      body: JSON.stringify({ type: 'wifi', data: { ssid: 'Trim HQ', pass: 'hunter22', encryption: 'WPA' }, name: 'Office network' }),
    });
    const { id } = (await res.json()) as { id: number };
    const page = track(await openManage(session, `?section=qr&id=${id}`));
    const detail = page.getByRole('region', { name: 'Office network' });
    await detail.getByText('Wi-Fi or Text: its image does not tell which').waitFor();
    await detail.locator('dd', { hasText: 'Trim HQ' }).waitFor();
    await detail.locator('dd', { hasText: 'WPA' }).waitFor();
    expect(await detail.getByText('hunter22').count()).toBe(0);
  });
});
