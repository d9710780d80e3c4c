import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { translator } from '@/test/e2e/locale-helpers';
import { startSession, type TrimSession } from '@/test/e2e/support';
import { readListing, type StoreLocale } from './listing';
import { seedMonthOfClicks } from './month-of-clicks';

// The listing's screenshots: the real extension (the e2e build) in Chromium started in the
// locale's language, against the sandbox, brought into each state by the words its user reads,
// as the e2e tests do. 1280×800, the size every store takes.

export const SHOT = { width: 1280, height: 800 } as const;
const POPUP_WIDTH = 400;
/** Where the pictures' short links live: a name reserved for examples (RFC 2606), not the sandbox's 127.0.0.1. */
const SHORT_LINK_BASE = 'https://go.example.com';
/** The account's branded domains, under a name reserved for examples too (the sandbox's own are .test and .localhost). */
const BRANDED_DOMAINS = ['https://go.acme.example', 'https://acme.example'] as const;
/** The link whose clicks over time the last picture shows: older than the chart's month. */
const CHARTED = 'roadmap';

type L = (english: string) => string;
type Shot = (session: TrimSession, L: L, locale: StoreLocale) => Promise<Buffer>;

/** Chromium's `--lang` for a locale: `pt_BR` is `pt-BR` to the browser. */
const browserLang = (locale: StoreLocale) => locale.replace('_', '-');

async function extensionPage(session: TrimSession, pathAndQuery: string, width: number = SHOT.width): Promise<Page> {
  const page = await session.trim.context.newPage();
  await page.setViewportSize({ width, height: SHOT.height });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(`chrome-extension://${session.trim.extensionId}/${pathAndQuery}`);
  return page;
}

/** A page's screenshot once nothing on it is loading any more (a spinner caught mid-turn is no picture). */
async function still(page: Page): Promise<Buffer> {
  await page.locator('.spinner:visible').first().waitFor({ state: 'detached' });
  return page.screenshot({ animations: 'disabled' });
}

/**
 * The popup as the toolbar shows it: at its own width and height, on a 1280×800 backdrop that
 * names Trim and says what it does in the locale's words (right to left in Arabic).
 */
async function onBackdrop(session: TrimSession, popup: Buffer, locale: StoreLocale): Promise<Buffer> {
  const icon = readFileSync(path.resolve('assets/icon.svg'), 'utf8');
  const { summary } = readListing(locale);
  const page = await session.trim.context.newPage();
  try {
    await page.setViewportSize(SHOT);
    const text = summary.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);
    await page.setContent(`<!doctype html>
<html lang="${browserLang(locale)}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"><meta charset="utf-8">
<style>
  html, body { margin: 0; width: 1280px; height: 800px; font-family: system-ui, 'Noto Sans', 'Noto Sans Arabic', sans-serif; }
  body { display: flex; align-items: center; gap: 72px; padding: 0 96px; box-sizing: border-box; background: linear-gradient(135deg, #eef2ff, #c7d2fe); color: #1e1b4b; }
  .pitch { flex: 1; }
  .pitch svg { width: 112px; height: 112px; }
  h1 { font-size: 64px; margin: 16px 0 12px; }
  p { font-size: 28px; line-height: 1.4; margin: 0; }
  img { width: ${POPUP_WIDTH}px; max-height: 720px; object-fit: cover; object-position: top; border-radius: 12px; box-shadow: 0 24px 64px rgb(30 27 75 / 0.3); }
</style>
<div class="pitch">${icon}<h1>Trim</h1><p>${text}</p></div>
<img alt="" src="data:image/png;base64,${popup.toString('base64')}">
</html>`);
    return await page.screenshot();
  } finally {
    await page.close();
  }
}

const shots: Record<string, Shot> = {
  async 'popup-shortened'(session, L, locale) {
    const page = await extensionPage(session, `popup.html?url=${encodeURIComponent(`https://example.com/blog/how-we-shorten-links?lang=${locale}`)}`, POPUP_WIDTH);
    try {
      const shorten = page.getByRole('button', { name: L('Shorten'), exact: true });
      await shorten.waitFor();
      await page.getByText(L('Checking for an existing short link')).waitFor({ state: 'detached' });
      await shorten.click();
      await page.getByRole('textbox', { name: L('Short link') }).waitFor();
      // The result's last parts load on demand: the picture waits for them.
      await page.getByText(L('Organise')).waitFor();
      const last = page.getByRole('button', { name: L('Shorten all tabs') });
      await last.waitFor();
      // The copy to the clipboard ends on its own time, and its line makes the popup taller.
      await page.getByText(L('Copied to the clipboard.')).waitFor();
      // The popup at its own height, as the toolbar opens it: measured in a short window, where
      // the page is as tall as its content and no taller, once that layout is painted, then shot
      // in a window that tall; a last button below it would be a picture cut in half.
      await page.setViewportSize({ width: POPUP_WIDTH, height: 160 });
      const height = await page.evaluate(
        () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollHeight)))),
      );
      await page.setViewportSize({ width: POPUP_WIDTH, height });
      const bottom = await last.evaluate((button) => button.getBoundingClientRect().bottom);
      if (bottom > height) throw new Error(`The popup's last button ends at ${bottom}px, below its ${height}px`);
      return await onBackdrop(session, await still(page), locale);
    } finally {
      await page.close();
    }
  },
  async manage(session) {
    const page = await extensionPage(session, 'manage.html');
    try {
      await page.locator('table tbody tr').first().waitFor();
      return await still(page);
    } finally {
      await page.close();
    }
  },
  async bulk(session, L) {
    const page = await extensionPage(session, 'manage.html?section=bulk');
    try {
      const addresses = ['pricing', 'docs/getting-started', 'blog/spring-sale', 'careers', 'contact'].map((slug) => `https://example.com/${slug}`);
      await page.getByRole('textbox', { name: L('URLs') }).fill(addresses.join('\n'));
      await page.getByRole('button', { name: L('Start') }).click();
      // Every line made: each row of the results holds its short link.
      await page
        .locator('tbody tr')
        .filter({ hasText: `${SHORT_LINK_BASE}/` })
        .nth(addresses.length - 1)
        .waitFor();
      return await still(page);
    } finally {
      await page.close();
    }
  },
  async clicks(session, L) {
    const link = session.sandbox.store.state.links.find((one) => one.alias === CHARTED);
    if (!link) throw new Error(`the sandbox has no "${CHARTED}" link`);
    const page = await extensionPage(session, `manage.html?section=links&id=${link.id}`);
    try {
      const chart = page.getByRole('heading', { name: L('Clicks per day') });
      await chart.waitFor();
      // The whole chart and its dates in view, with as much of the link's page above it as fits.
      await chart.evaluate((heading) => {
        const chart = heading.closest('.card') ?? heading.parentElement ?? heading;
        const below = chart.querySelector('svg')!.getBoundingClientRect().bottom + 48 - window.innerHeight;
        if (below > 0) window.scrollBy(0, below);
        // No text cut in half at an edge: the link's facts start a little below the top, or the
        // page moves up the least that puts no line of text across the top or bottom edge (a
        // two-line fact in Portuguese showed its second line alone), keeping the chart's dates.
        const facts = document.querySelector('.facts')?.getBoundingClientRect().top ?? 16;
        if (facts > 16 && facts < 160) return void window.scrollBy(0, facts - 16);
        const lines: DOMRect[] = [];
        const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = texts.nextNode(); node; node = texts.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          lines.push(...range.getClientRects());
        }
        // (Inline, not a named helper: the function runs in the page, where tsx's __name is not.)
        const clean = Array.from({ length: 41 }, (_, by) => by).find((by) =>
          lines.every((line) => [0, window.innerHeight].every((edge) => line.top - by >= edge - 1 || line.bottom - by <= edge + 1)),
        );
        if (clean) window.scrollBy(0, clean);
      });
      return await still(page);
    } finally {
      await page.close();
    }
  },
};

/** Each screenshot of one locale, by name, taken in a browser of that language. */
export async function screenshotsIn(locale: StoreLocale): Promise<Map<string, Buffer>> {
  const session = await startSession({
    sandbox: { rateLimit: 10_000, publicUrl: SHORT_LINK_BASE, demoDomains: BRANDED_DOMAINS },
    browser: { lang: browserLang(locale) },
  });
  try {
    const ui = await (await session.trim.serviceWorker()).evaluate(() => chrome.i18n.getUILanguage());
    // Debian's Chromium without chromium-l10n stays in English whatever --lang says.
    if (!ui.startsWith(locale.slice(0, 2))) throw new Error(`Chromium runs in ${ui}, not ${locale}: install chromium-l10n`);
    const L = translator(locale);
    // A month of clicks, so the list's sparklines and the link's chart look like a real account's.
    await seedMonthOfClicks(session);
    const taken = new Map<string, Buffer>();
    for (const [name, shot] of Object.entries(shots)) {
      await session.configure();
      taken.set(name, await shot(session, L, locale));
    }
    return taken;
  } finally {
    await session.close();
  }
}
