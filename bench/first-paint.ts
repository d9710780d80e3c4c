import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TrimBrowser } from '@/test/harness/launch';
import type { TrimSession } from '@/test/e2e/support';
import { seedLinkIndex } from './history';
import { BLANK_PAGE, waitForReady } from './popup-speed';
import { interquartileMean, round, spread, type Spread } from './stats';

// Issue #25: first contentful paint of the popup, against three pages of the same extension: the
// blank page (one dot), a static copy of the popup's own settled markup with its stylesheets and
// no script, and the early paint alone (the popup's page without its module: the kept frame
// painted by its script, nothing else). popup ÷ static is what the popup's scripts cost before
// anything shows; early ÷ static is the part no script can avoid (an extension page's first
// script runs once its file has arrived, ~10 ms after the markup is parsed here); popup ÷ early
// is what the module adds; static ÷ blank what the markup and CSS cost. All open in fresh tabs of
// one browser, in turn.

export const STATIC_PAGE = 'bench-static.html';
export const EARLY_PAGE = 'bench-early.html';
const EARLY_SCRIPT = 'bench-early-paint.js';
/** The paint script's check that the snapshot is this build's: the early page has no module to compare with. */
const BUILD_CHECK = "module && snapshot && snapshot.build === module.getAttribute('src') && ";
const MANAGE_LINKS = 'manage.html?section=links';

/** Resolves with the page's first-contentful-paint startTime (ms since navigation start). */
export function waitForFirstPaint(page: Page, timeoutMs: number): Promise<number> {
  return page.evaluate(
    (timeoutMs) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no first contentful paint within ${timeoutMs} ms`)), timeoutMs);
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (!entry) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
    timeoutMs,
  );
}

export async function timeFirstPaint(trim: TrimBrowser, pathAndQuery: string, timeoutMs = 10_000): Promise<number> {
  const page = await trim.context.newPage();
  try {
    await page.goto(`chrome-extension://${trim.extensionId}/${pathAndQuery}`, { waitUntil: 'domcontentloaded' });
    return await waitForFirstPaint(page, timeoutMs);
  } finally {
    await page.close();
  }
}

/**
 * The markup without its scripts: what the browser would paint if the popup needed none. Only
 * the stylesheets the popup's own HTML links stay: lazy parts' sheets, added later, would make
 * the copy slower than what it is measured against.
 */
export function staticCopy(html: string, sourceHtml: string): string {
  const linked = new Set([...sourceHtml.matchAll(/<link\b[^>]*href="([^"]+)"/gi)].map((m) => m[1]));
  return `<!doctype html>\n${html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) => (linked.has(/href="([^"]+)"/i.exec(tag)?.[1]) ? tag : ''))}`;
}

/**
 * The popup's page without its module, painting with a copy of its early-paint script whose only
 * change is that it skips the build check (the page has no module to name the build). The copy is
 * of the source: the build ships it minified, with other names, and a few hundred bytes more to
 * parse are far below a 4 ms step.
 */
export function earlyCopy(popupHtml: string, paintScript: string): { html: string; script: string } {
  const moduleTag = /\s*<script\b[^>]*type="module"[^>]*><\/script>/i;
  if (!moduleTag.test(popupHtml) || !popupHtml.includes('src="/popup-paint.js"'))
    throw new Error('bench/first-paint: popup.html no longer has a module script and /popup-paint.js');
  if (!paintScript.includes(BUILD_CHECK)) throw new Error(`bench/first-paint: popup-paint.js no longer checks the build with \`${BUILD_CHECK}\``);
  return { html: popupHtml.replace(moduleTag, '').replace('src="/popup-paint.js"', `src="/${EARLY_SCRIPT}"`), script: paintScript.replace(BUILD_CHECK, 'snapshot && ') };
}

/** Opens the popup once, lets it settle, and writes its markup as a static page and its early-paint-only page into the build folder. */
export async function writeReferencePages(trim: TrimBrowser, buildDir: string, popupPath: string): Promise<void> {
  const page = await trim.context.newPage();
  try {
    await page.goto(`chrome-extension://${trim.extensionId}/${popupPath}`, { waitUntil: 'domcontentloaded' });
    await waitForReady(page, 10_000);
    await page.waitForLoadState('networkidle');
    const source = await readFile(path.join(buildDir, popupPath.split('?')[0] as string), 'utf8');
    await writeFile(path.join(buildDir, STATIC_PAGE), staticCopy(await page.evaluate(() => document.documentElement.outerHTML), source));
    const early = earlyCopy(source, await readFile(path.resolve('assets/public/popup-paint.js'), 'utf8'));
    await writeFile(path.join(buildDir, EARLY_PAGE), early.html);
    await writeFile(path.join(buildDir, EARLY_SCRIPT), early.script);
  } finally {
    await page.close();
  }
}

export interface FirstPaint {
  popupMs: Spread;
  staticMs: Spread;
  blankMs: Spread;
  earlyMs: Spread;
  /** median(popup) ÷ median(static copy), as issue #25 measured it: what the script holds back. */
  vsStatic: number;
  /** median(early paint alone) ÷ median(static copy): the floor for a frame a script paints. */
  earlyVsStatic: number;
  /** median(popup) ÷ median(early paint alone): what the module adds before the first frame. */
  vsEarly: number;
  /** median(popup) ÷ median(blank). */
  vsBlank: number;
  /** median(static copy) ÷ median(blank): what the markup and CSS cost. */
  staticVsBlank: number;
  /**
   * The same ratios of interquartile means: Chromium reports these paints in 4 ms steps here, so a
   * median of ~50 ms moves a ratio by 0.08 at a time; the means show where between the steps it is.
   */
  means: { vsStatic: number; vsBlank: number; staticVsBlank: number; earlyVsStatic: number; vsEarly: number };
  samples: { popupMs: number[]; staticMs: number[]; blankMs: number[]; earlyMs: number[] };
}

export async function measureFirstPaint(trim: TrimBrowser, buildDir: string, popupPath: string, options: { runs?: number; warmup?: number } = {}): Promise<FirstPaint> {
  const runs = options.runs ?? 31;
  const warmup = options.warmup ?? 3;
  await writeReferencePages(trim, buildDir, popupPath);
  const pages = { popupMs: popupPath, staticMs: STATIC_PAGE, blankMs: BLANK_PAGE, earlyMs: EARLY_PAGE + (popupPath.includes('?') ? popupPath.slice(popupPath.indexOf('?')) : '') };
  const samples: Record<keyof typeof pages, number[]> = { popupMs: [], staticMs: [], blankMs: [], earlyMs: [] };
  const order = Object.keys(pages) as (keyof typeof pages)[];
  for (let i = 0; i < warmup; i += 1) for (const name of order) await timeFirstPaint(trim, pages[name]);
  for (let i = 0; i < runs; i += 1) {
    // Each page takes each place in the order in turn, so none always follows another.
    for (let k = 0; k < order.length; k += 1) {
      const name = order[(i + k) % order.length] as keyof typeof pages;
      samples[name].push(await timeFirstPaint(trim, pages[name]));
    }
  }
  const popup = spread(samples.popupMs);
  const staticPage = spread(samples.staticMs);
  const blank = spread(samples.blankMs);
  const early = spread(samples.earlyMs);
  const iqm = (name: keyof typeof pages) => interquartileMean(samples[name]);
  return {
    popupMs: popup,
    staticMs: staticPage,
    blankMs: blank,
    earlyMs: early,
    vsStatic: round(popup.median / staticPage.median, 2),
    earlyVsStatic: round(early.median / staticPage.median, 2),
    vsEarly: round(popup.median / early.median, 2),
    vsBlank: round(popup.median / blank.median, 2),
    staticVsBlank: round(staticPage.median / blank.median, 2),
    means: {
      vsStatic: round(iqm('popupMs') / iqm('staticMs'), 2),
      vsBlank: round(iqm('popupMs') / iqm('blankMs'), 2),
      staticVsBlank: round(iqm('staticMs') / iqm('blankMs'), 2),
      earlyVsStatic: round(iqm('earlyMs') / iqm('staticMs'), 2),
      vsEarly: round(iqm('popupMs') / iqm('earlyMs'), 2),
    },
    samples: {
      popupMs: samples.popupMs.map((v) => round(v)),
      staticMs: samples.staticMs.map((v) => round(v)),
      blankMs: samples.blankMs.map((v) => round(v)),
      earlyMs: samples.earlyMs.map((v) => round(v)),
    },
  };
}

/** The manage page's links section with 1,000 links in the installation's index (issue #25). */
export async function measureManageFirstPaint(session: TrimSession, runs = 9): Promise<Spread> {
  const unseed = await seedLinkIndex(session);
  try {
    const samples: number[] = [];
    await timeFirstPaint(session.trim, MANAGE_LINKS);
    for (let i = 0; i < runs; i += 1) samples.push(round(await timeFirstPaint(session.trim, MANAGE_LINKS)));
    return spread(samples);
  } finally {
    await unseed();
  }
}
