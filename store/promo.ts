import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@/test/harness/launch';

// The images drawn rather than shot: the small promo tile (440×280, Chrome's required one, Edge's
// optional one) and the store logo (300×300, which Edge asks for in every language), both from
// the icon's source so they never drift from it.

export const PROMO = { width: 440, height: 280 } as const;
export const LOGO = { width: 300, height: 300 } as const;

function tileHtml(icon: string): string {
  return `<!doctype html><meta charset="utf-8">
<style>
  html, body { margin: 0; width: ${PROMO.width}px; height: ${PROMO.height}px; font-family: system-ui, 'Noto Sans', sans-serif; }
  body { display: flex; align-items: center; justify-content: center; gap: 28px; background: linear-gradient(135deg, #4338ca, #6366f1); color: #fff; }
  svg { width: 120px; height: 120px; filter: drop-shadow(0 8px 16px rgb(0 0 0 / 0.25)); }
  h1 { font-size: 64px; margin: 0; letter-spacing: -1px; }
  p { font-size: 18px; margin: 6px 0 0; color: #e0e7ff; max-width: 220px; line-height: 1.3; }
</style>
${icon}<div><h1>Trim</h1><p>Short links from your own service</p></div>`;
}

function logoHtml(icon: string): string {
  return `<!doctype html><meta charset="utf-8">
<style>html, body { margin: 0; width: ${LOGO.width}px; height: ${LOGO.height}px; background: transparent; } svg { width: 100%; height: 100%; display: block; }</style>
${icon}`;
}

/** The promo tile and the logo as PNG, drawn by Chromium. */
export async function drawArtwork(): Promise<{ promo: Buffer; logo: Buffer }> {
  const icon = readFileSync(path.resolve('assets/icon.svg'), 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: PROMO });
    await page.setContent(tileHtml(icon));
    const promo = await page.screenshot();
    await page.setViewportSize(LOGO);
    await page.setContent(logoHtml(icon));
    const logo = await page.screenshot({ omitBackground: true });
    return { promo, logo };
  } finally {
    await browser.close();
  }
}
