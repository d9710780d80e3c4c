import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiCalls, expectAccessible, openManage, screenshot, startManageSession, tableRows } from './manage-helpers';
import type { TrimSession } from './support';

// Issue 32, item 5: a QR code made elsewhere (the service's dashboard, another tool) keeps its
// type, content, colours and logo through an edit in Trim. The service reports only a code's
// name: Trim reads the rest from the code's hosted image, and asks for what an image cannot tell.

let session: TrimSession;
const state = () => session.sandbox.store.state;
const pages: Page[] = [];
const track = (page: Page) => (pages.push(page), page);

/** Made through the service's API, as its dashboard or another tool would: Trim never saw it. */
async function makeElsewhere(body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${session.sandbox.url}/api/qr/add`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.sandbox.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { error: number; id: number; message?: string };
  if (answer.error !== 0) throw new Error(answer.message);
  return answer.id;
}

const stored = (id: number) => state().qrCodes.find((code) => code.id === id)!;
const RED_ON_BLUE = { foreground: 'rgb(220,20,60)', background: 'rgb(0,0,139)', logo: 'https://cdn.example.com/brand/logo.png' };

beforeAll(async () => {
  session = await startManageSession();
  session.sandbox.setFlavor('v7');
});
afterAll(() => session?.close());
beforeEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

/** The page in light and dark. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshot(page, `${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Opens the code's edit form from the list and waits until Trim has read what it can. */
async function editForm(page: Page, name: string): Promise<Locator> {
  await tableRows(page, 'QR codes')
    .filter({ hasText: name })
    .getByRole('button', { name: `Edit ${name}`, exact: true })
    .click();
  const form = page.getByRole('form', { name: /^Edit/ });
  await form.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
  return form;
}

describe('a QR code made elsewhere, renamed in Trim', () => {
  const landing = () => `${session.sandbox.url}/spring-poster-landing`;
  const CASES = () => [
    { name: 'Elsewhere link', type: 'link', data: landing(), field: { label: 'Address', value: landing() } },
    { name: 'Elsewhere text', type: 'text', data: 'Opening hours: 9–17, Mon–Fri', field: { label: 'Text', value: 'Opening hours: 9–17, Mon–Fri' } },
    { name: 'Elsewhere phone', type: 'phone', data: '+49 30 1234567', field: { label: 'Phone number', value: '+49 30 1234567' } },
    { name: 'Elsewhere text like a phone', type: 'text', data: 'tel:+15550100', field: { label: 'Text', value: 'tel:+15550100' } },
    {
      name: 'Elsewhere email',
      type: 'email',
      data: { email: 'team@example.com', subject: 'Hello & welcome', body: 'Line one\nLine two' },
      field: { label: 'Subject', value: 'Hello & welcome' },
    },
    { name: 'Elsewhere SMS', type: 'sms', data: { phone: '+15551234', message: 'Reply YES; or NO' }, field: { label: 'Message', value: 'Reply YES; or NO' } },
    {
      name: 'Elsewhere Wi-Fi',
      type: 'wifi',
      data: { ssid: 'Trim HQ; Guests', pass: 's3cret:pass', encryption: 'WEP' },
      field: { label: 'Network name (SSID)', value: 'Trim HQ; Guests' },
    },
    {
      name: 'Elsewhere card',
      type: 'vcard',
      data: { fname: 'Ada', lname: 'Lovelace', phone: '+44 20 7946 0000', email: 'ada@example.com', site: 'https://ada.example.com' },
      field: { label: 'Last name', value: 'Lovelace' },
    },
  ];

  it('every type keeps its type, content, colours and logo; an image that fits two types is asked about, never guessed', async () => {
    const made = [];
    for (const code of CASES()) made.push({ ...code, id: await makeElsewhere({ type: code.type, data: code.data, name: code.name, ...RED_ON_BLUE }) });
    const page = track(await openManage(session, '?section=qr'));
    await tableRows(page, 'QR codes').filter({ hasText: 'Elsewhere card' }).waitFor();

    for (const code of made) {
      const form = await editForm(page, code.name);
      const type = form.getByRole('combobox', { name: 'Type' });
      if (await type.isEnabled()) {
        // Only where the image fits two types: the form names both and waits for a choice.
        expect(await type.inputValue()).toBe('');
        await form.getByText(/fits two types, .* and Text/).waitFor();
        if (code.type === 'wifi') await shoot(page, 'qr-edit-elsewhere-ask');
        await type.selectOption(code.type);
      } else {
        expect(await type.inputValue()).toBe(code.type);
      }
      const content = form.getByRole('group', { name: 'Content' });
      // Optional fields' labels end in "(optional)".
      expect(await content.getByLabel(new RegExp(`^${code.field.label.replace(/[()]/g, '\\$&')}( \\(optional\\))?$`)).inputValue()).toBe(code.field.value);
      expect(await form.getByLabel('Foreground colour').inputValue()).toBe('#dc143c');
      expect(await form.getByLabel('Background colour').inputValue()).toBe('#00008b');
      expect(await form.getByRole('textbox', { name: 'Logo' }).inputValue()).toBe(RED_ON_BLUE.logo);
      if (code.type === 'wifi') {
        await expectAccessible(page, 'QR edit form, made elsewhere');
        await shoot(page, 'qr-edit-elsewhere');
      }
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill(`${code.name} (renamed)`);
      await session.countFromHere();
      await form.getByRole('button', { name: 'Save QR code' }).click();
      await page.getByText(`Saved the QR code “${code.name} (renamed)”.`).waitFor();
      // One write, and reading the code cost no API request (its image is public).
      expect(apiCalls(session).filter((call) => call !== 'GET /api/qr')).toEqual([`PUT /api/qr/${code.id}/update`]);
      expect(stored(code.id)).toMatchObject({ name: `${code.name} (renamed)`, type: code.type, data: code.data, ...RED_ON_BLUE });
    }
  });

  it('a link code leading to another site: the form says it cannot tell where, keeps the field empty and required, and sends no guess', async () => {
    // Another origin, which answers Trim's browser only if it allows it (it does not): the redirect cannot be followed there.
    const elsewhere = session.sandbox.url.replace('127.0.0.1', 'brand.localhost') + '/spring-offer';
    const id = await makeElsewhere({ type: 'link', data: elsewhere, name: 'Poster to another site', ...RED_ON_BLUE });
    const page = track(await openManage(session, '?section=qr'));
    const form = await editForm(page, 'Poster to another site');
    const address = form.getByRole('group', { name: 'Content' }).getByRole('textbox', { name: 'Address' });
    expect(await address.inputValue()).toBe('');
    await form.getByText('The service does not report where this code leads, and Trim could not follow it there.', { exact: false }).waitFor();
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Poster, renamed');
    await session.countFromHere();
    await form.getByRole('button', { name: 'Save QR code' }).click();
    await form.getByText('Enter the content of the QR code.').waitFor();
    await session.settled();
    expect(apiCalls(session)).toEqual([]);
    expect(stored(id)).toMatchObject({ name: 'Poster to another site', data: elsewhere });

    await address.fill(elsewhere);
    // Corrected, the error goes at once.
    await form.getByText('Enter the content of the QR code.').waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Save QR code' }).click();
    await page.getByText('Saved the QR code “Poster, renamed”.').waitFor();
    expect(stored(id)).toMatchObject({ name: 'Poster, renamed', type: 'link', data: elsewhere, ...RED_ON_BLUE });
  });

  it("a code Trim made and then changed elsewhere: the form shows the service's state, not what Trim remembers", async () => {
    const page = track(await openManage(session, '?section=qr'));
    await page.getByRole('button', { name: 'New QR code' }).click();
    const create = page.getByRole('form', { name: 'New QR code' });
    await create.getByRole('textbox', { name: 'Name', exact: true }).fill('Front desk');
    await create.getByRole('combobox', { name: 'Type' }).selectOption('phone');
    await create.getByRole('textbox', { name: 'Phone number' }).fill('+15550199');
    await create.getByRole('button', { name: 'Create QR code' }).click();
    await page.getByText('Created the QR code “Front desk”.').waitFor();
    const code = state().qrCodes.find((c) => c.name === 'Front desk')!;
    // On the dashboard: a new colour and another number.
    Object.assign(code, { foreground: 'rgb(0,100,0)', data: '+15550123' });

    const form = await editForm(page, 'Front desk');
    await form.getByText('Trim did not make this code, or it changed since').waitFor();
    await form.getByRole('combobox', { name: 'Type' }).selectOption('phone');
    expect(await form.getByRole('textbox', { name: 'Phone number' }).inputValue()).toBe('+15550123');
    expect(await form.getByLabel('Foreground colour').inputValue()).toBe('#006400');
    await form.getByRole('button', { name: 'Save QR code' }).click();
    await page.getByText('Saved the QR code “Front desk”.').waitFor();
    expect(stored(code.id)).toMatchObject({ type: 'phone', data: '+15550123', foreground: 'rgb(0,100,0)' });
  });
});
