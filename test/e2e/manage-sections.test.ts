import type { Settings } from '@/lib/settings/schema';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storageValue } from '@/test/harness/extension';
import type { ReferenceData } from '@/lib/reference/data';
import type { TrimSession } from './support';
import { apiCalls, expectAccessible, openManage, pageAddress, screenshot, sectionHeading, startManageSession, tableRows } from './manage-helpers';

// Campaigns, channels, branded domains, pixels, overlays & splash pages and the account,
// each created, edited and deleted through the page against the sandbox.

describe('manage page: sections', () => {
  let session: TrimSession;
  const state = () => session.sandbox.store.state;
  const reference = () => storageValue<ReferenceData>(session.trim, 'reference:sandbox');

  beforeAll(async () => {
    session = await startManageSession();
  });
  afterAll(() => session?.close());
  beforeEach(() => session.sandbox.clearRequests());

  // The section's first load, then two loads a change: the section's list and the popup's cached
  // list. Counted once Trim has settled, so a load still on the wire is counted here.
  const expectListLoads = async (path: string, changes: number) => {
    await session.settled();
    expect(apiCalls(session).filter((call) => call === `GET ${path}`)).toHaveLength(1 + 2 * changes);
  };

  it('campaigns: create with a rotator, rename, make public, show the links, delete; the popup cache follows', async () => {
    const page = await openManage(session, '?section=campaigns');
    const rows = tableRows(page, 'Campaigns');
    await expect.poll(() => rows.count()).toBe(3);

    const create = page.getByRole('form', { name: 'New campaign' });
    await create.getByRole('textbox', { name: 'Name' }).fill('Autumn');
    await create.getByRole('textbox', { name: 'Rotator slug' }).fill('spring');
    await create.getByRole('button', { name: 'Create campaign' }).click();
    // The seed already uses that slug: the refusal is shown and the name stays typed.
    await create.getByRole('alert').filter({ hasText: 'That slug is taken. Please choose another one.' }).waitFor();
    expect(await create.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Autumn');

    await create.getByRole('textbox', { name: 'Rotator slug' }).fill('autumn-26');
    await create.getByRole('button', { name: 'Create campaign' }).click();
    await page.getByText('Created the campaign “Autumn”.').waitFor();
    const row = rows.filter({ hasText: 'Autumn' });
    await row.getByText(/\/r\/autumn-26$/).waitFor();
    await row.getByText('Private').waitFor();
    await expect.poll(async () => (await reference())?.campaigns.map((c) => c.name)).toContain('Autumn');

    await row.getByRole('button', { name: 'Edit Autumn' }).click();
    const edit = page.getByRole('form', { name: /^Edit/ });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Autumn sale');
    await edit.getByRole('switch', { name: /Public/ }).check();
    await edit.getByRole('button', { name: 'Save campaign' }).click();
    await page.getByText('Saved the campaign “Autumn sale”.').waitFor();
    const saved = state().campaigns.find((c) => c.name === 'Autumn sale');
    expect(saved).toMatchObject({ slug: 'autumn-26', public: true });
    await rows.filter({ hasText: 'Autumn sale' }).getByText('Public').waitFor();
    await expect.poll(async () => (await reference())?.campaigns.map((c) => c.name)).toContain('Autumn sale');

    // The links of a campaign, on a server that tags listed links with their campaign.
    session.sandbox.setFlavor('field');
    const spring = state().campaigns.find((c) => c.name === 'Spring launch')!;
    const springLinks = state().links.filter((l) => l.campaignId === spring.id);
    await rows.filter({ hasText: 'Spring launch' }).getByRole('button', { name: 'Links of Spring launch' }).click();
    const detail = page.getByRole('region', { name: 'Links in Spring launch' });
    await detail.getByText(`${springLinks.length} of links 1–${Math.min(50, state().links.length)}`, { exact: false }).waitFor();
    for (const link of springLinks) await detail.getByRole('link', { name: new RegExp(`/${link.alias}$`) }).waitFor();
    await detail.getByText('List URL').waitFor();
    expect(pageAddress(page)).toBe(`manage.html?section=campaigns&id=${spring.id}`);
    session.sandbox.setFlavor('spec');

    await rows.filter({ hasText: 'Autumn sale' }).getByRole('button', { name: 'Delete Autumn sale' }).click();
    await page.getByRole('dialog', { name: 'Delete this campaign?' }).getByRole('button', { name: 'Delete campaign' }).click();
    await page.getByText('Deleted the campaign “Autumn sale”.').waitFor();
    expect(state().campaigns.some((c) => c.name === 'Autumn sale')).toBe(false);
    await expect.poll(async () => (await reference())?.campaigns.map((c) => c.name)).not.toContain('Autumn sale');
    await page.close();
  });

  it('channels: create with colour and star, a duplicate name refused, edit, items with previews, delete', async () => {
    const page = await openManage(session, '?section=channels');
    const rows = tableRows(page, 'Channels');
    await expect.poll(() => rows.count()).toBe(3);

    const create = page.getByRole('form', { name: 'New channel' });
    await create.getByRole('textbox', { name: 'Name' }).fill('work');
    await create.getByRole('textbox', { name: 'Badge colour' }).fill('#c2185b');
    await create.getByRole('button', { name: 'Create channel' }).click();
    await create.getByRole('alert').filter({ hasText: 'You already have a channel with that name.' }).waitFor();
    expect(await create.getByRole('textbox', { name: 'Badge colour' }).inputValue()).toBe('#c2185b');
    // The refusal names the existing channel; the page offers to open it.
    await create.getByRole('link', { name: 'Show the channel that has this name' }).waitFor();

    await create.getByRole('textbox', { name: 'Name' }).fill('Press kit');
    await create.getByRole('textbox', { name: 'Description' }).fill('For journalists');
    await create.getByRole('switch', { name: 'Starred' }).check();
    await create.getByRole('button', { name: 'Create channel' }).click();
    await page.getByText('Created the channel “Press kit”.').waitFor();
    expect(state().channels.find((c) => c.name === 'Press kit')).toMatchObject({ color: '#c2185b', starred: true, description: 'For journalists' });
    await rows.filter({ hasText: 'Press kit' }).getByText('(starred)').waitFor();
    await expect.poll(async () => (await reference())?.channels.map((c) => c.name)).toContain('Press kit');

    await rows.filter({ hasText: 'Press kit' }).getByRole('button', { name: 'Edit Press kit' }).click();
    const edit = page.getByRole('form', { name: /^Edit/ });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Press');
    await edit.getByRole('switch', { name: 'Starred' }).uncheck();
    await edit.getByRole('button', { name: 'Save channel' }).click();
    await page.getByText('Saved the channel “Press”.').waitFor();
    expect(state().channels.find((c) => c.name === 'Press')).toMatchObject({ starred: false, color: '#c2185b' });

    const work = state().channels.find((c) => c.name === 'Work')!;
    const qr = state().qrCodes[0]!;
    await rows.filter({ hasText: 'Work' }).getByRole('button', { name: 'Items of Work' }).click();
    const items = page.getByRole('region', { name: /^Items in/ });
    await expect.poll(() => items.getByRole('listitem').count()).toBe(state().channelItems.filter((i) => i.channelId === work.id).length);

    // A link, the usual item, is the kind offered first; it is found by its alias, not by an id no screen shows.
    expect(await items.getByRole('combobox', { name: 'Kind' }).inputValue()).toBe('links');
    const pricing = state().links.find((l) => l.alias === 'pricing')!;
    await session.countFromHere();
    const find = items.getByRole('searchbox', { name: 'Find a link' });
    await find.pressSequentially('pricing');
    await find.press('Enter');
    await items.getByRole('radio', { name: new RegExp(`/pricing$`) }).check();
    // One request for the search, none for the keystrokes.
    expect(apiCalls(session)).toEqual(['GET /api/urls']);
    expect(session.sandbox.requests()[0]?.query).toMatchObject({ q: 'pricing' });
    await items.getByRole('button', { name: 'Add to channel' }).click();
    await items.getByText('Item has been successfully added to the channel.').waitFor();
    expect(state().channelItems.some((i) => i.channelId === work.id && i.type === 'links' && i.itemId === pricing.id)).toBe(true);

    // A bio page is added by its id (the API lists none); an unknown id is refused.
    await items.getByRole('combobox', { name: 'Kind' }).selectOption('bio');
    await items.getByRole('textbox', { name: 'Id' }).fill('999999');
    await items.getByRole('button', { name: 'Add to channel' }).click();
    await items.getByRole('alert').filter({ hasText: 'Bio page not found. Please try again.' }).waitFor();
    // A QR code, so all three item types are shown: picked by name, on a 7.x service (the documented API has none).
    session.sandbox.setFlavor('v7');
    await items.getByRole('combobox', { name: 'Kind' }).selectOption('qr');
    await items.getByRole('radio', { name: qr.name }).check();
    await items.getByRole('button', { name: 'Add to channel' }).click();
    await items.getByText('Item has been successfully added to the channel.').waitFor();
    session.sandbox.setFlavor('spec');
    await (await session.trim.serviceWorker()).evaluate(() => chrome.storage.local.remove('qrSupport:sandbox'));
    const workItems = state().channelItems.filter((i) => i.channelId === work.id);
    expect(workItems.some((i) => i.type === 'qr' && i.itemId === qr.id)).toBe(true);
    await expect.poll(() => items.getByRole('listitem').count()).toBe(workItems.length);
    await items.getByRole('listitem').filter({ hasText: qr.name }).getByText('QR code ·').waitFor();
    // No preview is loaded (a link's is its destination, another site): the type's initial stands in.
    const qrItem = items.getByRole('listitem').filter({ hasText: qr.name });
    await expect.poll(() => qrItem.locator('img').count()).toBe(0);
    expect(await qrItem.locator('.item-preview').textContent()).toBe('Q');
    // A link's preview is its destination, shown as text.
    const firstLink = state().links.find((l) => l.id === workItems.find((i) => i.type === 'links')?.itemId)!;
    await items.getByRole('listitem').filter({ hasText: firstLink.title }).getByText(firstLink.longUrl, { exact: true }).waitFor();
    await items.getByRole('listitem').filter({ hasText: 'Demo bio' }).getByText('Bio page ·').waitFor();
    await expect.poll(() => session.sandbox.requests().some((r) => r.path === `/api/channel/${work.id}`)).toBe(true);

    await rows.filter({ hasText: 'Press' }).getByRole('button', { name: 'Delete Press' }).click();
    await page.getByRole('dialog', { name: 'Delete this channel?' }).getByRole('button', { name: 'Delete channel' }).click();
    await page.getByText('Deleted the channel “Press”.').waitFor();
    expect(state().channels.some((c) => c.name === 'Press')).toBe(false);
    await page.close();
  });

  it('branded domains: the reminder, a domain not pointing at the service refused, add, edit redirects, delete', async () => {
    const page = await openManage(session, '?section=domains');
    const rows = tableRows(page, 'Branded domains');
    await expect.poll(() => rows.count()).toBe(2);
    const add = page.getByRole('form', { name: 'Add a branded domain' });
    await add.getByText('Point the domain at the service first').waitFor();

    await add.getByRole('textbox', { name: 'Domain' }).fill('go.example.com');
    await add.getByRole('button', { name: 'Add domain' }).click();
    await add.getByText('Enter the domain with http:// or https://').waitFor();

    await add.getByRole('textbox', { name: 'Domain' }).fill('https://links.example.com');
    await add.getByRole('textbox', { name: 'Root redirect' }).fill('https://example.com/home');
    await add.getByRole('button', { name: 'Add domain' }).click();
    await add.getByRole('alert').filter({ hasText: 'The domain must point to our server.' }).waitFor();
    expect(await add.getByRole('textbox', { name: 'Domain' }).inputValue()).toBe('https://links.example.com');
    expect(await add.getByRole('textbox', { name: 'Root redirect' }).inputValue()).toBe('https://example.com/home');

    await add.getByRole('textbox', { name: 'Domain' }).fill('https://links.trim.test');
    await add.getByRole('button', { name: 'Add domain' }).click();
    await page.getByText('Added https://links.trim.test.').waitFor();
    await expect.poll(() => rows.count()).toBe(3);
    expect(state().domains.find((d) => d.domain === 'https://links.trim.test')).toMatchObject({ redirectroot: 'https://example.com/home' });
    await expect.poll(async () => (await reference())?.domains.map((d) => d.domain)).toContain('https://links.trim.test');

    await rows.filter({ hasText: 'links.trim.test' }).getByRole('button', { name: 'Edit https://links.trim.test' }).click();
    const edit = page.getByRole('form', { name: 'Edit https://links.trim.test' });
    await edit.getByRole('textbox', { name: 'Root redirect' }).fill('');
    await edit.getByRole('textbox', { name: 'Not-found redirect' }).fill('https://example.com/404');
    await edit.getByRole('button', { name: 'Save redirects' }).click();
    await page.getByText('Saved the redirects of https://links.trim.test.').waitFor();
    expect(state().domains.find((d) => d.domain === 'https://links.trim.test')).toMatchObject({ redirectroot: '', redirect404: 'https://example.com/404' });

    await rows.filter({ hasText: 'links.trim.test' }).getByRole('button', { name: 'Delete https://links.trim.test' }).click();
    await page.getByRole('dialog', { name: 'Delete this domain?' }).getByRole('button', { name: 'Delete domain' }).click();
    await page.getByText('Deleted https://links.trim.test.').waitFor();
    expect(state().domains.some((d) => d.domain === 'https://links.trim.test')).toBe(false);
    await expectListLoads('/api/domains', 3); // added, edited, deleted
    await page.close();
  });

  it('pixels: create with a provider type, edit, delete', async () => {
    const page = await openManage(session, '?section=pixels');
    const rows = tableRows(page, 'Pixels');
    await expect.poll(() => rows.count()).toBe(3);
    const create = page.getByRole('form', { name: 'New pixel' });
    await create.getByRole('button', { name: 'Create pixel' }).click();
    await create.getByText('Choose the provider.').waitFor();
    await expect.poll(() => apiCalls(session)).toEqual(['GET /api/pixels']);

    await create.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'TikTok' });
    await create.getByRole('textbox', { name: 'Name' }).fill('TikTok ads');
    await create.getByRole('textbox', { name: 'Pixel ID or tag' }).fill('C4TIKTOK123');
    await create.getByRole('button', { name: 'Create pixel' }).click();
    await page.getByText('Created the pixel “TikTok ads”.').waitFor();
    expect(state().pixels.find((p) => p.name === 'TikTok ads')).toMatchObject({ type: 'tiktok', tag: 'C4TIKTOK123' });
    await rows.filter({ hasText: 'TikTok ads' }).getByRole('cell', { name: 'TikTok', exact: true }).waitFor();

    await rows.filter({ hasText: 'TikTok ads' }).getByRole('button', { name: 'Edit TikTok ads' }).click();
    const edit = page.getByRole('form', { name: /^Edit/ });
    await edit.getByRole('textbox', { name: 'Pixel ID or tag' }).fill('C4TIKTOK999');
    await edit.getByRole('button', { name: 'Save pixel' }).click();
    await page.getByText('Saved the pixel “TikTok ads”.').waitFor();
    expect(state().pixels.find((p) => p.name === 'TikTok ads')?.tag).toBe('C4TIKTOK999');

    await rows.filter({ hasText: 'TikTok ads' }).getByRole('button', { name: 'Delete TikTok ads' }).click();
    await page.getByRole('dialog', { name: 'Delete this pixel?' }).getByRole('button', { name: 'Delete pixel' }).click();
    await page.getByText('Deleted the pixel “TikTok ads”.').waitFor();
    expect(state().pixels.some((p) => p.name === 'TikTok ads')).toBe(false);
    await expectListLoads('/api/pixels', 3); // created, edited, deleted
    await page.close();
  });

  it('overlays and splash pages: listed, and used as a link redirect type or the default', async () => {
    const page = await openManage(session, '?section=redirects');
    await expect.poll(() => tableRows(page, 'CTA overlays').count()).toBe(2);
    await expect.poll(() => tableRows(page, 'Custom splash pages').count()).toBe(2);
    await expect.poll(() => apiCalls(session).sort()).toEqual(['GET /api/overlay', 'GET /api/splash']);

    const splash = state().splashes.find((s) => s.name === 'Sponsor splash')!;
    await page.getByRole('button', { name: 'Use on a link: Sponsor splash' }).click();
    const panel = page.getByRole('region', { name: /^Use the splash page/ });
    await panel.getByRole('searchbox', { name: 'Find a link' }).fill('pricing');
    await panel.getByRole('button', { name: 'Find' }).click();
    await panel.getByRole('radio', { name: /\/pricing/ }).check();
    for (const colorScheme of ['light', 'dark'] as const) {
      // Reduced motion: no colour transition half way when the scheme changes under the check.
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await expectAccessible(page, `use on a link, ${colorScheme}`);
      await screenshot(page, `use-on-link-${colorScheme}`);
    }
    await panel.getByRole('button', { name: 'Use on this link' }).click();
    // A seeded link, made elsewhere: what the save resets is named first (link-writes.test.ts).
    const ask = page.getByRole('dialog', { name: 'Reset settings the service does not report?' });
    await expectAccessible(page, 'use on a link, what it resets');
    await ask.getByRole('button', { name: 'Save anyway' }).click();
    await panel.getByText(/\/pricing now opens with the splash page “Sponsor splash”\./).waitFor();
    expect(state().links.find((l) => l.alias === 'pricing')?.type).toBe(String(splash.id));

    await panel.getByRole('button', { name: 'Use for every new link' }).click();
    await panel.getByText('New links from the popup now open with the splash page “Sponsor splash”.').waitFor();
    const settings = await storageValue<Settings>(session.trim, 'settings');
    expect(settings?.installations[0]?.defaults.type).toBe(String(splash.id));
    await page.close();
  });

  it('account: profile, an email already in use refused, then email and password changed', async () => {
    const other = session.sandbox.addUser({ email: 'taken@trim.test' });
    expect(other.id).toBeGreaterThan(0);
    const page = await openManage(session, '?section=account');
    const profile = page.getByRole('region', { name: 'demo' });
    await profile.getByText(state().users[0]!.email).waitFor();
    await profile.getByText('Pro', { exact: true }).waitFor();

    const form = page.getByRole('form', { name: 'Change email or password' });
    await form.getByRole('textbox', { name: 'New email' }).fill('taken@trim.test');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByRole('alert').filter({ hasText: 'This email is already in use.' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'New email' }).inputValue()).toBe('taken@trim.test');

    await form.getByRole('textbox', { name: 'New email' }).fill('owner@trim.test');
    await form.getByLabel('New password', { exact: true }).fill('better-secret');
    await form.getByLabel('Repeat the new password').fill('better-secret');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.getByText('Account has been successfully updated.').waitFor();
    expect(state().users[0]).toMatchObject({ email: 'owner@trim.test', password: 'better-secret' });
    // The profile (and the popup's cached account) now show the new email.
    await profile.getByText('owner@trim.test').waitFor();
    expect((await reference())?.account?.email).toBe('owner@trim.test');
    await page.close();
  });

  it('keeps each section in the address across reload', async () => {
    const channel = state().channels[0]!;
    const page = await openManage(session, `?section=channels&id=${channel.id}`);
    await page.getByRole('region', { name: /^Items in/ }).waitFor();
    await page.reload();
    await sectionHeading(page).filter({ hasText: 'Channels' }).waitFor();
    await page.getByRole('region', { name: /^Items in/ }).waitFor();
    await page.getByRole('link', { name: 'Close' }).click();
    await page.getByRole('region', { name: /^Items in/ }).waitFor({ state: 'detached' });
    expect(pageAddress(page)).toBe('manage.html?section=channels');
    await page.close();
  });
});
