import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { LIST_PAGE_SIZE } from '@/lib/manage/route';
import { apiRequests, demo, lookupSettled, poll, popupSuite } from './popup-helpers';

// The popup and the manage page against a sandbox that answers as real installations do
// (field flavor, last pages that repeat their own number): short links as the page, the
// cold-cache request budget, keyboard focus, paging.

const suite = popupSuite({ sandbox: { flavor: 'field', lastNextPage: 'current' } });
const pages = suite.pages;
const open = (url: string) => suite.popup(url);
const sent = () => apiRequests(suite.session).map((r) => `${r.method} ${r.path}${r.query['short'] ? ' short' : r.query['q'] ? ' q' : ''}`);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

describe('a page that is one of your short links', () => {
  it('shows that link and its statistics, from one request, and offers no shorten', async () => {
    const link = demo(suite.session).links.find((l) => l.domainId === null)!;
    const page = await open(`${suite.session.sandbox.url}/${link.alias}`);
    await page.getByRole('heading', { name: 'This page is one of your short links' }).waitFor();
    await page.getByText(`Leads to ${link.longUrl}`).waitFor();
    await page.getByRole('region', { name: /Statistics/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Shorten', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Create another' }).count()).toBe(0);
    expect(sent()).toEqual(['GET /api/urls short']);
    expect(await focusedId(page)).toBe('copy-short-link');
  });

  it('an address on the service that is no link of yours: the form, and no error whatever the wording', async () => {
    const page = await open(`${suite.session.sandbox.url}/no-such-alias-here`);
    await lookupSettled(page);
    await page.getByRole('button', { name: 'Shorten', exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('Could not check for an existing link').count()).toBe(0);
    // One lookup: a miss on the service's own host is final.
    expect(sent()).toEqual(['GET /api/urls short']);
  });
});

describe('requests on open', () => {
  it('a short link on a branded domain, on a cold cache: the domains, then its one lookup', async () => {
    const { links, domains } = demo(suite.session);
    const link = links.find((l) => l.domainId !== null)!;
    const domain = domains.find((d) => d.id === link.domainId)!;
    const sw = await suite.session.trim.serviceWorker();
    await sw.evaluate(() => chrome.storage.local.remove('reference:sandbox'));
    const page = await open(`${domain.domain}/${link.alias}`);
    await page.getByRole('heading', { name: 'This page is one of your short links' }).waitFor();
    await poll(() => sent().length).toBe(2);
    expect(sent()).toEqual(['GET /api/domains', 'GET /api/urls short']);
  });

  it('a cold cache costs the lookup and the domains; More options loads the other lists once', async () => {
    const sw = await suite.session.trim.serviceWorker();
    await sw.evaluate(() => chrome.storage.local.remove('reference:sandbox'));
    const page = await open('https://example.com/cold-cache');
    await lookupSettled(page);
    await poll(() => sent().length).toBe(2);
    expect(sent().sort()).toEqual(['GET /api/domains', 'GET /api/urls q']);

    await suite.session.countFromHere();
    await page.getByText('More options').click();
    const campaign = page.getByRole('combobox', { name: 'Campaign', exact: true });
    await poll(() => campaign.locator('option').count()).toBeGreaterThan(1);
    await poll(() => sent().length).toBe(5);
    expect(sent().sort()).toEqual(['GET /api/campaigns', 'GET /api/channels', 'GET /api/overlay', 'GET /api/pixels', 'GET /api/splash']);

    await suite.session.countFromHere();
    const again = await open('https://example.com/cold-cache-2');
    await lookupSettled(again);
    await again.getByText('More options').click();
    await poll(() => again.getByRole('combobox', { name: 'Campaign', exact: true }).locator('option').count()).toBeGreaterThan(1);
    expect(sent()).toEqual(['GET /api/urls q']);
  });
});

describe('keyboard first', () => {
  it('opens in the alias field, where Enter shortens; then Copy has focus, and the form again after "Back"', async () => {
    const page = await open(`https://example.com/keyboard-${Date.now()}`);
    await lookupSettled(page);
    await poll(() => focusedId(page)).toBe('shorten-alias');
    await page.keyboard.type('kbd-first');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Short link' }).inputValue()).toMatch(/\/kbd-first$/);
    await poll(() => focusedId(page)).toBe('copy-short-link');
    await page.getByRole('button', { name: 'Back to the form' }).click();
    await poll(() => focusedId(page)).toBe('shorten-alias');
  });

  it('moving between tabs with the arrow keys keeps focus on the tabs', async () => {
    const page = await open(`https://example.com/keyboard-tabs-${Date.now()}`);
    await lookupSettled(page);
    await page.getByRole('tab', { name: 'Link' }).focus();
    await page.keyboard.press('ArrowRight');
    await poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Stats');
    await page.keyboard.press('ArrowLeft');
    await page.getByLabel('Custom alias').waitFor();
    expect(await page.evaluate(() => [document.activeElement?.getAttribute('role'), document.activeElement?.textContent])).toEqual(['tab', 'Link']);
  });
});

describe('paging on servers that repeat the last page number', () => {
  it("Next is off on the links' last page", async () => {
    const total = demo(suite.session).links.length;
    const last = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE));
    const page = await suite.session.trim.openPage(`manage.html?section=links&page=${last}`);
    pages.push(page);
    const pager = page.getByRole('navigation', { name: /Pages of/ });
    await pager.waitFor();
    expect(await pager.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    if (last > 1) expect(await pager.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(false);
  });
});
