import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TrimBrowser } from '@/test/harness/launch';
import type { TrimSession } from '@/test/e2e/support';
import { seedLinkIndex } from './history';
import { BLANK_PAGE } from './popup-speed';
import { interquartileMean, round, spread, type Spread } from './stats';

// First contentful paint of the popup (issues #25, #33), against two pages of the same
// extension: the blank page (one dot), and the popup's first frame alone (its own HTML without
// its module: the skeleton fixed at build time and the first-frame script, nothing else).
// frame ÷ blank is what the markup, the stylesheet and that script cost; popup ÷ frame is what
// the module adds before the first frame. All open in fresh tabs of one browser, in turn.

export const FRAME_PAGE = 'bench-frame.html';
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

/** The popup's page without its module: the first frame the browser paints, and nothing after it. */
export function frameOnly(popupHtml: string): string {
  const moduleTag = /\s*<script\b[^>]*type="module"[^>]*><\/script>/i;
  if (!moduleTag.test(popupHtml) || !popupHtml.includes('class="popup popup-skeleton"'))
    throw new Error('bench/first-paint: popup.html no longer has a module script and its skeleton');
  return popupHtml.replace(moduleTag, '');
}

/** Writes the first-frame-only page into the build folder. */
export async function writeReferencePages(buildDir: string): Promise<void> {
  await writeFile(path.join(buildDir, FRAME_PAGE), frameOnly(await readFile(path.join(buildDir, 'popup.html'), 'utf8')));
}

export interface FirstPaint {
  popupMs: Spread;
  frameMs: Spread;
  blankMs: Spread;
  /** median(popup) ÷ median(blank): the gate. */
  vsBlank: number;
  /** median(first frame alone) ÷ median(blank): what the markup, the stylesheet and the first-frame script cost. */
  frameVsBlank: number;
  /** median(popup) ÷ median(first frame alone): what the module adds before the first frame. */
  vsFrame: number;
  /**
   * The same ratios of interquartile means: Chromium reports these paints in 4 ms steps here, so a
   * median of ~50 ms moves a ratio by 0.08 at a time; the means show where between the steps it is.
   */
  means: { vsBlank: number; frameVsBlank: number; vsFrame: number };
  samples: { popupMs: number[]; frameMs: number[]; blankMs: number[] };
}

export async function measureFirstPaint(trim: TrimBrowser, buildDir: string, popupPath: string, options: { runs?: number; warmup?: number } = {}): Promise<FirstPaint> {
  const runs = options.runs ?? 31;
  const warmup = options.warmup ?? 3;
  await writeReferencePages(buildDir);
  const pages = { popupMs: popupPath, frameMs: FRAME_PAGE, blankMs: BLANK_PAGE };
  const samples: Record<keyof typeof pages, number[]> = { popupMs: [], frameMs: [], blankMs: [] };
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
  const frame = spread(samples.frameMs);
  const blank = spread(samples.blankMs);
  const iqm = (name: keyof typeof pages) => interquartileMean(samples[name]);
  return {
    popupMs: popup,
    frameMs: frame,
    blankMs: blank,
    vsBlank: round(popup.median / blank.median, 2),
    frameVsBlank: round(frame.median / blank.median, 2),
    vsFrame: round(popup.median / frame.median, 2),
    means: {
      vsBlank: round(iqm('popupMs') / iqm('blankMs'), 2),
      frameVsBlank: round(iqm('frameMs') / iqm('blankMs'), 2),
      vsFrame: round(iqm('popupMs') / iqm('frameMs'), 2),
    },
    samples: { popupMs: samples.popupMs.map((v) => round(v)), frameMs: samples.frameMs.map((v) => round(v)), blankMs: samples.blankMs.map((v) => round(v)) },
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
