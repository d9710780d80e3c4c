import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiRequests } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// What the user types is checked before anything is sent, and each problem is said beside
// its field (aria-invalid + aria-describedby), not in a banner: the popup's URL, alias,
// expiry, targeting rows, meta image and parameters, and the manage page's HEX colour. The
// options page's address and key are covered by options.test.ts, the paste box by popup.test.ts.

let session: TrimSession;
const pages: Page[] = [];

beforeAll(async () => {
  session = await startSession({ sandbox: { rateLimit: 10_000 } });
});

afterEach(async () => {
  while (pages.length) await pages.pop()?.close();
});

afterAll(async () => {
  await session?.close();
});

async function open(path: string): Promise<Page> {
  const page = await session.trim.openPage(path);
  pages.push(page);
  return page;
}

/** The message linked to an invalid control, or null when the control is not marked invalid. */
async function messageBeside(control: Locator): Promise<string | null> {
  if ((await control.getAttribute('aria-invalid')) !== 'true') return null;
  const [first] = ((await control.getAttribute('aria-describedby')) ?? '').split(' ');
  if (!first) return '';
  return (await control.page().locator(`[id="${first}"]`).textContent())?.trim() ?? '';
}

const creates = () => apiRequests(session).filter((r) => r.method === 'POST' && r.path.endsWith('/add'));

describe('input is checked before sending, with the message beside the field', () => {
  it('popup: URL, alias, expiry, targeting rows, meta image and parameters', async () => {
    const page = await open(`popup.html?url=${encodeURIComponent('https://example.com/checked')}`);
    await page.getByRole('button', { name: 'Shorten', exact: true }).waitFor();
    await session.countFromHere();

    const field = (name: string | RegExp) => page.getByRole('textbox', { name });
    const select = (name: string) => page.getByRole('combobox', { name, exact: true });
    await field('Long URL').fill('javascript:alert(document.cookie)');
    await field(/^Custom alias/).fill('no/slashes here');
    await page.getByText('More options').click();
    await page.getByLabel('Expires').fill('2020-01-01T10:00');
    await field(/^Meta image/).fill('https://example.com/picture.gif');
    await page.getByRole('button', { name: '+ Add country' }).click();
    await select('Country 1').selectOption('Canada');
    await page.getByRole('button', { name: '+ Add device' }).click();
    await select('Device 1').selectOption('iPhone');
    await field('Link for device 1').fill('ftp://example.com/app');
    await page.getByRole('button', { name: '+ Add language' }).click();
    await page.getByRole('button', { name: '+ Add language' }).click();
    await select('Language 1').selectOption('en');
    await field('Link for language 1').fill('https://example.com/en');
    await select('Language 2').selectOption('en');
    await field('Link for language 2').fill('https://example.com/en-again');
    await page.getByRole('button', { name: /Add parameter/ }).click();
    await field('Parameter 1 name').fill('utm source');

    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    const web = 'Enter a full web address starting with http:// or https://.';
    await expect.poll(() => messageBeside(field('Long URL'))).toBe(web);
    const seen = {
      alias: await messageBeside(field(/^Custom alias/)),
      expiry: await messageBeside(page.getByLabel('Expires')),
      metaimage: await messageBeside(field(/^Meta image/)),
      country: await messageBeside(field('Link for country 1')),
      device: await messageBeside(field('Link for device 1')),
      language: await messageBeside(select('Language 2')),
      firstLanguage: await messageBeside(select('Language 1')),
      parameter: await messageBeside(field('Parameter 1 name')),
    };
    expect(seen).toEqual({
      alias: 'Use only letters, numbers, hyphens (-) and underscores (_).',
      expiry: 'Choose a date and time in the future.',
      metaimage: 'Enter the web address of a .jpg or .png image.',
      country: 'Enter where this row sends visitors.',
      device: web,
      language: 'This is already targeted in a row above.',
      firstLanguage: null,
      parameter: 'Enter a name without spaces, &, = or #.',
    });
    // Focus goes to the first field to fix; nothing went out.
    expect(await field('Long URL').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(creates()).toHaveLength(0);

    // Too short an alias has its own message; the field cannot take more than 64 characters.
    await field('Long URL').fill('https://example.com/checked');
    await field(/^Custom alias/).fill('ab');
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await expect.poll(() => messageBeside(field(/^Custom alias/))).toBe('Use at least 3 characters.');
    expect(await field(/^Custom alias/).getAttribute('maxlength')).toBe('64');
    expect(creates()).toHaveLength(0);

    // Fixed, it goes out once, with the rows as entered.
    await field(/^Custom alias/).fill('checked-ok');
    await page.getByLabel('Expires').fill('');
    await field(/^Meta image/).fill('https://example.com/picture.png');
    await field('Link for country 1').fill('https://example.ca/');
    await field('Link for device 1').fill('https://apps.example.com/ios');
    await select('Language 2').selectOption('fr');
    await field('Parameter 1 name').fill('utm_source');
    await field('Parameter 1 value').fill('popup');
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(creates()).toHaveLength(1);
    const link = session.sandbox.store.state.links.find((l) => l.alias === 'checked-ok');
    expect(link?.geotarget).toEqual([{ key: 'Canada', link: 'https://example.ca/' }]);
    expect(link?.devicetarget).toEqual([{ key: 'iPhone', link: 'https://apps.example.com/ios' }]);
    expect(link?.languagetarget.map((t) => t.key)).toEqual(['en', 'fr']);
    expect(link?.parameters).toEqual([{ name: 'utm_source', value: 'popup' }]);
  });

  it('manage channels: the badge colour must be HEX', async () => {
    const page = await open('manage.html?section=channels');
    const form = page.getByRole('form', { name: 'New channel' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Colour check');
    const colour = form.getByRole('textbox', { name: /Badge colour/ });
    await session.countFromHere();
    for (const wrong of ['red', '#12345', '#ggg', 'javascript:alert(1)']) {
      await colour.fill(wrong);
      await form.getByRole('button', { name: 'Create channel' }).click();
      await expect.poll(() => messageBeside(colour)).toBe('Enter a colour as # and 3 or 6 hex digits, e.g. #1a73e8.');
      expect(await colour.inputValue()).toBe(wrong);
    }
    expect(creates()).toHaveLength(0);
    await colour.fill('#abc');
    await form.getByRole('button', { name: 'Create channel' }).click();
    await page.getByText('Created the channel “Colour check”.').waitFor();
    expect(session.sandbox.store.state.channels.find((c) => c.name === 'Colour check')?.color).toMatch(/^#(abc|aabbcc)$/);
  });
});
