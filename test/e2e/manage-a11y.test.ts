import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrimSession } from './support';
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
  }
});
