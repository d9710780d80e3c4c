import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiRequests, demo, openMoreOptions, poll, popupSuite } from './popup-helpers';

// Every option of POST /api/url/add from the popup's advanced section, checked in the
// sandbox's store; validation beside the fields; a taken alias; assigning; statistics.

const suite = popupSuite();
const popup = (url: string) => suite.popup(url, { settled: true });

const creates = () => apiRequests(suite.session).filter((r) => r.method === 'POST' && r.path === '/api/url/add');
const linkTo = (url: string) => suite.session.sandbox.store.state.links.find((l) => l.longUrl === url);
const exact = (page: Page, role: 'textbox' | 'combobox', name: string) => page.getByRole(role, { name, exact: true });

async function openAdvanced(page: Page) {
  await openMoreOptions(page);
  await exact(page, 'combobox', 'Campaign').waitFor();
}

describe('popup: every option', () => {
  it('sends every option group in one request, reads the link back once, and the link carries each one', async () => {
    const url = 'https://example.com/every-option';
    const { campaigns, channels, pixels, overlays, domains } = demo(suite.session);
    const page = await popup(url);
    await suite.session.countFromHere();

    await page.getByLabel('Custom alias').fill('every-option');
    await exact(page, 'combobox', 'Domain').selectOption(domains[0]!.domain);
    await openAdvanced(page);
    await exact(page, 'combobox', 'Campaign').selectOption(String(campaigns[1]!.id));
    await exact(page, 'combobox', 'Channel').selectOption(String(channels[1]!.id));
    await page.getByRole('radio', { name: 'Public' }).check();
    await exact(page, 'combobox', 'Redirect type').selectOption(`overlay-${overlays[0]!.id}`);
    await exact(page, 'textbox', 'Password (optional)').fill('open-sesame');
    await page.getByLabel('Expires').fill('2031-05-06T07:08');
    await exact(page, 'textbox', 'Description (optional)').fill('Every option at once');
    await exact(page, 'textbox', 'Meta title (optional)').fill('Meta title here');
    await exact(page, 'textbox', 'Meta description (optional)').fill('Meta description here');
    await exact(page, 'textbox', 'Meta image (optional)').fill('https://example.com/og.png');
    await page.getByRole('checkbox', { name: new RegExp(pixels[0]!.name) }).check();
    await page.getByRole('checkbox', { name: new RegExp(pixels[2]!.name) }).check();

    await page.getByRole('button', { name: 'Add country' }).click();
    await exact(page, 'combobox', 'Country 1').selectOption('Canada');
    await exact(page, 'textbox', 'Link for country 1').fill('https://example.ca/');
    await page.getByRole('button', { name: 'Add country' }).click();
    await exact(page, 'combobox', 'Country 2').selectOption('Germany');
    await exact(page, 'textbox', 'Link for country 2').fill('https://example.de/');
    await page.getByRole('button', { name: 'Add device' }).click();
    await exact(page, 'combobox', 'Device 1').selectOption('iPhone');
    await exact(page, 'textbox', 'Link for device 1').fill('https://example.com/ios');
    await page.getByRole('button', { name: 'Add language' }).click();
    await exact(page, 'combobox', 'Language 1').selectOption('fr');
    await exact(page, 'textbox', 'Link for language 1').fill('https://example.fr/');
    await page.getByRole('radio', { name: 'App store addresses' }).check();
    await page.getByLabel('App Store (Apple) link').fill('https://apps.apple.com/app/id1');
    await page.getByLabel('Google Play link').fill('https://play.google.com/store/apps/details?id=x');
    await page.getByRole('button', { name: 'Add parameter' }).click();
    await exact(page, 'textbox', 'Parameter 1 name').fill('utm_source');
    await exact(page, 'textbox', 'Parameter 1 value').fill('trim');

    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(creates()).toHaveLength(1);
    const link = linkTo(url)!;
    // The one read-back: the body carries countries, devices and a branded domain a plan may drop silently.
    // (More options loads the lists it shows when opened, pixels among them; those are not the link's.)
    await poll(() =>
      apiRequests(suite.session)
        .filter((r) => r.path.startsWith('/api/url'))
        .map((r) => `${r.method} ${r.path}`),
    ).toEqual(['POST /api/url/add', `GET /api/url/${link.id}`]);

    expect(link).toMatchObject({
      alias: 'every-option',
      domainId: domains[0]!.id,
      campaignId: campaigns[1]!.id,
      status: 'public',
      type: `overlay-${overlays[0]!.id}`,
      password: expect.any(String),
      description: 'Every option at once',
      metatitle: 'Meta title here',
      metadescription: 'Meta description here',
      metaimage: 'https://example.com/og.png',
      pixels: [pixels[0]!.id, pixels[2]!.id],
      geotarget: [
        { key: 'Canada', link: 'https://example.ca/' },
        { key: 'Germany', link: 'https://example.de/' },
      ],
      devicetarget: [{ key: 'iPhone', link: 'https://example.com/ios' }],
      languagetarget: [{ key: 'fr', link: 'https://example.fr/' }],
      deeplink: { apple: 'https://apps.apple.com/app/id1', google: 'https://play.google.com/store/apps/details?id=x' },
      parameters: [{ name: 'utm_source', value: 'trim' }],
    });
    expect(link.expiry).toBe(new Date(2031, 4, 6, 7, 8).getTime());
    expect(suite.session.sandbox.store.state.channelItems).toContainEqual(expect.objectContaining({ channelId: channels[1]!.id, type: 'links', itemId: link.id }));
    const body = JSON.stringify(creates()[0]);
    expect(body).not.toContain('open-sesame'); // the request log never holds bodies
  });

  it('a custom splash page by name, automatic deep links, a private link', async () => {
    const url = 'https://example.com/splash-and-auto';
    const { splashes } = demo(suite.session);
    const page = await popup(url);
    await openAdvanced(page);
    await exact(page, 'combobox', 'Redirect type').selectOption({ label: splashes[1]!.name });
    await page.getByRole('radio', { name: /Automatic/ }).check();
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(linkTo(url)).toMatchObject({ type: String(splashes[1]!.id), deeplink: { auto: true }, status: 'private' });
  });

  it('defaults from the options are prefilled', async () => {
    const { campaigns } = demo(suite.session);
    await suite.session.configure({
      defaults: { domain: '', campaign: campaigns[0]!.id, channel: null, status: 'public', type: 'frame' },
    });
    const page = await popup('https://example.com/with-defaults');
    await openAdvanced(page);
    expect(await exact(page, 'combobox', 'Campaign').inputValue()).toBe(String(campaigns[0]!.id));
    expect(await exact(page, 'combobox', 'Redirect type').inputValue()).toBe('frame');
    expect(await page.getByRole('radio', { name: 'Public' }).isChecked()).toBe(true);
  });
});

describe('popup: validation and refusals keep the form', () => {
  it('checks before sending: messages beside the fields, focus on the first, nothing sent', async () => {
    const page = await popup('https://example.com/invalid-input');
    await suite.session.countFromHere();
    await page.getByLabel('Custom alias').fill('a!');
    await openAdvanced(page);
    await exact(page, 'textbox', 'Meta image (optional)').fill('https://example.com/page.html');
    await page.getByLabel('Expires').fill('2001-01-01T10:00');
    await page.getByRole('button', { name: 'Add country' }).click();
    await exact(page, 'textbox', 'Link for country 1').fill('not a url');
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();

    const alias = page.getByLabel('Custom alias');
    await poll(() => alias.getAttribute('aria-invalid')).toBe('true');
    await poll(() => alias.evaluate((el) => el === document.activeElement)).toBe(true);
    const aliasMessage = (await alias.getAttribute('aria-describedby'))!.split(' ')[0]!;
    expect(await page.locator(`[id="${aliasMessage}"]`).textContent()).toMatch(/letters, numbers/);
    for (const name of ['Meta image (optional)', 'Expires (optional)', 'Link for country 1']) {
      expect(await exact(page, 'textbox', name).getAttribute('aria-invalid')).toBe('true');
    }
    expect(await exact(page, 'combobox', 'Country 1').getAttribute('aria-invalid')).toBe('true');
    await suite.session.settled();
    expect(apiRequests(suite.session)).toHaveLength(0);
  });

  it('an error in the closed advanced section opens it and focuses the field', async () => {
    const page = await popup('https://example.com/advanced-error');
    await openAdvanced(page);
    await exact(page, 'textbox', 'Meta image (optional)').fill('ftp://example.com/x.png');
    await page.getByText('More options').click();
    await poll(() => exact(page, 'textbox', 'Meta image (optional)').count()).toBe(0);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    const image = exact(page, 'textbox', 'Meta image (optional)');
    await poll(() => image.evaluate((el) => el === document.activeElement).catch(() => false)).toBe(true);
    expect(await image.inputValue()).toBe('ftp://example.com/x.png');
  });

  it('a taken alias: the server’s message beside the alias field, everything else kept', async () => {
    const url = 'https://example.com/taken-alias';
    const page = await popup(url);
    await page.getByLabel('Custom alias').fill('changelog');
    await openAdvanced(page);
    await exact(page, 'textbox', 'Description (optional)').fill('I typed this');
    await suite.session.countFromHere();
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    const alias = page.getByLabel('Custom alias');
    await poll(() => alias.getAttribute('aria-invalid')).toBe('true');
    const messageId = (await alias.getAttribute('aria-describedby'))!.split(' ')[0]!;
    expect(await page.locator(`[id="${messageId}"]`).textContent()).toContain('That alias is taken');
    expect(await alias.inputValue()).toBe('changelog');
    expect(await exact(page, 'textbox', 'Description (optional)').inputValue()).toBe('I typed this');
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(creates()).toHaveLength(1);
    expect(linkTo(url)).toBeUndefined();

    await alias.fill('changelog-two');
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    expect(linkTo(url)).toMatchObject({ alias: 'changelog-two', description: 'I typed this' });
  });
});

describe('popup: after shortening', () => {
  it('assigns the new link to a campaign and to a channel', async () => {
    const url = 'https://example.com/assign-me';
    const { campaigns, channels } = demo(suite.session);
    const page = await popup(url);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    const link = linkTo(url)!;
    await suite.session.countFromHere();

    await page.getByText('Organise').click();
    await exact(page, 'combobox', 'Campaign').selectOption(String(campaigns[2]!.id));
    await page.getByRole('button', { name: 'Add to campaign' }).click();
    await page.getByText(`Added to the campaign ${campaigns[2]!.name}.`).waitFor();
    expect(linkTo(url)?.campaignId).toBe(campaigns[2]!.id);

    await exact(page, 'combobox', 'Channel').selectOption(String(channels[2]!.id));
    await page.getByRole('button', { name: 'Add to channel' }).click();
    await page.getByText(`Added to the channel ${channels[2]!.name}.`).waitFor();
    expect(suite.session.sandbox.store.state.channelItems).toContainEqual(expect.objectContaining({ channelId: channels[2]!.id, type: 'links', itemId: link.id }));
    expect(apiRequests(suite.session).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /api/campaign/${campaigns[2]!.id}/assign/${link.id}`,
      `POST /api/channel/${channels[2]!.id}/assign/links/${link.id}`,
    ]);
  });

  it('stats after real visits: opened on demand, refreshed by the button only', async () => {
    const url = 'https://example.com/visited';
    const page = await popup(url);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    const shortUrl = await page.getByRole('textbox', { name: 'Short link' }).inputValue();
    const visit = (country: string, ua: string, referer?: string) =>
      fetch(shortUrl, {
        redirect: 'manual',
        headers: { 'X-Sandbox-Country': country, 'User-Agent': ua, 'X-Forwarded-For': `10.0.0.${country.length}${ua.length % 9}`, ...(referer ? { Referer: referer } : {}) },
      });
    const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    await visit('CA', FIREFOX, 'https://www.facebook.com/post');
    await visit('CA', FIREFOX);
    await visit('DE', SAFARI, 'https://news.example.org/');
    await suite.session.countFromHere();

    await page.getByRole('tab', { name: 'Stats' }).click();
    const clicks = page.getByRole('definition').first();
    await poll(() => clicks.textContent()).toBe('3');
    const countries = page.getByRole('region', { name: 'Statistics' }).getByRole('heading', { name: 'Top countries' });
    await countries.waitFor();
    const text = await page.getByRole('region', { name: 'Statistics' }).textContent();
    expect(text).toMatch(/Canada\s*2/);
    expect(text).toMatch(/Germany\s*1/);
    expect(text).toContain('Firefox');
    // The link's numbers, and one page of the link index for the clicks-per-day chart (never filled yet).
    await poll(() => apiRequests(suite.session).length).toBe(2);
    expect(
      apiRequests(suite.session)
        .map((r) => r.path.replace(/\d+$/, 'N'))
        .sort(),
    ).toEqual(['/api/url/N', '/api/urls']);

    await visit('JP', SAFARI);
    await page.getByRole('tab', { name: 'Link' }).click();
    await page.getByRole('tab', { name: 'Stats' }).click();
    // Coming back shows what was loaded: no new request until Refresh.
    expect(await clicks.textContent()).toBe('3');
    expect(apiRequests(suite.session)).toHaveLength(2);
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await poll(() => clicks.textContent()).toBe('4');
    expect(await page.getByRole('region', { name: 'Statistics' }).textContent()).toMatch(/Japan\s*1/);
    expect(apiRequests(suite.session)).toHaveLength(3);
  });
});

describe('popup: the Shorten bar never hides the focused field', () => {
  it('tabbing through More options at 400×600 keeps each focused field whole, above the bar', async () => {
    const page = await popup('https://example.com/tab-through-options');
    await page.setViewportSize({ width: 400, height: 600 });
    await openAdvanced(page);
    await page.getByRole('button', { name: 'Add country' }).click();
    await page.getByRole('button', { name: 'Add parameter' }).click();
    await page.getByRole('button', { name: 'Shorten', exact: true }).waitFor();
    await exact(page, 'combobox', 'Campaign').focus();
    const hidden: string[] = [];
    const seen = new Set<string>();
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const bar = document.querySelector('.shorten-form .form-actions');
        if (!el || !bar || bar.contains(el)) return null;
        const box = el.getBoundingClientRect();
        const name = `${el.tagName.toLowerCase()}#${el.id || (el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 20))}`;
        return { name, top: box.top, bottom: box.bottom, barTop: bar.getBoundingClientRect().top };
      });
      if (!where) break; // the bar's own button: the end of the form
      seen.add(where.name);
      if (where.top < -0.5 || where.bottom > where.barTop + 0.5)
        hidden.push(`${where.name}: ${Math.round(where.top)}–${Math.round(where.bottom)} px, bar at ${Math.round(where.barTop)}`);
    }
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].some((name) => name.includes('password'))).toBe(true);
    expect(hidden).toEqual([]);
  });
});

describe('popup: names, not identifiers', () => {
  it('pixels by provider, social sites by name, and a country list that says how many it leaves out', async () => {
    const page = await popup('https://example.com/named-everywhere');
    await openAdvanced(page);
    const pixels = page.getByRole('group', { name: 'Pixels' });
    await pixels.getByRole('checkbox').first().waitFor();
    const listed = (await pixels.textContent()) ?? '';
    expect(listed).toContain('Google Tag Manager');
    expect(listed).not.toMatch(/gtmpixel|fbpixel|linkedinpixel/);

    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    const shortUrl = await page.getByRole('textbox', { name: 'Short link' }).inputValue();
    // Seven countries, one visit each and the first from Facebook: the popup shows 5 of them.
    const countries = ['CA', 'DE', 'FR', 'JP', 'BR', 'ES', 'IT'];
    for (const [n, country] of countries.entries()) {
      await fetch(shortUrl, {
        redirect: 'manual',
        headers: { 'X-Sandbox-Country': country, 'X-Forwarded-For': `10.0.1.${n + 1}`, ...(n === 0 ? { Referer: 'https://www.facebook.com/post' } : {}) },
      });
    }
    await page.getByRole('tab', { name: 'Stats' }).click();
    const stats = page.getByRole('region', { name: 'Statistics' });
    await poll(() => stats.getByRole('definition').first().textContent()).toBe('7');
    const top = stats.getByRole('heading', { name: 'Top countries' }).locator('..');
    expect(await top.getByRole('listitem').count()).toBe(5);
    await top.getByText('+2 more').waitFor();
    const social = stats.getByRole('heading', { name: 'Clicks from social sites' }).locator('..');
    await social.getByText('Facebook', { exact: true }).waitFor();
  });
});
