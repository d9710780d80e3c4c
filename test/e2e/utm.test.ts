import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { openManage, tableRows } from './manage-helpers';
import { apiRequests, poll, popupSuite } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// Issue 27, UTM tags: the five UTM fields as a view of the Long URL, a template applied in
// the popup (chosen, or the installation's default) and in Bulk, the links made carrying the
// tags, and Recent filtered by utm_campaign. Screenshots of More options' UTM group go to
// test-results/screenshots/ (light, dark, Arabic).

const SHOTS = path.resolve('test-results/screenshots');
const suite = popupSuite({ sandbox: { rateLimit: 10_000 } });
const links = () => suite.session.sandbox.store.state.links;

const NEWSLETTER = { id: 'news', name: 'Newsletter', values: { source: 'newsletter', medium: 'email', campaign: '{domain}-spring', term: '', content: '' } };
const LAUNCH = { id: 'launch', name: 'Launch', values: { source: 'twitter', medium: 'social', campaign: 'launch', term: '', content: '{title}' } };

/** The templates as the options card stores them (utmTemplatesItem's key). */
async function seedTemplates(session: TrimSession, value: { templates: unknown[]; defaults: Record<string, string> } | null) {
  const sw = await session.trim.serviceWorker();
  await sw.evaluate((stored) => (stored ? chrome.storage.local.set({ utmTemplates: stored }) : chrome.storage.local.remove('utmTemplates')), value);
}

async function moreOptions(page: Page) {
  await page.getByText('More options').click();
  await page.getByRole('textbox', { name: 'UTM source' }).waitFor();
}

const longUrl = (page: Page) => page.getByRole('textbox', { name: 'Long URL' });
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

beforeEach(async () => {
  await seedTemplates(suite.session, null);
});

describe('the UTM fields are a view of the Long URL', () => {
  it('typing in a field writes the Long URL at once, encoded; editing the Long URL fills the fields', async () => {
    const page = await suite.popup('https://example.com/utm/view?id=1#top', { settled: true });
    await moreOptions(page);
    // With no template saved, the way to the card that makes them.
    expect(await page.getByRole('link', { name: 'Create one in the options' }).getAttribute('href')).toBe('/options.html#utm-templates');

    await field(page, 'UTM campaign').fill('été & co');
    expect(await longUrl(page).inputValue()).toBe('https://example.com/utm/view?id=1&utm_campaign=%C3%A9t%C3%A9%20%26%20co#top');
    await field(page, 'UTM source').fill('a=b#c');
    expect(await longUrl(page).inputValue()).toBe('https://example.com/utm/view?id=1&utm_campaign=%C3%A9t%C3%A9%20%26%20co&utm_source=a%3Db%23c#top');
    await field(page, 'UTM campaign').fill('');
    expect(await longUrl(page).inputValue()).toBe('https://example.com/utm/view?id=1&utm_source=a%3Db%23c#top');

    await longUrl(page).fill('https://example.com/utm/other?utm_medium=news+letter&utm_term=%E2%9C%93');
    expect(await field(page, 'UTM medium').inputValue()).toBe('news letter');
    expect(await field(page, 'UTM term').inputValue()).toBe('✓');
    expect(await field(page, 'UTM source').inputValue()).toBe('');

    // Not a web address: left as typed, the fields empty and saying why.
    await longUrl(page).fill('example.com/?utm_source=x');
    expect(await field(page, 'UTM source').inputValue()).toBe('');
    expect(await field(page, 'UTM source').isDisabled()).toBe(true);
    await page.getByText('Enter a web address as the Long URL first').waitFor();
  });
});

describe('templates in the popup', () => {
  it('a chosen template fills the tags ({domain} included) and the link made carries them', async () => {
    await seedTemplates(suite.session, { templates: [NEWSLETTER, LAUNCH], defaults: {} });
    const page = await suite.popup('https://www.example.com/utm/chosen?id=3', { settled: true });
    await moreOptions(page);
    await page.getByRole('combobox', { name: 'UTM template' }).selectOption({ label: 'Newsletter' });
    const tagged = 'https://www.example.com/utm/chosen?id=3&utm_source=newsletter&utm_medium=email&utm_campaign=example.com-spring';
    await poll(() => longUrl(page).inputValue()).toBe(tagged);
    expect(await field(page, 'UTM medium').inputValue()).toBe('email');

    await suite.session.countFromHere();
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(links().filter((link) => link.longUrl === tagged)).toHaveLength(1);
    expect(apiRequests(suite.session).map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/url/add']);
  });

  it("the installation's default template tags the page once the rule has cleaned it, says so, and what the user types instead stays", async () => {
    await seedTemplates(suite.session, { templates: [NEWSLETTER, LAUNCH], defaults: { [SANDBOX_INSTALLATION]: 'launch' } });
    await suite.session.configure({ address: { dropTracking: true, extraParams: [], preferCanonical: false } });
    const page = await suite.popup('https://example.com/utm/default?id=4&utm_source=feed&fbclid=zz', { settled: true });
    // The rule took the page's own tags out; the default template's go in ({title} unknown here: left out).
    await poll(() => longUrl(page).inputValue()).toBe('https://example.com/utm/default?id=4&utm_source=twitter&utm_medium=social&utm_campaign=launch');
    await page.getByRole('status').filter({ hasText: 'Filled from “Launch”, the default template for this installation.' }).waitFor();
    await moreOptions(page);
    expect(await page.getByRole('combobox', { name: 'UTM template' }).inputValue()).toBe('launch');
    await page.getByRole('group', { name: 'UTM tags' }).getByText('Filled from “Launch”, the default template for this installation.').waitFor();
    // The user's own tag instead: nothing of the template comes back.
    const mine = 'https://example.com/utm/default?id=4&utm_source=mine';
    await longUrl(page).fill(mine);
    expect(await field(page, 'UTM medium').inputValue()).toBe('');

    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(links().filter((link) => link.longUrl === mine)).toHaveLength(1);
  });
});

describe('a template in Bulk', () => {
  it("tags every line's address, shown in the preview, and the links are made with them", async () => {
    await seedTemplates(suite.session, { templates: [NEWSLETTER], defaults: {} });
    const page = await openManage(suite.session, '?section=bulk');
    suite.pages.push(page);
    await page.getByRole('textbox', { name: 'URLs' }).fill('https://a.example.org/bulk-utm?x=1\nhttps://www.b.example.org/bulk-utm#part');
    await page.getByRole('combobox', { name: 'UTM template' }).selectOption({ label: 'Newsletter' });
    const tagged = [
      'https://a.example.org/bulk-utm?x=1&utm_source=newsletter&utm_medium=email&utm_campaign=a.example.org-spring',
      'https://www.b.example.org/bulk-utm?utm_source=newsletter&utm_medium=email&utm_campaign=b.example.org-spring#part',
    ];
    const preview = page.getByRole('table');
    for (const url of tagged) await preview.getByText(url).waitFor();
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await poll(() => tagged.map((url) => links().filter((link) => link.longUrl === url).length), { timeout: 30_000 }).toEqual([1, 1]);
  });
});

describe('Recent, filtered by utm_campaign', () => {
  it('offers the UTM campaigns its links carry and shows only the chosen one, with no request', async () => {
    const { url, apiKey } = suite.session.sandbox;
    for (const long of [
      'https://example.com/r/1?utm_campaign=spring-sale',
      'https://example.com/r/2?utm_campaign=winter',
      'https://example.com/r/3?utm_source=x&utm_campaign=spring-sale',
    ]) {
      const answer = await fetch(`${url}/api/url/add`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: long }),
      });
      expect(answer.ok).toBe(true);
    }
    const page = await suite.popup('https://example.com/utm/recent', { settled: true });
    await page.getByRole('tab', { name: 'Recent' }).click();
    await page.getByRole('list', { name: 'Newest links' }).waitFor();
    // The index refresh Recent started has landed: its links carry the tags, and the status says so.
    const filter = page.getByRole('combobox', { name: 'UTM campaign' });
    await poll(() => filter.getByRole('option').allTextContents()).toEqual(expect.arrayContaining(['All UTM campaigns', 'spring-sale', 'winter']));
    await page
      .getByRole('status')
      .filter({ hasText: /links? · updated/ })
      .waitFor();
    await suite.session.countFromHere();

    await filter.selectOption('spring-sale');
    const shown = page.getByRole('list', { name: 'Newest links' }).getByRole('listitem');
    await poll(() => shown.count()).toBe(2);
    const aliases = (tag: string) =>
      links()
        .filter((link) => link.longUrl.endsWith(`utm_campaign=${tag}`))
        .map((link) => `/${link.alias}`);
    const hrefs = () => shown.getByRole('link').evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect((await hrefs()).sort()).toEqual(aliases('spring-sale').sort());
    await filter.selectOption('winter');
    await poll(() => shown.count()).toBe(1);
    expect(await hrefs()).toEqual(aliases('winter'));
    await suite.session.settled();
    expect(apiRequests(suite.session)).toEqual([]);

    // The manage page's link list narrows the page it shows the same way.
    const manage = await openManage(suite.session, '?section=links');
    suite.pages.push(manage);
    const rows = tableRows(manage, 'Links');
    await rows.first().waitFor();
    await suite.session.countFromHere();
    await manage.getByRole('combobox', { name: 'UTM campaign' }).selectOption('spring-sale');
    await poll(() => rows.count()).toBe(2);
    await suite.session.settled();
    expect(apiRequests(suite.session)).toEqual([]);
  });
});

async function shootMoreOptions(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.getByRole('group', { name: /UTM tags|وسوم UTM/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `utm-${name}-${scheme}.png`), animations: 'disabled' });
  }
}

describe('screenshots of More options with the UTM group', () => {
  it('English, a default template applied, light and dark', async () => {
    await seedTemplates(suite.session, { templates: [NEWSLETTER, LAUNCH], defaults: { [SANDBOX_INSTALLATION]: 'launch' } });
    const page = await suite.popup('https://example.com/utm/screens?id=9', { settled: true });
    await page.setViewportSize({ width: 400, height: 600 });
    await moreOptions(page);
    await page.getByRole('group', { name: 'UTM tags' }).getByText('Filled from “Launch”').waitFor();
    await shootMoreOptions(page, 'en');
  });
});

describe('in Arabic', () => {
  let session: TrimSession;
  beforeAll(async () => {
    session = await startSession({ sandbox: { rateLimit: 10_000 }, browser: { lang: 'ar' } });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('the UTM group right to left, light and dark', async () => {
    await seedTemplates(session, { templates: [LAUNCH], defaults: { [SANDBOX_INSTALLATION]: 'launch' } });
    const page = await session.openPopup('https://example.com/utm/ar?id=1');
    try {
      await page.setViewportSize({ width: 400, height: 600 });
      await page.getByText('خيارات إضافية').click();
      await page.getByRole('textbox', { name: 'مصدر UTM' }).waitFor();
      await poll(() => page.getByRole('textbox', { name: 'حملة UTM' }).inputValue()).toBe('launch');
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await shootMoreOptions(page, 'ar');
    } finally {
      await page.close();
    }
  });
});
