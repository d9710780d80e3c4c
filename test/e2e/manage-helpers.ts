import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { startSession, type TrimSession } from './support';

// Shared by the manage page's journeys: one sandbox + Chromium per file, the page opened at
// an address (the route lives in the query string), axe and screenshots.

export const SCREENSHOT_DIR = path.resolve('test-results/screenshots');

/** A generous rate limit: these journeys test the page, not the limiter (the burst test does). */
export function startManageSession(): Promise<TrimSession> {
  return startSession({ sandbox: { rateLimit: 10_000 } });
}

export async function openManage(session: TrimSession, query = ''): Promise<Page> {
  const page = await session.trim.openPage(`manage.html${query}`);
  await page.getByRole('navigation', { name: 'Sections' }).waitFor();
  return page;
}

/** The section's one h1 (what the page is showing). */
export function sectionHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

/** Rows of the table named `name`, header row excluded. */
export function tableRows(page: Page, name: string) {
  return page.getByRole('table', { name, exact: true }).locator('tbody tr');
}

/** The page address after the extension origin, e.g. `manage.html?section=links&page=2`. */
export function pageAddress(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname.replace(/^\//, '')}${url.search}`;
}

/** Fails with the list of serious or critical axe violations, if any. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(bad).toEqual([]);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `manage-${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}

/** API requests the page made, by method and path (the sandbox's own control routes excluded). */
export function apiCalls(session: TrimSession): string[] {
  return session.sandbox
    .requests()
    .filter((r) => r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`);
}
