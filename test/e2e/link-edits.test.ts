import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiRequests, popupSuite } from './popup-helpers';

// Issue 24, "Edits lose settings": an update is a full write, so Trim sends the link's whole
// known state. Against the sandbox's real-server flavors (v7 = 7.x, v6), whose updates clear
// what a body leaves out and whose details report geo nested and device as null.

const suite = popupSuite({ sandbox: { flavor: 'v7', rateLimit: 10_000 } });
const state = () => suite.session.sandbox.store.state;
const exact = (page: Page, role: 'textbox' | 'combobox', name: string) => page.getByRole(role, { name, exact: true });

async function openLink(id: number): Promise<Page> {
  const page = await suite.session.trim.openPage(`manage.html?section=links&id=${id}`);
  suite.pages.push(page);
  await page.getByRole('button', { name: 'Edit' }).waitFor();
  return page;
}

async function editDescription(page: Page, text: string) {
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit link' });
  await form.getByRole('textbox', { name: 'Description' }).waitFor();
  const resets = await form.getByText(/^Saving resets/).count();
  await form.getByRole('textbox', { name: 'Description' }).fill(text);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await page.getByText('Changes saved.').waitFor();
  return { resets };
}

describe('edits keep every setting', () => {
  it('v7: a link made in the popup keeps its password, expiry, frame, country and parameter when only its Description is edited', async () => {
    suite.session.sandbox.setFlavor('v7');
    const url = 'https://example.com/keep-everything';
    const popup = await suite.popup(url, { settled: true });
    await popup.getByText('More options').click();
    await exact(popup, 'textbox', 'Password (optional)').fill('open-sesame');
    await popup.getByLabel('Expires').fill('2031-05-06T07:08');
    await exact(popup, 'combobox', 'Redirect type').selectOption('frame');
    await popup.getByRole('button', { name: 'Add country' }).click();
    await exact(popup, 'combobox', 'Country 1').selectOption('Germany');
    await exact(popup, 'textbox', 'Link for country 1').fill('https://example.de/');
    await popup.getByRole('button', { name: 'Add parameter' }).click();
    await exact(popup, 'textbox', 'Parameter 1 name').fill('utm_source');
    await exact(popup, 'textbox', 'Parameter 1 value').fill('trim');
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    const made = state().links.find((l) => l.longUrl === url)!;
    const before = structuredClone(made);

    await suite.session.countFromHere();
    const page = await openLink(made.id);
    const { resets } = await editDescription(page, 'Edited in Trim');
    // Trim remembers the whole body it sent: nothing is unknown, nothing would reset.
    expect(resets).toBe(0);
    const after = state().links.find((l) => l.id === made.id)!;
    expect(after).toMatchObject({
      metadescription: 'Edited in Trim',
      password: before.password,
      expiry: before.expiry,
      type: 'frame',
      geotarget: before.geotarget,
      parameters: [{ name: 'utm_source', value: 'trim' }],
      status: before.status,
    });
    expect(after.password).toBeTruthy();
    // The details read, the one full update and the details read again: no extra request for the link.
    expect(
      apiRequests(suite.session)
        .filter((r) => r.path.startsWith('/api/url/'))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual([`GET /api/url/${made.id}`, `PUT /api/url/${made.id}/update`, `GET /api/url/${made.id}`]);
    await expect.poll(() => page.getByText('Expires').locator('xpath=following-sibling::dd').textContent()).not.toBe('Never');

    // A visit still asks for the password.
    const visit = await fetch(`${suite.session.sandbox.url}/${after.alias}`, { redirect: 'manual' });
    expect(visit.status).toBe(200);
    expect(await visit.text()).toContain('This link is password protected');
  });

  it('v6: an edit saves, as url is always sent', async () => {
    suite.session.sandbox.setFlavor('v6');
    const docs = state().links.find((l) => l.alias === 'docs')!;
    await suite.session.countFromHere();
    const page = await openLink(docs.id);
    await editDescription(page, 'Docs, edited on 6.x');
    expect(state().links.find((l) => l.id === docs.id)).toMatchObject({ metadescription: 'Docs, edited on 6.x', longUrl: docs.longUrl });
    const put = apiRequests(suite.session).find((r) => r.method === 'PUT');
    expect(put?.status).toBe(200);
    suite.session.sandbox.setFlavor('v7');
  });

  it('a link made elsewhere: shown with Germany, the form says what a save resets, and its targeting is kept', async () => {
    suite.session.sandbox.setFlavor('v7');
    const app = state().links.find((l) => l.alias === 'app')!;
    const page = await openLink(app.id);
    const targeting = page.getByRole('region', { name: 'Targeting' });
    await targeting.getByRole('cell', { name: 'Germany' }).waitFor();
    await targeting.getByRole('cell', { name: 'Canada' }).waitFor();
    await targeting.getByText('The service does not report device targeting.').waitFor();
    await page.getByText('Not reported', { exact: true }).first().waitFor();

    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit link' });
    await expect.poll(() => exact(page, 'combobox', 'Country 2').inputValue()).toMatch(/^(Germany|Canada)$/);
    await form
      .getByText(
        'Saving resets what the service does not report: password, redirect type, visibility, URL parameters, pixels, language targeting, deep links, private note, device targeting. Set them here to keep them.',
      )
      .waitFor();
    await form.getByRole('textbox', { name: 'Description' }).fill('The app, described');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    const after = state().links.find((l) => l.id === app.id)!;
    expect(after.metadescription).toBe('The app, described');
    expect(after.geotarget.map((rule) => rule.key).sort()).toEqual(['Canada', 'Germany']);
    await page.getByRole('region', { name: 'Targeting' }).getByRole('cell', { name: 'Germany' }).waitFor();
  });
});

describe('what the plan drops, said so', () => {
  it('a plan without targeting: the popup reports the dropped country, then offers no country with one line why', async () => {
    suite.session.sandbox.setFlavor('v7');
    const user = suite.session.sandbox.addUser({ lacks: ['targeting'] });
    await suite.session.configure({ connection: { baseUrl: suite.session.sandbox.url, apiKey: user.apiKey } });
    const url = 'https://example.com/dropped-country';
    const popup = await suite.popup(url, { settled: true });
    await popup.getByText('More options').click();
    await popup.getByRole('button', { name: 'Add country' }).click();
    await exact(popup, 'combobox', 'Country 1').selectOption('Germany');
    await exact(popup, 'textbox', 'Link for country 1').fill('https://example.de/');
    await suite.session.countFromHere();
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    await popup.getByText('Not included in your plan: country targeting. The service left it out without reporting an error.').waitFor();
    const made = state().links.find((l) => l.longUrl === url)!;
    expect(made.geotarget).toEqual([]);
    // The shorten and its one read-back.
    expect(apiRequests(suite.session).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/url/add', `GET /api/url/${made.id}`]);

    const next = await suite.popup('https://example.com/next-one', { settled: true });
    await next.getByText('More options').click();
    const add = next.getByRole('button', { name: 'Add country' });
    await expect.poll(() => add.isDisabled()).toBe(true);
    await next.getByText('Your plan does not keep country targeting: the service dropped it from an earlier link.').waitFor();
  });
});
