import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectAccessible } from './manage-helpers';
import { popupSuite } from './popup-helpers';

// Screenshots of the views issues 24 and 32 changed, light and dark: the edit form of a link made
// in Trim, of one made elsewhere (its unknowns) and of one changed on the service since Trim saved
// it, the link page, "Use on a link" naming what it resets, the popup's plan-drop message.
// Written to test-results/screenshots/edits-*.png to be looked at; axe checks each view once.

const DIR = path.resolve('test-results/screenshots');
const suite = popupSuite({ sandbox: { flavor: 'v7', rateLimit: 10_000 } });
const state = () => suite.session.sandbox.store.state;

async function shoot(page: Page, name: string, widths: readonly number[], height = 900) {
  await mkdir(DIR, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      await page.screenshot({ path: path.join(DIR, `edits-${name}-${width}-${scheme}.png`), fullPage: true, animations: 'disabled' });
    }
  }
}

async function openEdit(id: number): Promise<Page> {
  const page = await suite.session.trim.openPage(`manage.html?section=links&id=${id}`);
  suite.pages.push(page);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('form', { name: 'Edit link' }).getByRole('textbox', { name: 'Description' }).waitFor();
  return page;
}

/** Writes through the API, as the service's dashboard or another tool would. */
async function elsewhere(method: 'POST' | 'PUT', path: string, body: object) {
  const { sandbox } = suite.session;
  const res = await fetch(`${sandbox.url}${path}`, { method, headers: { Authorization: `Bearer ${sandbox.apiKey}` }, body: JSON.stringify(body) });
  return (await res.json()) as { id: number };
}

describe('screenshots of the edits', () => {
  it('the link page and the edit form of a link made elsewhere', async () => {
    const app = state().links.find((l) => l.alias === 'app')!;
    const page = await openEdit(app.id);
    await expectAccessible(page, 'edit form, made elsewhere');
    await shoot(page, 'form-elsewhere', [700, 1000, 1280]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('region', { name: 'Targeting' }).waitFor();
    await shoot(page, 'link-page-elsewhere', [700, 1000, 1280]);
  });

  it('the edit form of a link made in Trim, and the popup saying what the plan dropped', async () => {
    const url = 'https://example.com/screens';
    const popup = await suite.popup(url, { settled: true });
    await popup.getByText('More options').click();
    await popup.getByRole('textbox', { name: 'Password (optional)', exact: true }).fill('open-sesame');
    await popup.getByRole('combobox', { name: 'Redirect type', exact: true }).selectOption('frame');
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    const made = state().links.find((l) => l.longUrl === url)!;
    const page = await openEdit(made.id);
    await shoot(page, 'form-made-in-trim', [700, 1280]);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await shoot(page, 'link-page-made-in-trim', [1000]);

    const user = suite.session.sandbox.addUser({ lacks: ['targeting'] });
    await suite.session.configure({ connection: { baseUrl: suite.session.sandbox.url, apiKey: user.apiKey } });
    const dropped = await suite.popup('https://example.com/screens-dropped', { settled: true });
    await dropped.getByText('More options').click();
    await dropped.getByRole('button', { name: 'Add country' }).click();
    await dropped.getByRole('combobox', { name: 'Country 1', exact: true }).selectOption('Germany');
    await dropped.getByRole('textbox', { name: 'Link for country 1', exact: true }).fill('https://example.de/');
    await dropped.getByRole('button', { name: 'Shorten', exact: true }).click();
    await dropped.getByText(/^Not included in your plan/).waitFor();
    await expectAccessible(dropped, 'popup, plan dropped a setting');
    await shoot(dropped, 'popup-dropped', [400], 600);
    const next = await suite.popup('https://example.com/screens-next', { settled: true });
    await next.getByText('More options').click();
    await next.getByText(/^Your plan does not keep country targeting/).waitFor();
    await next.getByRole('button', { name: 'Add country' }).scrollIntoViewIfNeeded();
    await shoot(next, 'popup-no-country', [400], 600);
  });

  it('a link changed on the service since Trim saved it: the link page and its edit form', async () => {
    const url = 'https://example.com/screens-stale';
    const popup = await suite.popup(url, { settled: true });
    await popup.getByText('More options').click();
    await popup.getByRole('textbox', { name: 'Password (optional)', exact: true }).fill('open-sesame');
    await popup.getByLabel('Expires').fill('2031-05-06T07:08');
    await popup.getByRole('button', { name: 'Shorten', exact: true }).click();
    await popup.getByRole('textbox', { name: 'Short link' }).waitFor();
    const made = state().links.find((l) => l.longUrl === url)!;
    await elsewhere('PUT', `/api/url/${made.id}/update`, { url, status: 'private' });
    const page = await suite.session.trim.openPage(`manage.html?section=links&id=${made.id}`);
    suite.pages.push(page);
    await page.getByText(/^This link changed on the service/).waitFor();
    await expectAccessible(page, 'link page, changed elsewhere');
    await shoot(page, 'link-page-stale', [1000]);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page
      .getByRole('form', { name: 'Edit link' })
      .getByText(/^Saving resets/)
      .waitFor();
    await expectAccessible(page, 'edit form, changed elsewhere');
    await shoot(page, 'form-stale', [700, 1280]);
  });

  it('"Use on a link" naming what it resets', async () => {
    await elsewhere('POST', '/api/url/add', { url: 'https://example.com/screens-use', custom: 'screens-use', password: 'secret', status: 'public' });
    const page = await suite.session.trim.openPage('manage.html?section=redirects');
    suite.pages.push(page);
    await page.getByRole('button', { name: 'Use on a link: Sponsor splash' }).click();
    const panel = page.getByRole('region', { name: /^Use the splash page/ });
    await panel.getByRole('searchbox', { name: 'Find a link' }).fill('screens-use');
    await panel.getByRole('button', { name: 'Find' }).click();
    await panel.getByRole('radio', { name: /\/screens-use$/ }).check();
    await panel.getByRole('button', { name: 'Use on this link' }).click();
    await page.getByRole('dialog', { name: 'Reset settings the service does not report?' }).waitFor();
    await expectAccessible(page, 'use on a link, what it resets');
    await shoot(page, 'use-on-link-resets', [700, 1280], 800);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
});
