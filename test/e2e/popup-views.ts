import type { Page } from 'playwright-core';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { refreshIndexAt } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { seedClickHistory } from './history-helpers';
import { demo, lookupSettled } from './popup-helpers';
import type { TrimSession } from './support';

// Brings the popup and the options page into each state worth checking (axe) or showing
// (screenshots). Each returns the page in that state.

export const POPUP_VIEWPORT = { width: 400, height: 600 };

export async function popupAt(session: TrimSession, url?: string): Promise<Page> {
  const page = await session.trim.context.newPage();
  await page.setViewportSize(POPUP_VIEWPORT);
  await page.goto(`chrome-extension://${session.trim.extensionId}/popup.html${url ? `?url=${encodeURIComponent(url)}` : ''}`);
  return page;
}

export const popupViews = {
  async installations(session: TrimSession) {
    await twoInstallations(session);
    const page = await popupAt(session, 'https://example.com/blog/two-accounts');
    await lookupSettled(page);
    await page.getByRole('combobox', { name: 'Installation' }).focus();
    return page;
  },
  async firstRun(session: TrimSession) {
    await session.configure({ connection: { baseUrl: '', apiKey: '' } });
    const page = await popupAt(session, 'https://example.com/first');
    await page.getByRole('button', { name: 'Open options' }).waitFor();
    // Not restored here: the popup follows the settings live, and would show the form again
    // before the screenshot or the axe run. Their tests configure before every view.
    return page;
  },
  async paste(session: TrimSession) {
    const page = await popupAt(session);
    await page.getByLabel('Link to shorten').waitFor();
    return page;
  },
  async form(session: TrimSession) {
    const page = await popupAt(session, 'https://example.com/blog/how-we-shorten-links');
    await lookupSettled(page);
    return page;
  },
  async advanced(session: TrimSession) {
    const page = await popupAt(session, 'https://example.com/blog/advanced-options');
    await lookupSettled(page);
    await page.getByText('More options').click();
    await page.getByRole('button', { name: 'Add country' }).click();
    await page.getByRole('combobox', { name: 'Country 1', exact: true }).selectOption('Canada');
    await page.getByRole('textbox', { name: 'Link for country 1', exact: true }).fill('https://example.ca/');
    await page.getByRole('button', { name: 'Add parameter' }).click();
    await page.getByRole('textbox', { name: 'Parameter 1 name', exact: true }).fill('utm_source');
    return page;
  },
  async invalid(session: TrimSession) {
    const page = await popupAt(session, 'https://example.com/blog/invalid');
    await lookupSettled(page);
    await page.getByLabel('Custom alias').fill('x');
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByText(/at least 3 characters/).waitFor();
    return page;
  },
  async result(session: TrimSession) {
    const page = await popupAt(session, `https://example.com/blog/result-${Date.now()}`);
    await lookupSettled(page);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    await page.getByRole('img', { name: /QR code for/ }).waitFor();
    await page.getByText('Organise').click();
    await page.getByRole('button', { name: 'Add to campaign' }).waitFor();
    return page;
  },
  async existing(session: TrimSession) {
    const link = demo(session).links.find((l) => l.alias === 'changelog')!;
    const page = await popupAt(session, link.longUrl);
    await page.getByRole('heading', { name: 'You already shortened this page' }).waitFor();
    await page.getByRole('img', { name: /QR code for/ }).waitFor();
    return page;
  },
  async shortLink(session: TrimSession) {
    const link = demo(session).links.find((l) => l.domainId === null)!;
    const page = await popupAt(session, `${session.sandbox.url}/${link.alias}`);
    await page.getByRole('heading', { name: 'This page is one of your short links' }).waitFor();
    await page.getByRole('heading', { name: 'Top countries' }).waitFor();
    return page;
  },
  async cleaned(session: TrimSession) {
    await session.configure({ address: { dropTracking: true, extraParams: [], preferCanonical: false } });
    const page = await popupAt(session, 'https://example.com/blog/clean?id=3&utm_source=newsletter&fbclid=x1');
    await page.getByText(/Tracking parameters removed/).waitFor();
    await lookupSettled(page);
    return page;
  },
  async stats(session: TrimSession) {
    const link = demo(session).links.find((l) => l.alias === 'changelog')!;
    await seedClickHistory(session, ['changelog']);
    const page = await popupAt(session, link.longUrl);
    await page.getByRole('tab', { name: 'Stats' }).click();
    await page.getByRole('heading', { name: 'Top countries' }).waitFor();
    await page.getByText(/clicks over the last 30 days/).waitFor();
    return page;
  },
  async recent(session: TrimSession) {
    const page = await popupAt(session, 'https://example.com/blog/recent');
    await lookupSettled(page);
    await page.getByRole('tab', { name: 'Recent' }).click();
    await page.getByRole('list', { name: 'Newest links' }).waitFor();
    return page;
  },
  async recentSearch(session: TrimSession) {
    const page = await popupViews.recent(session);
    await page.getByRole('searchbox', { name: 'Search your links' }).fill('sale sp');
    await page.getByRole('list', { name: 'Links matching sale sp' }).waitFor();
    return page;
  },
};

/** Two accounts on the sandbox, as a user with a work and a personal account has them. */
async function twoInstallations(session: TrimSession): Promise<void> {
  const personal = session.sandbox.addUser();
  const work = { id: 'work', name: 'Work', connection: { baseUrl: session.sandbox.url, apiKey: session.sandbox.apiKey }, defaults: DEFAULT_SHORTEN_DEFAULTS };
  const home = { id: 'home', name: 'Personal blog', connection: { baseUrl: session.sandbox.url, apiKey: personal.apiKey }, defaults: DEFAULT_SHORTEN_DEFAULTS };
  await session.configure({ installations: [work, home] });
}

export const optionsViews = {
  async empty(session: TrimSession) {
    const sw = await session.trim.serviceWorker();
    await sw.evaluate(() => chrome.storage.local.clear());
    const page = await session.openOptions();
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByLabel('Base URL').fill('http://short.example.com');
    return page;
  },
  async signedIn(session: TrimSession) {
    const page = await session.openOptions();
    await page.getByLabel('Base URL').fill(session.sandbox.url);
    await page.getByLabel('API key').fill(session.sandbox.apiKey);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('region', { name: /Signed in as/ }).waitFor();
    await page.getByText(/Lists loaded/).waitFor();
    return page;
  },
  async error(session: TrimSession) {
    const page = await session.openOptions();
    await page.getByLabel('Base URL').fill(session.sandbox.url);
    await page.getByLabel('API key').fill('wrong-key');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').waitFor();
    return page;
  },
  async areas(session: TrimSession) {
    const page = await session.openOptions();
    await page.getByRole('button', { name: 'Check what this key can use' }).click();
    await page.getByText(/of 9 areas available/).waitFor();
    return page;
  },
  async clickHistory(session: TrimSession) {
    await session.configure({ clickHistory: true });
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now());
    const page = await session.openOptions();
    await page.getByText('About 2 requests a day, 4 at most.').waitFor();
    await page.getByRole('heading', { name: 'Click history' }).scrollIntoViewIfNeeded();
    return page;
  },
  async storedLinks(session: TrimSession) {
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now());
    const page = await session.openOptions();
    await page.getByText(/^\d+ links indexed/).waitFor();
    await page.getByText(/^Trim uses .+ of this device’s storage\.$/).waitFor();
    await page.getByRole('heading', { name: 'Your links on this device' }).scrollIntoViewIfNeeded();
    return page;
  },
  async quickPath(session: TrimSession) {
    await session.configure({ oneClick: true, address: { dropTracking: true, extraParams: ['ref'], preferCanonical: false } });
    const page = await session.openOptions();
    await page.getByLabel('Also remove').waitFor();
    await page.getByRole('heading', { name: 'Quick shortening' }).scrollIntoViewIfNeeded();
    return page;
  },
  async installations(session: TrimSession) {
    await twoInstallations(session);
    const page = await session.openOptions();
    await page.getByRole('button', { name: /^Personal blog/ }).click();
    await page.getByText(/Lists loaded/).waitFor();
    return page;
  },
  async addInstallation(session: TrimSession) {
    const page = await session.openOptions();
    await page.getByRole('button', { name: 'Add installation' }).click();
    await page.getByLabel(/^Name/).fill('sandbox');
    await page.getByLabel('Base URL').fill(session.sandbox.url);
    await page.getByLabel('API key').fill(session.sandbox.apiKey);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/already the name of another installation/).waitFor();
    return page;
  },
  async removeDialog(session: TrimSession) {
    await twoInstallations(session);
    const page = await session.openOptions();
    await page.getByRole('button', { name: 'Remove…' }).click();
    await page.getByRole('dialog').waitFor();
    return page;
  },
  async resetDialog(session: TrimSession) {
    const page = await session.openOptions();
    await page.getByRole('button', { name: 'Reset all settings…' }).click();
    await page.getByRole('dialog').waitFor();
    return page;
  },
};
