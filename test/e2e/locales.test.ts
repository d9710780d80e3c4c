import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedClickHistory } from './history-helpers';
import { longestLocale, overflowingElements, translator, untranslatedText } from './locale-helpers';
import { demo } from './popup-helpers';
import { popupAt, POPUP_VIEWPORT } from './popup-views';
import { startSession, type TrimSession } from './support';

// Trim in the browser's language: Chromium started with --lang (Debian needs chromium-l10n for
// it). Each page is driven by the words its user reads, checked for English left behind, looked
// at in light and dark, checked by axe in Arabic; the popup is measured for overflow in every
// locale at its width (the longest, by its text, named).

const DIR = path.resolve('test-results/screenshots');

type View = (session: TrimSession, L: (english: string) => string) => Promise<Page>;

/** The popup's form is there and Trim has nothing in flight (its lookup answered). */
async function formReady(session: TrimSession, page: Page, L: (english: string) => string): Promise<Page> {
  await page.getByRole('button', { name: L('Shorten'), exact: true }).waitFor();
  await session.settled();
  return page;
}

/** Writes the page in its whole height (a popup at its width, another page at 1100 px), in one colour scheme, to be looked at. */
async function screenshot(page: Page, name: string, file: string, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  if (name.startsWith('popup')) {
    await page.setViewportSize({ width: POPUP_VIEWPORT.width, height: 160 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: POPUP_VIEWPORT.width, height: Math.min(Math.max(height, 200), 1400) });
  } else {
    await page.setViewportSize({ width: 1100, height: 900 });
  }
  await page.screenshot({ path: path.join(DIR, file), fullPage: true, animations: 'disabled' });
}

const views: Record<string, View> = {
  async 'popup-form'(session, L) {
    return formReady(session, await popupAt(session, 'https://example.com/blog/how-we-shorten-links'), L);
  },
  async 'popup-advanced'(session, L) {
    const page = await formReady(session, await popupAt(session, 'https://example.com/blog/advanced-options'), L);
    await page.getByText(L('More options')).click();
    await page.getByRole('button', { name: L('Add country') }).click();
    // A date and time, written the language's way, must show whole.
    await page.locator('input[type=datetime-local]').fill('2027-03-04T05:06');
    return page;
  },
  async 'popup-result'(session, L) {
    const page = await formReady(session, await popupAt(session, `https://example.com/blog/result-${Date.now()}`), L);
    await page.getByRole('button', { name: L('Shorten'), exact: true }).click();
    await page.getByRole('textbox', { name: L('Short link') }).waitFor();
    await page.getByText(L('Organise')).click();
    await page.locator('#assign-campaign').waitFor(); // the panel is loaded on demand: measured once it is there
    return page;
  },
  async 'popup-stats'(session, L) {
    const link = demo(session).links.find((l) => l.alias === 'changelog')!;
    await seedClickHistory(session, ['changelog']);
    const page = await popupAt(session, link.longUrl);
    await page.getByRole('tab', { name: L('Stats') }).click();
    await page.getByRole('heading', { name: L('Top countries') }).waitFor();
    await page.getByRole('img', { name: /30/ }).first().waitFor();
    return page;
  },
  async 'popup-recent'(session, L) {
    const page = await formReady(session, await popupAt(session, 'https://example.com/blog/recent-search'), L);
    await page.getByRole('tab', { name: L('Recent') }).click();
    await page.getByRole('searchbox', { name: L('Search your links') }).waitFor();
    return page;
  },
  async options(session, L) {
    const page = await session.openOptions();
    await page.getByRole('button', { name: L('Check what this key can use') }).waitFor();
    return page;
  },
  async manage(session) {
    const page = await session.trim.openPage('manage.html');
    await page.locator('table tbody tr').first().waitFor();
    return page;
  },
};

async function uiLanguage(session: TrimSession): Promise<string> {
  const worker = await session.trim.serviceWorker();
  return worker.evaluate(() => chrome.i18n.getUILanguage());
}

describe.each(['de', 'ar'])('Trim in %s', (lang) => {
  let session: TrimSession;
  const L = translator(lang);
  beforeAll(async () => {
    await mkdir(DIR, { recursive: true });
    session = await startSession({ sandbox: { rateLimit: 10_000 }, browser: { lang } });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('follows the browser’s language', async () => {
    // Debian's Chromium without chromium-l10n stays in en-US whatever --lang says.
    expect(await uiLanguage(session), 'install chromium-l10n').toMatch(new RegExp(`^${lang}`));
  });

  it.each(Object.keys(views))('%s: in the language, laid out for it, light and dark', async (name) => {
    await session.configure();
    const page = await views[name]!(session, L);
    try {
      expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([lang, lang === 'ar' ? 'rtl' : 'ltr']);
      expect(await untranslatedText(page, lang)).toEqual([]);
      for (const scheme of ['light', 'dark'] as const) {
        await screenshot(page, name, `locale-${lang}-${name}-${scheme}.png`, scheme);
        if (lang === 'ar') {
          const result = await new AxeBuilder({ page }).analyze();
          const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        }
      }
    } finally {
      await page.close();
    }
  });

  it('names a link’s target countries in the language (Germany → Deutschland)', async () => {
    const app = session.sandbox.store.state.links.find((l) => l.alias === 'app')!;
    const page = await session.trim.openPage(`manage.html?section=links&id=${app.id}`);
    try {
      const germany = new Intl.DisplayNames([lang], { type: 'region' }).of('DE')!;
      await page
        .getByRole('region', { name: L('Targeting') })
        .getByRole('cell', { name: germany, exact: true })
        .waitFor();
    } finally {
      await page.close();
    }
  });

  it('shows the server’s own message as it sent it, with Trim’s hint in the language', async () => {
    const page = await session.openOptions();
    try {
      await page.getByLabel(L('Base URL')).fill(session.sandbox.url);
      await page.getByLabel(L('API key'), { exact: true }).fill('not-the-key');
      await page.getByRole('button', { name: L('Save'), exact: true }).click();
      const alert = page.getByRole('alert');
      // The sandbox speaks English, as a server in English would: its words are not Trim's to translate.
      await expect.poll(() => alert.textContent()).toContain('A valid API key is required to use this service.');
      // On the options page the hint names the field on the page, not "Trim's options".
      expect(await alert.textContent()).toContain(
        L("Copy the key from your account's Developer API page into the API key field on this page, and make sure the account is active."),
      );
    } finally {
      await page.close();
      await session.configure();
    }
  });

  it('keeps addresses, aliases and the short link left to right inside the page’s direction', async () => {
    const form = await views['popup-form']!(session, L);
    const result = await views['popup-result']!(session, L);
    try {
      const directions = (page: Page) =>
        page.evaluate(() => ({
          page: getComputedStyle(document.body).direction,
          fields: [...document.querySelectorAll('input[type=url], input[dir=ltr]')].map((el) => `${el.id}: ${getComputedStyle(el).direction}`),
        }));
      const onForm = await directions(form);
      expect(onForm.page).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      expect(onForm.fields).toEqual(expect.arrayContaining([expect.stringMatching(/url: ltr$/), expect.stringMatching(/alias: ltr$/)]));
      expect(onForm.fields.filter((field) => !field.endsWith(': ltr'))).toEqual([]);
      expect((await directions(result)).fields).toContain('short-link: ltr');
      // The arrow toward the reading direction's end moves to the next tab: left in Arabic.
      await form.getByRole('tab', { name: L('Link') }).focus();
      await form.keyboard.press(lang === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(() => form.getByRole('tab', { name: L('Stats') }).getAttribute('aria-selected')).toBe('true');
    } finally {
      await form.close();
      await result.close();
    }
  });
});

// Every locale, not only the longest: German's long compounds break a box French's longer total fits.
const LOCALES = ['en', 'de', 'fr', 'es', 'pt_BR', 'tr', 'ar'];

describe.each(LOCALES.map((lang) => [lang === longestLocale() ? `${lang}, the longest` : lang, lang]))('the popup at its width in %s', (_title, lang) => {
  const L = translator(lang);
  let session: TrimSession;
  beforeAll(async () => {
    await mkdir(DIR, { recursive: true });
    session = await startSession({ sandbox: { rateLimit: 10_000 }, browser: { lang } });
  });
  afterAll(async () => {
    await session?.close();
  });

  it.runIf(lang === longestLocale())('the check finds a word too long for its box', async () => {
    const page = await views['popup-form']!(session, L);
    try {
      await page.evaluate(() => {
        const label = document.querySelector('label')!;
        label.style.display = 'block';
        label.style.width = '120px';
        label.textContent = 'Verbindungseinstellungsüberprüfungsergebnis';
      });
      expect(await overflowingElements(page)).toEqual([expect.stringMatching(/^label.*content \d+ px in 120 px$/)]);
    } finally {
      await page.close();
    }
  });

  it.runIf(lang === longestLocale())('the check finds a select too narrow for its longest option', async () => {
    // Whatever the browser reports as a select's scrollWidth (Chromium 150 and 156 differ).
    const page = await views['popup-form']!(session, L);
    try {
      await page.locator('select#shorten-domain').evaluate((select) => {
        (select as HTMLSelectElement).style.width = '90px';
      });
      expect(await overflowingElements(page)).toEqual([expect.stringMatching(/^select#shorten-domain.*content \d+ px in 90 px$/)]);
    } finally {
      await page.close();
    }
  });

  it.runIf(lang === longestLocale())('the check finds a date and time cut short by its field', async () => {
    const page = await views['popup-advanced']!(session, L);
    try {
      await page.locator('input[type=datetime-local]').evaluate((input) => {
        (input as HTMLInputElement).style.width = '120px';
      });
      expect(await overflowingElements(page)).toEqual([expect.stringMatching(/^input#\S+ .*datetime-local \d+ px in 120 px$/)]);
    } finally {
      await page.close();
    }
  });

  it.each(Object.keys(views).filter((name) => name.startsWith('popup')))(`%s: nothing overflows at the popup's width`, async (name) => {
    await session.configure();
    const page = await views[name]!(session, L);
    try {
      expect(await overflowingElements(page)).toEqual([]);
      // To look at: every language's popup, not only the two the suite above drives.
      for (const scheme of ['light', 'dark'] as const) await screenshot(page, name, `width-${lang}-${name}-${scheme}.png`, scheme);
    } finally {
      await page.close();
    }
  });
});
