import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { badgeText, clearNotifications, clickMenu, notifications, storageValue, type MenuClick } from '@/test/harness/extension';
import type { Settings } from '@/lib/settings/schema';
import type { TrimSession } from '@/test/e2e/support';

// The four places a request can fail in front of the user (popup Shorten, popup stats
// Refresh, options Save, right-click menu), each split into the same steps so one test can
// put every surface through every fault: prepare (open, type), act (the click), check what
// the user sees after the failure, then retry once the fault is gone.

export type FaultCase = 'slow' | 'html500' | 'truncated' | 'drop' | 'down';

/** What the user must read for each fault: the title and the "what to do" hint. */
export interface Expected {
  title: string;
  hint: RegExp;
}

export interface Attempt {
  /** Path prefix of the one request the click sends (where the sandbox injects the fault). */
  path: string;
  act(): Promise<void>;
  expectFailed(expected: Expected): Promise<void>;
  /**
   * Clicks again with the fault gone; must succeed without making a second link.
   * `madeByFault`: whether the service made the link although its answer was lost (a slow or
   * truncated answer), so the retry must get that link back rather than make another.
   */
  retry(madeByFault: boolean): Promise<void>;
  close(): Promise<void>;
}

export interface Surface {
  name: string;
  prepare(tag: FaultCase): Promise<Attempt>;
}

/** Long enough for the slow fault's 15 s client timeout plus a loaded 2-core machine. */
export const UI_TIMEOUT = 40_000;

export function faultSurfaces(session: TrimSession, serviceUrl: string): Surface[] {
  const { sandbox } = session;
  const linksTo = (url: string) => sandbox.store.state.links.filter((l) => l.longUrl === url);
  const alertWith = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

  async function expectAlert(page: Page, expected: Expected): Promise<void> {
    const alert = alertWith(page, expected.title);
    await alert.waitFor({ timeout: UI_TIMEOUT });
    expect(await alert.textContent()).toMatch(expected.hint);
  }

  const popupShorten: Surface = {
    name: 'popup shorten',
    async prepare(tag) {
      const url = `https://example.com/faults/${tag}`;
      const alias = `fault-${tag}`;
      const description = `Typed before the ${tag} fault`;
      const page = await session.openPopup(url);
      await page.getByRole('button', { name: 'Shorten', exact: true }).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('textbox', { name: /^Custom alias/ }).fill(alias);
      await page.getByText('More options').click();
      await page.getByRole('textbox', { name: /^Description/ }).fill(description);
      const kept = async () => {
        expect(await page.getByRole('textbox', { name: 'Long URL' }).inputValue()).toBe(url);
        expect(await page.getByRole('textbox', { name: /^Custom alias/ }).inputValue()).toBe(alias);
        expect(await page.getByRole('textbox', { name: /^Description/ }).inputValue()).toBe(description);
      };
      return {
        path: '/api/url/add',
        act: () => page.getByRole('button', { name: 'Shorten', exact: true }).click(),
        async expectFailed(expected) {
          await expectAlert(page, expected);
          await kept();
        },
        async retry(madeByFault) {
          await expect.poll(() => linksTo(url).length, { timeout: UI_TIMEOUT }).toBe(madeByFault ? 1 : 0);
          await page.getByRole('button', { name: 'Shorten', exact: true }).click();
          const short = page.getByRole('textbox', { name: 'Short link' });
          await short.waitFor({ timeout: UI_TIMEOUT });
          expect(await short.inputValue()).toBe(`${sandbox.url}/${alias}`);
          expect(linksTo(url)).toHaveLength(1);
          expect(linksTo(url)[0]?.description).toBe(description);
        },
        close: () => page.close(),
      };
    },
  };

  const popupStats: Surface = {
    name: 'popup stats refresh',
    async prepare() {
      const link = sandbox.store.state.links.find((l) => l.alias === 'changelog')!;
      const page = await session.openPopup(link.longUrl);
      await page.getByRole('heading', { name: 'You already shortened this page' }).waitFor({ timeout: UI_TIMEOUT });
      await page.getByRole('tab', { name: 'Stats' }).click();
      await page.getByText(/^Updated at/).waitFor({ timeout: UI_TIMEOUT });
      const tiles = page.locator('.stat-tile');
      const shown = await tiles.allTextContents();
      return {
        path: `/api/url/${link.id}`,
        act: () => page.getByRole('button', { name: 'Refresh' }).click(),
        async expectFailed(expected) {
          await expectAlert(page, expected);
          // The last numbers stay on screen; only the "Updated at" line goes.
          expect(await tiles.allTextContents()).toEqual(shown);
          expect(await page.getByText(/^Updated at/).count()).toBe(0);
        },
        async retry() {
          const linkCount = sandbox.store.state.links.length;
          await page.getByRole('button', { name: 'Refresh' }).click();
          await page.getByText(/^Updated at/).waitFor({ timeout: UI_TIMEOUT });
          expect(await page.getByRole('alert').count()).toBe(0);
          expect(await tiles.allTextContents()).toEqual(shown);
          expect(sandbox.store.state.links.length).toBe(linkCount);
        },
        close: () => page.close(),
      };
    },
  };

  const optionsSave: Surface = {
    name: 'options save',
    async prepare() {
      // Another account's key, so "nothing saved" is visible in storage (the saved key stays).
      const other = sandbox.addUser();
      const savedKey = (await storageValue<Settings>(session.trim, 'settings'))?.installations[0]?.connection.apiKey;
      const page = await session.openOptions();
      await page.getByText(/Lists loaded/).waitFor({ timeout: UI_TIMEOUT });
      await page.getByLabel('Base URL').fill(serviceUrl);
      await page.getByLabel('API key').fill(other.apiKey);
      const storedKey = async () => (await storageValue<Settings>(session.trim, 'settings'))?.installations[0]?.connection.apiKey;
      return {
        path: '/api/account',
        act: () => page.getByRole('button', { name: 'Save' }).click(),
        async expectFailed(expected) {
          await expectAlert(page, expected);
          expect(await page.getByLabel('Base URL').inputValue()).toBe(serviceUrl);
          expect(await page.getByLabel('API key').inputValue()).toBe(other.apiKey);
          expect(await storedKey()).toBe(savedKey);
        },
        async retry() {
          await page.getByRole('button', { name: 'Save' }).click();
          await page.getByRole('status').filter({ hasText: 'Connected and saved' }).waitFor({ timeout: UI_TIMEOUT });
          expect(await storedKey()).toBe(other.apiKey);
        },
        async close() {
          await page.close();
          // Back to the demo account for the next case.
          await session.configure({ connection: { baseUrl: serviceUrl, apiKey: sandbox.apiKey } });
        },
      };
    },
  };

  const menu: Surface = {
    name: 'right-click menu',
    async prepare(tag) {
      const url = `https://example.com/faults/${tag}-menu`;
      const info: MenuClick = { menuItemId: 'trim-shorten-link', linkUrl: url };
      let badgeAfterFailure = '';
      return {
        path: '/api/url/add',
        async act() {
          await clearNotifications(session.trim);
          await clickMenu(session.trim, info);
          // Read at once: the ! flashes for a few seconds only.
          badgeAfterFailure = await badgeText(session.trim);
        },
        async expectFailed(expected) {
          const shown = (await notifications(session.trim)).filter((n) => n.id === 'trim-error');
          expect(shown).toHaveLength(1);
          // Named after the installation it came from (the test profile's is "Sandbox").
          expect(shown[0]?.title).toBe(`Sandbox: ${expected.title}`);
          expect(shown[0]?.message).toContain(`Could not shorten ${url}.`);
          expect(shown[0]?.message).toMatch(expected.hint);
          expect(badgeAfterFailure).toBe('!');
          // Reported, not left waiting: a retry is the user's call.
          expect((await storageValue<{ items: unknown[] }>(session.trim, 'queue'))?.items ?? []).toHaveLength(0);
        },
        async retry(madeByFault) {
          await expect.poll(() => linksTo(url).length, { timeout: UI_TIMEOUT }).toBe(madeByFault ? 1 : 0);
          await clearNotifications(session.trim);
          await clickMenu(session.trim, info);
          const [link, ...more] = linksTo(url);
          expect(more).toHaveLength(0);
          const result = (await notifications(session.trim)).find((n) => n.id === 'trim-result');
          expect(result?.message).toContain(`${sandbox.url}/${link?.alias}`);
        },
        close: async () => undefined,
      };
    },
  };

  return [popupShorten, popupStats, menu, optionsSave];
}
