import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrimSession } from './support';
import { openManage, pageAddress, startManageSession, tableRows } from './manage-helpers';

// Failures the page must survive without losing anything: no connection set up, the rate
// limit reached (and the window passing), and a service that answers with an error page.

describe('manage page: failures', () => {
  let session: TrimSession;

  beforeAll(async () => {
    session = await startManageSession();
  });
  afterAll(() => session?.close());

  it('says what to do when Trim is not set up yet', async () => {
    await session.configure({ connection: { baseUrl: '', apiKey: '' } });
    const page = await openManage(session, '?section=links');
    const alert = page.getByRole('alert').filter({ hasText: 'Trim is not set up yet' });
    await alert.waitFor();
    await alert.getByRole('button', { name: 'Open options' }).waitFor();
    // Nothing that cannot work above it: no search, order or export.
    expect(await page.getByRole('searchbox').count()).toBe(0);
    expect(await page.getByRole('combobox', { name: 'Order' }).count()).toBe(0);
    expect(await page.getByText('Export click history (CSV)').count()).toBe(0);
    expect(session.sandbox.requests().filter((r) => r.path.startsWith('/api/'))).toHaveLength(0);
    await page.close();
    await session.configure();
  });

  it('shows the rate limit with a countdown, and the list loads again after the window', async () => {
    await session.countFromHere();
    session.sandbox.setRateLimit(1);
    session.sandbox.resetRateLimits();
    const page = await openManage(session, '?section=pixels');
    await expect.poll(() => tableRows(page, 'Pixels').count()).toBe(3);

    await page.getByRole('link', { name: 'Channels' }).click();
    await page.getByRole('alert').filter({ hasText: 'Too Many API Requests.' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /Request limit reached: wait \d+ s/ })
      .waitFor();

    session.sandbox.resetRateLimits();
    session.sandbox.setRateLimit(10_000);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => tableRows(page, 'Channels').count()).toBe(3);
    await page.close();
  });

  it('an address past the last page moves back to the last page with items', async () => {
    const page = await openManage(session, '?section=pixels&page=5');
    await expect.poll(() => tableRows(page, 'Pixels').count()).toBe(3);
    expect(pageAddress(page)).toBe('manage.html?section=pixels');
    await page.close();
  });

  it('turns an HTML error page into words and keeps the form as typed', async () => {
    const page = await openManage(session, '?section=pixels');
    await expect.poll(() => tableRows(page, 'Pixels').count()).toBe(3);
    const form = page.getByRole('form', { name: 'New pixel' });
    await form.getByRole('combobox', { name: 'Provider' }).selectOption({ label: 'Reddit' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Reddit ads');
    await form.getByRole('textbox', { name: 'Pixel ID or tag' }).fill('t2_abc');
    session.sandbox.inject({ kind: 'html500', match: '/api/pixel/add' });
    await form.getByRole('button', { name: 'Create pixel' }).click();
    await form.getByRole('alert').filter({ hasText: 'The service had an internal error' }).waitFor();
    expect(await form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Reddit ads');
    expect(await form.getByRole('textbox', { name: 'Pixel ID or tag' }).inputValue()).toBe('t2_abc');
    await form.getByRole('button', { name: 'Create pixel' }).click();
    await page.getByText('Created the pixel “Reddit ads”.').waitFor();
    await page.close();
  });
});
