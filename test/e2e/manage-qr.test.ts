import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storageValue } from '@/test/harness/extension';
import { apiCalls, expectAccessible, openManage, screenshot, startManageSession, tableRows } from './manage-helpers';
import { lookupSettled, poll } from './popup-helpers';
import type { TrimSession } from './support';

// QR codes kept on the service (7.x): the manage section's list, form, page and channel; a
// 6.x service and a free plan told calmly; "Save on the service" from the popup.

let session: TrimSession;
const state = () => session.sandbox.store.state;
const pages: Page[] = [];
const track = (page: Page) => (pages.push(page), page);

async function signInAs(options: Parameters<TrimSession['sandbox']['addUser']>[0] | null) {
  const apiKey = options ? session.sandbox.addUser(options).apiKey : session.sandbox.apiKey;
  await session.configure({ connection: { baseUrl: session.sandbox.url, apiKey } });
  const sw = await session.trim.serviceWorker();
  await sw.evaluate(() => chrome.storage.local.remove(['reference:sandbox', 'qrSupport:sandbox']));
  await session.countFromHere();
}

beforeAll(async () => {
  session = await startManageSession();
});
afterAll(() => session?.close());
beforeEach(async () => {
  while (pages.length) await pages.pop()?.close();
  session.sandbox.setFlavor('v7');
  await signInAs(null);
});

describe('QR codes on a 7.x service', () => {
  it('lists the seeded code with its scans; create, edit, add to a channel, delete', async () => {
    const page = track(await openManage(session, '?section=qr'));
    await page.getByRole('heading', { level: 1, name: 'QR codes' }).waitFor();
    const rows = tableRows(page, 'QR codes');
    const poster = rows.filter({ hasText: 'Roadmap poster' });
    await poster.getByText('6 scans').waitFor();
    await poster.getByRole('img', { name: 'QR code “Roadmap poster”' }).waitFor();
    // The section's first page is the one request, and it told that the service has QR codes.
    expect(apiCalls(session)).toEqual(['GET /api/qr']);
    await poll(async () => (await storageValue<{ state: string }>(session.trim, 'qrSupport:sandbox'))?.state).toBe('yes');

    // New QR code: a Wi-Fi code in colours, previewed locally as it is typed.
    await page.getByRole('button', { name: 'New QR code' }).click();
    const create = page.getByRole('form', { name: 'New QR code' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Office Wi-Fi');
    await create.getByRole('combobox', { name: 'Type' }).selectOption('wifi');
    await create.getByRole('group', { name: 'Content' }).getByRole('textbox', { name: 'Network name (SSID)' }).fill('Trim HQ');
    await create.getByLabel('Password').fill('s3cret;pass');
    await create.getByLabel('Foreground colour').fill('#1e88e5');
    await create.getByRole('img', { name: /QR code for WIFI:T:WPA;S:Trim HQ;/ }).waitFor();
    await expectAccessible(page, 'QR code form');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `qr-form-${scheme}`);
    }
    await page.emulateMedia({ colorScheme: 'light' });
    await session.countFromHere();
    await create.getByRole('button', { name: 'Create QR code' }).click();
    await page.getByText('Created the QR code “Office Wi-Fi”.').waitFor();
    const made = state().qrCodes.find((code) => code.name === 'Office Wi-Fi')!;
    expect(made).toMatchObject({ type: 'wifi', data: { ssid: 'Trim HQ', pass: 's3cret;pass', encryption: 'WPA' }, foreground: 'rgb(30,136,229)', background: 'rgb(255,255,255)' });
    await rows.filter({ hasText: 'Office Wi-Fi' }).getByText('0 scans').waitFor();
    expect(apiCalls(session)).toEqual(['POST /api/qr/add', 'GET /api/qr']);

    // Edit: Trim remembers what it sent, so the form opens whole and sends the whole state.
    await rows.filter({ hasText: 'Office Wi-Fi' }).getByRole('button', { name: 'Edit Office Wi-Fi' }).click();
    const edit = page.getByRole('form', { name: /^Edit/ });
    expect(await edit.getByRole('textbox', { name: 'Network name (SSID)' }).inputValue()).toBe('Trim HQ');
    expect(await edit.getByLabel('Foreground colour').inputValue()).toBe('#1e88e5');
    await edit.getByRole('textbox', { name: 'Network name (SSID)' }).fill('Trim Guests');
    await edit.getByRole('button', { name: 'Save QR code' }).click();
    await page.getByText('Saved the QR code “Office Wi-Fi”.').waitFor();
    expect(state().qrCodes.find((code) => code.id === made.id)).toMatchObject({ data: { ssid: 'Trim Guests', pass: 's3cret;pass' }, foreground: 'rgb(30,136,229)' });

    // A code made elsewhere: its colours are read from its image; where it leads, which
    // another site's redirect hides, is asked for, never guessed.
    await poster.getByRole('button', { name: 'Edit Roadmap poster' }).click();
    const other = page.getByRole('form', { name: /^Edit/ });
    await other.getByText(/The service does not report where this code leads/).waitFor();
    expect(await other.getByLabel('Foreground colour').inputValue()).toBe('#1e88e5');
    await other.getByRole('textbox', { name: 'Address' }).fill('https://example.com/product/roadmap-2028');
    await other.getByRole('button', { name: 'Save QR code' }).click();
    await page.getByText('Saved the QR code “Roadmap poster”.').waitFor();
    expect(state().qrCodes.find((code) => code.name === 'Roadmap poster')).toMatchObject({ data: 'https://example.com/product/roadmap-2028', foreground: 'rgb(30,136,229)' });

    // Its page: statistics of the seeded scans, and add to a channel picked by name.
    await session.countFromHere();
    await poster.getByRole('button', { name: 'Statistics of Roadmap poster' }).click();
    const detail = page.getByRole('region', { name: 'Roadmap poster' });
    await detail.getByRole('heading', { name: 'Top countries' }).waitFor();
    await detail.getByText('Unique scans').waitFor();
    const channel = state().channels[0]!;
    // The channels come from the cache the popup shares, fetched when the picker is reached for.
    await detail.getByRole('combobox', { name: 'Add to channel' }).focus();
    await detail.getByRole('combobox', { name: 'Add to channel' }).selectOption({ label: channel.name });
    await detail.getByRole('button', { name: 'Add', exact: true }).click();
    await detail.getByText(`Added “Roadmap poster” to the channel “${channel.name}”.`).waitFor();
    const poster7 = state().qrCodes.find((code) => code.name === 'Roadmap poster')!;
    expect(state().channelItems.some((item) => item.type === 'qr' && item.itemId === poster7.id && item.channelId === channel.id)).toBe(true);
    await expectAccessible(page, 'QR code page');

    // Delete asks first.
    await rows.filter({ hasText: 'Office Wi-Fi' }).getByRole('button', { name: 'Delete Office Wi-Fi' }).click();
    await page.getByRole('dialog', { name: 'Delete this QR code?' }).getByRole('button', { name: 'Delete QR code' }).click();
    await page.getByText('Deleted the QR code “Office Wi-Fi”.').waitFor();
    expect(state().qrCodes.some((code) => code.name === 'Office Wi-Fi')).toBe(false);
  });

  it('a channel\'s "Add an item": a QR code picked by name, with one list request and none per keystroke', async () => {
    const poster = state().qrCodes.find((code) => code.name === 'Roadmap poster')!;
    // A channel that does not hold the poster yet (the test above may have added it to one).
    const channel = state().channels.find((c) => !state().channelItems.some((i) => i.channelId === c.id && i.type === 'qr' && i.itemId === poster.id))!;
    const page = track(await openManage(session, `?section=channels&id=${channel.id}`));
    const items = page.getByRole('region', { name: /^Items in/ });
    await items.getByRole('combobox', { name: 'Kind' }).waitFor();
    // The section's list and the channel's items are in before the picker's own requests are counted.
    await session.countFromHere();

    await items.getByRole('combobox', { name: 'Kind' }).selectOption('qr');
    const filter = items.getByRole('searchbox', { name: 'Find a QR code by name' });
    await filter.pressSequentially('roadmap');
    await items.getByRole('radio', { name: 'Roadmap poster' }).check();
    // The service cannot search codes: one list request when the kind was chosen, the name filtered here.
    await session.settled();
    expect(apiCalls(session)).toEqual(['GET /api/qr']);
    await expect.poll(() => items.getByRole('radio').count()).toBe(state().qrCodes.filter((code) => /roadmap/i.test(code.name)).length);
    await poll(async () => (await storageValue<{ state: string }>(session.trim, 'qrSupport:sandbox'))?.state).toBe('yes');
    await expectAccessible(page, 'channel QR picker');
    await mkdir('test-results/screenshots', { recursive: true });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await items.screenshot({ path: `test-results/screenshots/manage-channel-qr-picker-${scheme}.png`, animations: 'disabled' });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    await items.getByRole('button', { name: 'Add to channel' }).click();
    await items.getByText('Item has been successfully added to the channel.').waitFor();
    expect(state().channelItems.some((i) => i.channelId === channel.id && i.type === 'qr' && i.itemId === poster.id)).toBe(true);
    await items.getByRole('listitem').filter({ hasText: 'Roadmap poster' }).getByText('QR code ·').waitFor();
    expect(apiCalls(session).filter((call) => call.includes('/qr'))).toEqual(['GET /api/qr', `POST /api/channel/${channel.id}/assign/qr/${poster.id}`]);
  });

  it('"Save on the service" from the popup: one request, a dynamic link code in the chosen colours', async () => {
    const link = state().links.find((l) => l.alias === 'changelog')!;
    const page = track(await session.openPopup(link.longUrl));
    await page.getByRole('heading', { name: 'You already shortened this page' }).waitFor();
    await lookupSettled(page);
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByLabel('Foreground colour').fill('#c62828');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.screenshot({ path: `test-results/screenshots/popup-qr-save-${scheme}.png`, fullPage: true, animations: 'disabled' });
    }
    const shortUrl = (await page.getByRole('img', { name: /QR code for/ }).getAttribute('aria-label'))!.replace('QR code for ', '');
    expect(shortUrl).toMatch(/\/changelog$/);
    await session.countFromHere();
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByText(/Saved on the service as “.*\/changelog”: its scans are counted\./).waitFor();
    expect(apiCalls(session)).toEqual(['POST /api/qr/add']);
    const saved = state().qrCodes.at(-1)!;
    expect(saved).toMatchObject({ type: 'link', data: shortUrl, foreground: 'rgb(198,40,40)' });

    const manage = track(await openManage(session, '?section=qr'));
    await tableRows(manage, 'QR codes').filter({ hasText: '/changelog' }).getByText('0 scans').waitFor();
    for (const scheme of ['light', 'dark'] as const) {
      await manage.emulateMedia({ colorScheme: scheme });
      await screenshot(manage, `qr-section-${scheme}`);
    }
  });
});

describe('services and plans without QR codes', () => {
  it('a 6.x service: the section says so calmly, once, and asks no more', async () => {
    session.sandbox.setFlavor('v6');
    const page = track(await openManage(session, '?section=qr'));
    await page.getByText('This service has no QR codes.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New QR code' }).count()).toBe(0);
    expect(apiCalls(session)).toEqual(['GET /api/qr']);
    await expectAccessible(page, 'no QR codes');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `qr-none-${scheme}`);
    }
    // Known now: opening it again costs no request, and the popup does not offer to save.
    await session.countFromHere();
    await page.reload();
    await page.getByText('This service has no QR codes.').waitFor();
    const link = state().links.find((l) => l.alias === 'changelog')!;
    const popup = track(await session.openPopup(link.longUrl));
    await popup.getByRole('button', { name: 'Download PNG' }).waitFor();
    await lookupSettled(popup);
    expect(await popup.getByRole('button', { name: 'Save on the service' }).count()).toBe(0);
    expect(apiCalls(session).filter((call) => call.includes('/qr'))).toEqual([]);
  });

  it('a 6.x service: once the QR section learned there are none, a channel does not offer the QR kind', async () => {
    session.sandbox.setFlavor('v6');
    const section = track(await openManage(session, '?section=qr'));
    await section.getByText('This service has no QR codes.').waitFor();
    await poll(async () => (await storageValue<{ state: string }>(session.trim, 'qrSupport:sandbox'))?.state).toBe('none');
    await session.countFromHere();
    const channel = state().channels[0]!;
    const page = track(await openManage(session, `?section=channels&id=${channel.id}`));
    const kind = page.getByRole('region', { name: /^Items in/ }).getByRole('combobox', { name: 'Kind' });
    await kind.waitFor();
    expect(await kind.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))).toEqual(['links', 'bio']);
    expect(apiCalls(session).filter((call) => call.includes('/qr'))).toEqual([]);
  });

  it('a free plan is told its plan lacks QR codes', async () => {
    await signInAs({ plan: 'free' });
    const page = track(await openManage(session, '?section=qr'));
    await page.getByText('Your plan does not include QR codes').waitFor();
    expect(await page.getByRole('button', { name: 'New QR code' }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  });
});
