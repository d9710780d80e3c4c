import { copyFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TrimBrowser } from '@/test/harness/launch';
import { round, spread, type Spread } from './stats';

// Popup speed: navigation start → `performance.mark('trim:ready')` (the popup marks it when
// the form can take a click), against a blank extension page that marks the same name from
// one module script. Both open in fresh tabs of the same browser, interleaved, so machine
// load shared with other jobs hits both alike.

export const READY_MARK = 'trim:ready';
export const BLANK_PAGE = 'bench-blank.html';

/** Copies the baseline page into the bench's own build folder (never into a shipped build). */
export async function addBlankPage(buildDir: string): Promise<void> {
  for (const file of ['bench-blank.html', 'bench-blank.js']) {
    await copyFile(path.join(import.meta.dirname, 'blank', file), path.join(buildDir, file));
  }
}

/** Resolves with the mark's startTime (ms since navigation start) once the page sets it. */
export function waitForReady(page: Page, timeoutMs: number): Promise<number> {
  // A function, not a string: extension pages' CSP forbids eval, but Playwright calls
  // functions through the debugger protocol, which the CSP does not cover.
  return page.evaluate(
    ({ mark, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${mark} not set within ${timeoutMs} ms`)), timeoutMs);
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName(mark)[0];
          if (!entry) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve(entry.startTime);
        }).observe({ type: 'mark', buffered: true });
      }),
    { mark: READY_MARK, timeoutMs },
  );
}

export async function timeOpening(trim: TrimBrowser, pathAndQuery: string, timeoutMs = 10_000): Promise<number> {
  const page = await trim.context.newPage();
  try {
    await page.goto(`chrome-extension://${trim.extensionId}/${pathAndQuery}`, { waitUntil: 'domcontentloaded' });
    return await waitForReady(page, timeoutMs);
  } finally {
    await page.close();
  }
}

export interface PopupSpeed {
  popupMs: Spread;
  blankMs: Spread;
  /** median(popup) ÷ median(blank): the budgeted figure. */
  ratio: number;
  /** Spread of popup_i ÷ blank_i over the interleaved pairs. */
  pairRatio: Spread;
  samples: { popupMs: number[]; blankMs: number[] };
}

export async function measurePopupSpeed(trim: TrimBrowser, popupPath: string, options: { runs?: number; warmup?: number } = {}): Promise<PopupSpeed> {
  // 41 pairs: the median of a ratio of two noisy timings needs them (25 moved it by ±0.1 run to run).
  const runs = options.runs ?? 41;
  const warmup = options.warmup ?? 4;
  const popupMs: number[] = [];
  const blankMs: number[] = [];
  // Warm-up openings fill the HTTP and code caches the way a user's second opening would.
  for (let i = 0; i < warmup; i += 1) {
    await timeOpening(trim, BLANK_PAGE);
    await timeOpening(trim, popupPath);
  }
  for (let i = 0; i < runs; i += 1) {
    // Alternate which goes first so neither always follows the other.
    const popupFirst = i % 2 === 0;
    if (popupFirst) popupMs.push(await timeOpening(trim, popupPath));
    blankMs.push(await timeOpening(trim, BLANK_PAGE));
    if (!popupFirst) popupMs.push(await timeOpening(trim, popupPath));
  }
  const popup = spread(popupMs);
  const blank = spread(blankMs);
  return {
    popupMs: popup,
    blankMs: blank,
    ratio: round(popup.median / blank.median, 2),
    pairRatio: spread(popupMs.map((ms, i) => ms / (blankMs[i] as number))),
    samples: { popupMs: popupMs.map((ms) => round(ms)), blankMs: blankMs.map((ms) => round(ms)) },
  };
}
