import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import type { TrimSession } from './support';
import { seedClickHistory } from './history-helpers';
import { expectAccessible, openManage, screenshot, sectionHeading, startManageSession } from './manage-helpers';

// Every section in both themes: no serious or critical axe violation, and a screenshot of each
// to look at (test-results/screenshots/manage-<section>-<theme>.png).

const SECTIONS = [
  { query: '?section=links', heading: 'Links', name: 'links' },
  { query: '?section=links&id=LINK', heading: /go\.trim\.test|127\.0\.0\.1|brand\.localhost/, name: 'link-detail' },
  { query: '?section=campaigns&id=CAMPAIGN', heading: 'Campaigns', name: 'campaigns' },
  { query: '?section=channels&id=CHANNEL', heading: 'Channels', name: 'channels' },
  { query: '?section=domains', heading: 'Branded domains', name: 'domains' },
  { query: '?section=files', heading: 'Files', name: 'files' },
  { query: '?section=pixels', heading: 'Pixels', name: 'pixels' },
  { query: '?section=redirects', heading: 'Overlays & splash pages', name: 'redirects' },
  { query: '?section=account', heading: 'Account', name: 'account' },
] as const;

/** States reached by interaction: the selection bar, the edit form, a confirmation, an upload form with errors. */
const STATES: { name: string; query: string; act: (page: Page) => Promise<void> }[] = [
  {
    name: 'links-selected',
    query: '?section=links',
    act: async (page) => {
      await page.getByRole('checkbox', { name: /\/draft$/ }).check();
      await page.getByRole('checkbox', { name: /\/survey$/ }).check();
      await page.getByText('2 links selected').waitFor();
    },
  },
  {
    name: 'link-edit',
    query: '?section=links&id=LINK',
    act: async (page) => {
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByRole('form', { name: 'Edit link' }).waitFor();
      await page.getByText('QR code', { exact: true }).click();
    },
  },
  {
    name: 'confirm-delete',
    query: '?section=campaigns',
    act: async (page) => {
      await page.getByRole('button', { name: 'Delete Podcast' }).click();
      await page.getByRole('dialog', { name: 'Delete this campaign?' }).waitFor();
    },
  },
  {
    name: 'bulk-preview',
    query: '?section=bulk',
    act: async (page) => {
      // No batch left from another view: the section offers a new one.
      await page.evaluate(() => chrome.storage.local.remove('bulk'));
      const list = ['https://example.com/reading/one', 'not a web address', 'https://example.com/reading/two', 'https://example.com/reading/one', 'ftp://files.example.com/x'];
      await page.getByRole('textbox', { name: 'URLs' }).fill(list.join('\n'));
      await page.getByText('2 links to make · 1 duplicate (made once) · 2 invalid (not sent)').waitFor();
    },
  },
  {
    name: 'bulk-tabs',
    query: '?section=bulk&from=tabs',
    act: async (page) => {
      await page.evaluate(() => chrome.storage.local.remove('bulk'));
      await page.getByText(/from this window's tabs|No tab in this window/).waitFor();
    },
  },
  {
    name: 'bulk-progress',
    query: '?section=bulk',
    act: async (page) => {
      // A paused batch part-way: some made, one refused, the rest waiting.
      const line = (n: number, state: string, extra = {}) => ({ line: n, url: `https://example.com/reading/${n}`, alias: '', campaign: null, channel: null, state, ...extra });
      const batch = {
        id: 'shot',
        installation: 'sandbox',
        createdAt: 0,
        defaults: { domain: '', campaign: null, channel: null, status: 'private', type: 'direct' },
        lines: [
          line(1, 'done', { shorturl: 'http://127.0.0.1/r1' }),
          line(2, 'done', { shorturl: 'http://127.0.0.1/r2' }),
          line(4, 'failed', { error: 'That alias is taken. Please choose another one.', alias: 'taken' }),
          line(5, 'waiting'),
          line(6, 'waiting'),
        ],
        status: 'paused',
        waitUntil: null,
      };
      await page.evaluate((value) => chrome.storage.local.set({ bulk: value }), batch);
      await page.getByRole('button', { name: 'Resume' }).waitFor();
    },
  },
  {
    name: 'form-errors',
    query: '?section=files',
    act: async (page) => {
      const form = page.getByRole('form', { name: 'Upload a file' });
      await form.getByLabel('Drop a file here, or choose one').setInputFiles({ name: 'a.txt', mimeType: 'text/plain', buffer: Buffer.from('a') });
      await form.getByRole('textbox', { name: 'Custom alias' }).fill('no spaces allowed');
      await form.getByRole('textbox', { name: 'Maximum downloads' }).fill('0');
      await form.getByRole('button', { name: 'Upload' }).click();
      await form.getByText('Enter a whole number of 1 or more.').waitFor();
    },
  },
];

describe('manage page: accessibility and screenshots', () => {
  let session: TrimSession;
  const ids = { LINK: 0, CAMPAIGN: 0, CHANNEL: 0 };

  beforeAll(async () => {
    session = await startManageSession();
    const state = session.sandbox.store.state;
    // The link with targeting and clicks shows the most of the detail view.
    ids.LINK = state.links.find((l) => l.alias === 'app')?.id ?? 0;
    ids.CAMPAIGN = state.campaigns[0]?.id ?? 0;
    ids.CHANNEL = state.channels[0]?.id ?? 0;
    // A week of daily snapshots with clicks between them: the sparklines and the detail's chart have data.
    await seedClickHistory(session, ['app', 'changelog', 'meetup', 'pricing']);
  });
  afterAll(() => session?.close());

  for (const theme of ['light', 'dark'] as const) {
    for (const section of SECTIONS) {
      it(`${section.name} (${theme})`, async () => {
        const query = section.query.replace(/LINK|CAMPAIGN|CHANNEL/, (key) => String(ids[key as keyof typeof ids]));
        await session.configure({ theme });
        const page = await openManage(session, query);
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await sectionHeading(page).filter({ hasText: section.heading }).waitFor();
        // Wait for the section's data so the check covers the real content, not a spinner.
        await expect.poll(() => page.getByText(/Loading/).count()).toBe(0);
        await expectAccessible(page, `${section.name} (${theme})`);
        await screenshot(page, `${section.name}-${theme}`);
        await page.close();
      });
    }
    it(`installations (${theme})`, async () => {
      // Two accounts on the service: the header offers the switcher.
      const personal = session.sandbox.addUser();
      const installation = (id: string, name: string, apiKey: string) => ({ id, name, connection: { baseUrl: session.sandbox.url, apiKey }, defaults: DEFAULT_SHORTEN_DEFAULTS });
      await session.configure({ theme, installations: [installation('work', 'Work', session.sandbox.apiKey), installation('home', 'Personal blog', personal.apiKey)] });
      const page = await openManage(session, '?in=home&section=links');
      await expect.poll(() => page.getByRole('combobox', { name: 'Installation' }).inputValue()).toBe('home');
      await expect.poll(() => page.getByText(/Loading/).count()).toBe(0);
      await expectAccessible(page, `installations (${theme})`);
      await screenshot(page, `installations-${theme}`);
      await page.close();
    });
    for (const state of STATES) {
      it(`${state.name} (${theme})`, async () => {
        await session.configure({ theme });
        const page = await openManage(session, state.query.replace('LINK', String(ids.LINK)));
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await expect.poll(() => page.getByText(/Loading/).count()).toBe(0);
        await state.act(page);
        await expectAccessible(page, `${state.name} (${theme})`);
        await screenshot(page, `${state.name}-${theme}`);
        await page.close();
      });
    }
  }
});
