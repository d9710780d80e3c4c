import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiRequests, popupSuite } from './popup-helpers';

// Issue 32, "Trim is never the only writer": every write of a whole link starts from the newest
// state Trim can read. Links made or changed on the service itself keep their branded domain,
// settings removed there stay removed, and a save says what it resets before anything is sent.
// Against the real-server flavors unless named: an update without `domain` moves the link to
// the default domain, and the details never report the password, type, visibility or parameters.

const suite = popupSuite({ sandbox: { flavor: 'v7', rateLimit: 10_000 } });
const state = () => suite.session.sandbox.store.state;
const linkOf = (id: number) => state().links.find((l) => l.id === id)!;
const exact = (page: Page | Locator, role: 'textbox' | 'combobox' | 'radio', name: string) => page.getByRole(role, { name, exact: true });

/** Makes a link through the API, as another tool or the service's dashboard would. */
async function madeElsewhere(body: Record<string, unknown>): Promise<{ id: number; shorturl: string }> {
  const { sandbox } = suite.session;
  const res = await fetch(`${sandbox.url}/api/url/add`, { method: 'POST', headers: { Authorization: `Bearer ${sandbox.apiKey}` }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { error: unknown; id: number; shorturl: string };
  expect(answer.error).toBe(0);
  return answer;
}

/** Changes a link through the API: a full write. */
async function changedElsewhere(id: number, body: Record<string, unknown>) {
  const { sandbox } = suite.session;
  const res = await fetch(`${sandbox.url}/api/url/${id}/update`, { method: 'PUT', headers: { Authorization: `Bearer ${sandbox.apiKey}` }, body: JSON.stringify(body) });
  expect(((await res.json()) as { error: unknown }).error).toBe(0);
}

async function openLink(id: number): Promise<Page> {
  const page = await suite.session.trim.openPage(`manage.html?section=links&id=${id}`);
  suite.pages.push(page);
  await page.getByRole('button', { name: 'Edit' }).waitFor();
  return page;
}

async function openEditForm(page: Page) {
  await page.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit link' });
  await form.getByRole('textbox', { name: 'Description' }).waitFor();
  return form;
}

/** The value beside a term of the link page's facts. */
const fact = (page: Page, term: string) =>
  page
    .locator('dl.facts > div')
    .filter({ has: page.getByRole('term').getByText(term, { exact: true }) })
    .getByRole('definition');

/** Opens Redirects → "Use on a link" for the seeded splash page and picks the link found by `query`. */
async function useSplashOn(query: string, alias: string) {
  const page = await suite.session.trim.openPage('manage.html?section=redirects');
  suite.pages.push(page);
  await page.getByRole('button', { name: 'Use on a link: Sponsor splash' }).click();
  const panel = page.getByRole('region', { name: /^Use the splash page/ });
  await panel.getByRole('searchbox', { name: 'Find a link' }).fill(query);
  await panel.getByRole('button', { name: 'Find' }).click();
  await panel.getByRole('radio', { name: new RegExp(`/${alias}$`) }).check();
  return { page, panel };
}

const splashId = () => String(state().splashes.find((s) => s.name === 'Sponsor splash')!.id);
const brandDomain = () => state().domains.find((d) => d.domain === 'https://brand.localhost')!;

describe('a branded link made elsewhere keeps its domain', () => {
  it('through an edit of its description: same domain, same short link', async () => {
    suite.session.sandbox.setFlavor('v7');
    const made = await madeElsewhere({ url: 'https://example.com/brand-edit', custom: 'brand-edit', domain: 'https://brand.localhost' });
    expect(made.shorturl).toBe('https://brand.localhost/brand-edit');
    const page = await openLink(made.id);
    const form = await openEditForm(page);
    await form.getByRole('textbox', { name: 'Description' }).fill('Edited in Trim');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    expect(linkOf(made.id)).toMatchObject({ metadescription: 'Edited in Trim', domainId: brandDomain().id, alias: 'brand-edit' });
    await page.getByRole('heading', { level: 1, name: 'https://brand.localhost/brand-edit' }).waitFor();
    await expect.poll(() => page.getByText(/^Not included in your plan/).count()).toBe(0);
  });

  it('through "Use on a link": same domain, same short link', async () => {
    suite.session.sandbox.setFlavor('v7');
    const made = await madeElsewhere({ url: 'https://example.com/brand-use', custom: 'brand-use', domain: 'https://brand.localhost' });
    const { page, panel } = await useSplashOn('brand-use', 'brand-use');
    await panel.getByRole('button', { name: 'Use on this link' }).click();
    // A link made elsewhere: the save says what it resets first.
    await page.getByRole('dialog').getByRole('button', { name: 'Save anyway' }).click();
    await panel.getByText('https://brand.localhost/brand-use now opens with the splash page “Sponsor splash”.').waitFor();
    expect(linkOf(made.id)).toMatchObject({ type: splashId(), domainId: brandDomain().id, alias: 'brand-use' });
  });
});

describe('settings removed on the service stay removed', () => {
  it('a password, redirect type, parameter and visibility removed on the service: not claimed by the link page, not sent back by an edit', async () => {
    suite.session.sandbox.setFlavor('v7');
    const url = 'https://example.com/removed-elsewhere';
    const popup = await suite.popup(url, { settled: true });
    await popup.getByText('More options').click();
    await exact(popup, 'textbox', 'Password (optional)').fill('open-sesame');
    await popup.getByLabel('Expires').fill('2031-05-06T07:08');
    await exact(popup, 'combobox', 'Redirect type').selectOption('frame');
    await exact(popup, 'radio', 'Public').check();
    await popup.getByRole('button', { name: 'Add parameter' }).click();
    await exact(popup, 'textbox', 'Parameter 1 name').fill('utm_source');
    await exact(popup, 'textbox', 'Parameter 1 value').fill('trim');
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    const made = state().links.find((l) => l.longUrl === url)!;
    expect(made).toMatchObject({ type: 'frame', status: 'public', password: 'open-sesame' });

    // On the service: a full write of only the address and private. Its expiry goes with the
    // rest, and the expiry is what the details report: Trim can see that the link changed.
    await changedElsewhere(made.id, { url, status: 'private' });

    const page = await openLink(made.id);
    await page.getByText('This link changed on the service after Trim last saved it.', { exact: false }).waitFor();
    for (const term of ['Password', 'Redirect type', 'Visibility']) {
      await expect.poll(() => fact(page, term).textContent()).toBe('Not reported');
    }
    await expect.poll(() => page.getByText('Protected', { exact: true }).count()).toBe(0);

    const form = await openEditForm(page);
    await form.getByText(/^Saving resets what the service does not report: password, redirect type, visibility, URL parameters/).waitFor();
    await form.getByRole('textbox', { name: 'Description' }).fill('Edited after the change');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    expect(linkOf(made.id)).toMatchObject({ metadescription: 'Edited after the change', password: null, type: 'direct', parameters: [], status: 'private', expiry: null });
    // What Trim now remembers is what it sent: nothing of the old memory comes back.
    await expect.poll(() => fact(page, 'Password').textContent()).toBe('None');
    await expect.poll(() => fact(page, 'Redirect type').textContent()).toBe('Direct');
    await expect.poll(() => fact(page, 'Visibility').textContent()).toBe('Private');
  });
});

describe('"Use on a link" on a link made elsewhere', () => {
  it('names what it resets before it sends anything, and sends nothing when stopped', async () => {
    suite.session.sandbox.setFlavor('v7');
    const made = await madeElsewhere({
      url: 'https://example.com/use-elsewhere',
      custom: 'use-elsewhere',
      password: 'secret',
      devicetarget: [{ device: 'iPhone', link: 'https://apps.example/ios' }],
      parameters: [{ name: 'utm_source', value: 'dashboard' }],
      status: 'public',
    });
    const { page, panel } = await useSplashOn('use-elsewhere', 'use-elsewhere');
    await suite.session.countFromHere();
    await panel.getByRole('button', { name: 'Use on this link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset settings the service does not report?' });
    await dialog
      .getByText(
        `The service does not report some settings of ${made.shorturl}, and Trim does not know them. Saving resets: password, visibility, URL parameters, pixels, language targeting, deep links, private note, device targeting (where the service does not report it).`,
      )
      .waitFor();
    await suite.session.settled();
    expect(apiRequests(suite.session)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await suite.session.settled();
    expect(apiRequests(suite.session)).toEqual([]);
    expect(linkOf(made.id)).toMatchObject({ password: 'secret', status: 'public', type: 'direct' });

    await panel.getByRole('button', { name: 'Use on this link' }).click();
    await dialog.getByRole('button', { name: 'Save anyway' }).click();
    await panel.getByText(/\/use-elsewhere now opens with the splash page “Sponsor splash”\./).waitFor();
    expect(apiRequests(suite.session).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api/url/${made.id}`, `PUT /api/url/${made.id}/update`]);
    expect(linkOf(made.id)).toMatchObject({ type: splashId(), password: null });
  });
});

describe('spec: device targets', () => {
  it('a link made in Trim with a device target is edited and keeps it; the link page names the device', async () => {
    suite.session.sandbox.setFlavor('spec');
    try {
      const url = 'https://example.com/device-spec';
      const popup = await suite.popup(url, { settled: true });
      await popup.getByText('More options').click();
      await popup.getByRole('button', { name: 'Add device' }).click();
      await exact(popup, 'combobox', 'Device 1').selectOption('iPhone');
      await exact(popup, 'textbox', 'Link for device 1').fill('https://apps.example/ios');
      await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
      await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
      const made = state().links.find((l) => l.longUrl === url)!;

      const page = await openLink(made.id);
      await page.getByRole('region', { name: 'Targeting' }).getByRole('cell', { name: 'iPhone', exact: true }).waitFor();
      const form = await openEditForm(page);
      await expect.poll(() => exact(form, 'combobox', 'Device 1').inputValue()).toBe('iPhone');
      await form.getByRole('textbox', { name: 'Description' }).fill('Edited on spec');
      await form.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText('Changes saved.').waitFor();
      expect(linkOf(made.id)).toMatchObject({ metadescription: 'Edited on spec', devicetarget: [{ key: 'iPhone', link: 'https://apps.example/ios' }] });
      await page.getByRole('region', { name: 'Targeting' }).getByRole('cell', { name: 'iPhone', exact: true }).waitFor();
    } finally {
      suite.session.sandbox.setFlavor('v7');
    }
  });
});

describe('the edit form of a link made elsewhere', () => {
  it('says once what the service does not report, and marks each such field', async () => {
    suite.session.sandbox.setFlavor('v7');
    const app = state().links.find((l) => l.alias === 'app')!;
    const page = await openLink(app.id);
    const form = await openEditForm(page);
    await form.getByText(/^Saving resets what the service does not report:/).waitFor();
    expect(await form.getByText('The service does not report this setting.').count()).toBe(0);
    expect(await form.getByText(/does not report/).count()).toBe(1);
    // Marked, and announced with the field's name.
    await exact(form, 'textbox', 'Password Not reported (optional)').waitFor();
    await form.getByRole('group', { name: 'URL parameters Not reported' }).waitFor();
    await form.getByRole('group', { name: 'Language targeting Not reported' }).waitFor();
    // What the service reports is not marked.
    await exact(form, 'textbox', 'Description (optional)').waitFor();
  });
});

describe('campaign and channel on the link page', () => {
  it('a link made in Trim and added to a campaign and a channel says so after a reload; one link reads as one', async () => {
    suite.session.sandbox.setFlavor('v7');
    const url = 'https://example.com/assigned-here';
    const popup = await suite.popup(url, { settled: true });
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    const made = state().links.find((l) => l.longUrl === url)!;
    const campaign = state().campaigns.find((c) => c.name === 'Spring launch')!;
    const channel = state().channels.find((c) => c.name === 'Work')!;

    const page = await openLink(made.id);
    const picker = page.getByRole('combobox', { name: 'Add to campaign or channel' });
    await picker.selectOption(`campaign:${campaign.id}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Added the link to Spring launch.').waitFor();
    await picker.selectOption(`channel:${channel.id}`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Added the link to Work.').waitFor();
    expect(linkOf(made.id).campaignId).toBe(campaign.id);

    await page.reload();
    await expect.poll(() => fact(page, 'Campaign').textContent()).toBe('Spring launch');
    await expect.poll(() => fact(page, 'Channel').textContent()).toBe('Work');
  });
});

describe('what a plan drops, as a whole', () => {
  it('a free plan: a country and a device sent, both reported dropped; the popup then offers neither device nor language', async () => {
    suite.session.sandbox.setFlavor('v7');
    const dave = suite.session.sandbox.addUser({ plan: 'free' });
    await suite.session.configure({ connection: { baseUrl: suite.session.sandbox.url, apiKey: dave.apiKey } });
    const popup = await suite.popup('https://example.com/dave-targets', { settled: true });
    await popup.getByText('More options').click();
    await popup.getByRole('button', { name: 'Add country' }).click();
    await exact(popup, 'combobox', 'Country 1').selectOption('Germany');
    await exact(popup, 'textbox', 'Link for country 1').fill('https://example.de/');
    await popup.getByRole('button', { name: 'Add device' }).click();
    await exact(popup, 'combobox', 'Device 1').selectOption('iPhone');
    await exact(popup, 'textbox', 'Link for device 1').fill('https://apps.example/ios');
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    await popup.getByText('Not included in your plan: country targeting, device targeting. The service left them out without reporting an error.').waitFor();

    const next = await suite.popup('https://example.com/dave-next', { settled: true });
    await next.getByText('More options').click();
    for (const add of ['Add country', 'Add device', 'Add language']) {
      await expect.poll(() => next.getByRole('button', { name: add }).isDisabled()).toBe(true);
    }
    await next.getByText('Your plan does not keep device targeting: the service dropped it from an earlier link.').waitFor();
    await next.getByText('Your plan does not keep language targeting: the service dropped it from an earlier link.').waitFor();
  });
});
