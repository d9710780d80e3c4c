import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearLinkIndex, readClipboard, refreshIndexAt } from '@/test/harness/extension';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import type { TrimSession } from './support';
import { apiCalls, openManage, pageAddress, sectionHeading, startManageSession, tableRows } from './manage-helpers';

// The Links section against the sandbox's 20 seeded links (15 per page).

describe('manage page: links', () => {
  let session: TrimSession;
  const state = () => session.sandbox.store.state;
  const linkByAlias = (alias: string) => state().links.find((l) => l.alias === alias);

  beforeAll(async () => {
    session = await startManageSession();
    // A fresh link index: the list's sparklines send nothing, so each test sees the list's own requests.
    await refreshIndexAt(session.trim, SANDBOX_INSTALLATION, Date.now());
  });
  afterAll(() => session?.close());
  beforeEach(() => session.sandbox.clearRequests());

  it('lists, pages and keeps the place in the address from the whole index, with no request', async () => {
    const page = await openManage(session, '?section=links');
    const rows = tableRows(page, 'Links');
    await expect.poll(() => rows.count()).toBe(15);
    await page.getByRole('navigation', { name: 'Pages of links' }).getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => rows.count()).toBe(5);
    expect(pageAddress(page)).toBe('manage.html?section=links&page=2');

    await page.reload();
    await expect.poll(() => rows.count()).toBe(5);
    await expect.poll(() => page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await page.goBack();
    await expect.poll(() => rows.count()).toBe(15);
    expect(pageAddress(page)).toBe('manage.html?section=links');
    await page.goForward();
    await expect.poll(() => rows.count()).toBe(5);
    // The index holds every link and is fresh: nothing was asked of the service.
    await session.settled();
    expect(apiCalls(session)).toEqual([]);
    await page.close();
  });

  it('before the index holds every link, the service pages the list, one page at a time', async () => {
    await clearLinkIndex(session.trim, SANDBOX_INSTALLATION);
    const page = await openManage(session, '?section=links&page=2');
    await expect.poll(() => tableRows(page, 'Links').count()).toBe(5);
    // The list's own page, beside the fill that the first show of the index starts (100 links a page).
    expect(session.sandbox.requests().filter((r) => r.path === '/api/urls' && r.query['limit'] === '15')[0]?.query).toMatchObject({ page: '2', order: 'date' });
    // Once the fill has read the whole account, the index is whole again for the tests after this one.
    await page
      .getByRole('status')
      .filter({ hasText: /^20 links · updated/ })
      .waitFor();
    await page.close();
  });

  it('searches and orders by clicks over the index, both kept in the address, with no request', async () => {
    const page = await openManage(session, '?section=links');
    const rows = tableRows(page, 'Links');
    await expect.poll(() => rows.count()).toBe(15);

    await page.getByRole('searchbox', { name: 'Search links' }).fill('spring sale');
    await page.getByRole('searchbox', { name: 'Search links' }).press('Enter');
    await expect.poll(() => rows.count()).toBe(1);
    await expect.poll(() => rows.first().textContent()).toContain('/spring-sale');
    expect(pageAddress(page)).toBe('manage.html?section=links&q=spring+sale');
    await page.getByRole('status').filter({ hasText: '1 link matches.' }).waitFor();

    await page.getByRole('searchbox', { name: 'Search links' }).fill('nothing-matches-this');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByText('No link matches “nothing-matches-this”.').waitFor();

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => rows.count()).toBe(15);
    await page.getByRole('combobox', { name: 'Order' }).selectOption('click');
    // docs has the most clicks (42) of the seed.
    await expect.poll(() => rows.first().textContent()).toContain('/docs');
    expect(pageAddress(page)).toBe('manage.html?section=links&order=click');

    await page.goBack();
    await expect.poll(() => rows.first().textContent()).toContain('/draft');
    await session.settled();
    expect(apiCalls(session)).toEqual([]);
    await page.close();
  });

  it('shows a link in full: statistics, targeting, QR code; back returns to the same list page', async () => {
    const page = await openManage(session, '?section=links&order=click&page=1');
    await page.getByRole('link', { name: /\/app$/ }).click();
    await sectionHeading(page)
      .filter({ hasText: /\/app$/ })
      .waitFor();
    expect(pageAddress(page)).toMatch(/^manage\.html\?section=links&order=click&id=\d+$/);
    // The link was requested once, with its stats.
    expect(apiCalls(session).filter((c) => /^GET \/api\/url\/\d+$/.test(c))).toHaveLength(1);

    const stats = page.getByRole('region', { name: 'Statistics' });
    const clicks = session.sandbox.store.clicksOf(linkByAlias('app')!.id).length;
    await expect.poll(() => stats.getByRole('definition').first().textContent()).toBe(String(clicks));
    await stats.getByText('Top countries').waitFor();

    const targeting = page.getByRole('region', { name: 'Targeting' });
    await targeting.getByRole('cell', { name: 'Canada' }).waitFor();
    await targeting.getByRole('cell', { name: 'iPhone' }).waitFor();

    // The detail costs one request; the campaign picker fetches its lists only when reached for.
    await expect.poll(() => apiCalls(session).filter((c) => c !== 'GET /api/urls')).toEqual([`GET /api/url/${linkByAlias('app')!.id}`]);
    const picker = page.getByRole('combobox', { name: 'Add to campaign or channel' });
    await picker.click();
    const newsletter = state().campaigns.find((c) => c.name === 'Newsletter')!;
    await picker.selectOption(`campaign:${newsletter.id}`);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Added the link to Newsletter.').waitFor();
    expect(linkByAlias('app')?.campaignId).toBe(newsletter.id);

    await page.getByText('QR code', { exact: true }).click();
    await page.getByRole('img', { name: /^QR code for http.*\/app$/ }).waitFor();

    await page.getByRole('link', { name: '← All links' }).click();
    await expect.poll(() => tableRows(page, 'Links').count()).toBe(15);
    expect(pageAddress(page)).toBe('manage.html?section=links&order=click');
    await page.close();
  });

  it('edits a link; a taken alias shows the server message and keeps what was typed', async () => {
    const draft = linkByAlias('draft')!;
    const overlay = state().overlays.find((o) => o.name === 'Contact us')!;
    const page = await openManage(session, `?section=links&id=${draft.id}`);
    await sectionHeading(page)
      .filter({ hasText: /\/draft$/ })
      .waitFor();
    await page.getByRole('button', { name: 'Edit' }).click();

    const form = page.getByRole('form', { name: 'Edit link' });
    await form.getByRole('textbox', { name: 'Destination' }).fill('https://docs.example.com/plans/q4');
    await form.getByRole('textbox', { name: 'Alias' }).fill('docs');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByRole('alert').filter({ hasText: 'That alias is taken. Please choose another one.' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Alias' }).inputValue()).toBe('docs');
    expect(await form.getByRole('textbox', { name: 'Destination' }).inputValue()).toBe('https://docs.example.com/plans/q4');
    expect(linkByAlias('draft')?.longUrl).toBe('https://docs.example.com/drafts/q4-plan');

    // A typo is caught before any request.
    const before = apiCalls(session).length;
    await form.getByRole('textbox', { name: 'Alias' }).fill('q4 plan');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Use only letters, numbers, hyphens (-) and underscores (_).').waitFor();
    expect(apiCalls(session)).toHaveLength(before);

    await form.getByRole('textbox', { name: 'Alias' }).fill('q4-plan');
    await form.getByRole('textbox', { name: 'Description' }).fill('Planning for Q4');
    await form.getByRole('combobox', { name: 'Redirect type' }).selectOption(`overlay-${overlay.id}`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Changes saved.').waitFor();
    await sectionHeading(page)
      .filter({ hasText: /\/q4-plan$/ })
      .waitFor();

    const saved = state().links.find((l) => l.id === draft.id)!;
    expect(saved).toMatchObject({
      alias: 'q4-plan',
      longUrl: 'https://docs.example.com/plans/q4',
      // The form's Description is the meta description (in a body, `description` is the private note).
      metadescription: 'Planning for Q4',
      type: `overlay-${overlay.id}`,
    });
    await expect.poll(() => session.sandbox.requests().find((r) => r.method === 'PUT')?.path).toBe(`/api/url/${draft.id}/update`);
    await page.close();
  });

  it('deletes a link only after confirming', async () => {
    const meetup = linkByAlias('meetup')!;
    const page = await openManage(session, `?section=links&id=${meetup.id}`);
    await sectionHeading(page)
      .filter({ hasText: /\/meetup$/ })
      .waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this link?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(linkByAlias('meetup')).toBeDefined();
    expect(session.sandbox.requests().some((r) => r.method === 'DELETE')).toBe(false);

    await page.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete link' }).click();
    await sectionHeading(page).filter({ hasText: 'Links' }).waitFor();
    expect(linkByAlias('meetup')).toBeUndefined();
    await expect.poll(() => tableRows(page, 'Links').filter({ hasText: '/meetup' }).count()).toBe(0);
    // The list it returns to confirms it, once, and forgets it at the next step.
    const deleted = page.getByRole('status').filter({ hasText: /Deleted the link .*\/meetup\./ });
    await deleted.waitFor();
    expect(await deleted.count()).toBe(1);
    await page.getByRole('combobox', { name: 'Order' }).selectOption('click');
    await deleted.waitFor({ state: 'detached' });
    await page.close();
  });

  it('selects links across pages, copies them all, exports them as CSV and assigns them', async () => {
    const page = await openManage(session, '?section=links');
    const rows = tableRows(page, 'Links');
    await expect.poll(() => rows.count()).toBe(15);
    await page.getByRole('checkbox', { name: /\/flash-deal$/ }).check();
    await page.getByRole('checkbox', { name: /\/survey$/ }).check();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.getByRole('checkbox', { name: /\/docs$/ }).check();

    const bar = page.getByRole('region', { name: 'Selected links' });
    await bar.getByText('3 links selected').waitFor();

    await bar.getByRole('button', { name: 'Copy short links' }).click();
    await bar.getByText('Copied 3 links').waitFor();
    const copied = (await readClipboard(session.trim, session.sandbox.url)).split('\n');
    expect(copied.map((url) => url.replace(/^.*\//, ''))).toEqual(['flash-deal', 'survey', 'docs']);

    const [download] = await Promise.all([page.waitForEvent('download'), bar.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^trim-links-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
    expect(csv[0]).toBe('id,short_url,long_url,alias,title,clicks,created');
    expect(csv.slice(1, -1).map((line) => line.split(',')[3])).toEqual(['flash-deal', 'survey', 'docs']);

    const podcast = state().campaigns.find((c) => c.name === 'Podcast')!;
    await bar.getByRole('combobox', { name: 'Add to campaign or channel' }).selectOption(`campaign:${podcast.id}`);
    await bar.getByRole('button', { name: 'Add 3 links' }).click();
    await bar.getByText('Added 3 links to Podcast.').waitFor();
    for (const alias of ['flash-deal', 'survey', 'docs']) expect(linkByAlias(alias)?.campaignId).toBe(podcast.id);

    const reading = state().channels.find((c) => c.name === 'Reading list')!;
    await bar.getByRole('combobox', { name: 'Add to campaign or channel' }).selectOption(`channel:${reading.id}`);
    await bar.getByRole('button', { name: 'Add 3 links' }).click();
    await bar.getByText('Added 3 links to Reading list.').waitFor();
    const inReading = state()
      .channelItems.filter((i) => i.channelId === reading.id && i.type === 'links')
      .map((i) => i.itemId);
    for (const alias of ['flash-deal', 'survey', 'docs']) expect(inReading).toContain(linkByAlias(alias)!.id);

    // Adding again: the server's own refusal is shown, not swallowed.
    await bar.getByRole('button', { name: 'Add 3 links' }).click();
    await bar.getByRole('alert').filter({ hasText: 'This item is already added to the selected channel.' }).waitFor();

    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.waitFor({ state: 'detached' });
    await page.close();
  });

  it('moves through the page by keyboard: skip link, section links, headings', async () => {
    const page = await openManage(session, '?section=links');
    await expect.poll(() => tableRows(page, 'Links').count()).toBe(15);
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Links');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The new section's heading takes the focus, and the address follows.
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName + ' ' + document.activeElement?.textContent)).toBe('H1 Campaigns');
    expect(pageAddress(page)).toBe('manage.html?section=campaigns');
    await page.goBack();
    await sectionHeading(page).filter({ hasText: 'Links' }).waitFor();
    await page.close();
  });
});
