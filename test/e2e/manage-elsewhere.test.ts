import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { TrimSession } from './support';
import { openManage, screenshot, startManageSession, tableRows } from './manage-helpers';
import { poll } from './popup-helpers';

// Trim is never the only writer: what was deleted on the service's dashboard (or in another
// browser) reads as gone, never as a bad address, and its row leaves the list; a notice of the
// last action never stays beside the next one's failure.

let session: TrimSession;

beforeAll(async () => {
  session = await startManageSession();
});
afterAll(() => session?.close());
afterEach(() => session.sandbox.setFlavor('spec'));

/** What the dashboard or another tool does: a request with the user's key, outside Trim. */
async function elsewhere(method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ id?: number }> {
  const res = await fetch(`${session.sandbox.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.sandbox.apiKey}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await res.json()) as { id?: number };
}

async function goneAlert(page: Page, title: string): Promise<string> {
  const alert = page.getByRole('alert').filter({ hasText: title });
  await alert.waitFor();
  return (await alert.textContent()) ?? '';
}

describe('manage page: a record deleted elsewhere', () => {
  it('7.6: a domain deleted on the dashboard, then edited here: it no longer exists, and its row goes', async () => {
    session.sandbox.setFlavor('v7');
    const { id } = await elsewhere('POST', '/api/domain/add', { domain: 'https://gone-edit.trim.test' });
    const page = await openManage(session, '?section=domains');
    const rows = tableRows(page, 'Branded domains');
    await rows.filter({ hasText: 'gone-edit.trim.test' }).waitFor();
    await elsewhere('DELETE', `/api/domain/${id}/delete`);

    await page.getByRole('button', { name: 'Edit https://gone-edit.trim.test' }).click();
    await page.getByRole('textbox', { name: 'Root redirect' }).fill('https://example.com/home');
    await page.getByRole('button', { name: 'Save redirects' }).click();
    const text = await goneAlert(page, 'This domain no longer exists on the service');
    expect(text).toContain('deleted elsewhere');
    expect(text).not.toMatch(/Unexpected answer|service address/);
    await poll(() => rows.filter({ hasText: 'gone-edit.trim.test' }).count()).toBe(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `domains-gone-${scheme}`);
    }
    await page.close();
  });

  it('7.6: a domain deleted on the dashboard, then deleted here: it no longer exists, and its row goes', async () => {
    session.sandbox.setFlavor('v7');
    const { id } = await elsewhere('POST', '/api/domain/add', { domain: 'https://gone-delete.trim.test' });
    const page = await openManage(session, '?section=domains');
    const rows = tableRows(page, 'Branded domains');
    await rows.filter({ hasText: 'gone-delete.trim.test' }).waitFor();
    await elsewhere('DELETE', `/api/domain/${id}/delete`);

    await page.getByRole('button', { name: 'Delete https://gone-delete.trim.test' }).click();
    await page.getByRole('dialog', { name: 'Delete this domain?' }).getByRole('button', { name: 'Delete domain' }).click();
    expect(await goneAlert(page, 'This domain no longer exists on the service')).not.toMatch(/Unexpected answer|service address/);
    await poll(() => rows.filter({ hasText: 'gone-delete.trim.test' }).count()).toBe(0);
    await page.close();
  });

  it('7.6: a pixel deleted on the dashboard, then edited, or deleted, here', async () => {
    session.sandbox.setFlavor('v7');
    const edited = await elsewhere('POST', '/api/pixel/add', { type: 'gapixel', name: 'Gone to edit', tag: 'G-EDIT' });
    const deleted = await elsewhere('POST', '/api/pixel/add', { type: 'gapixel', name: 'Gone to delete', tag: 'G-DELETE' });
    const page = await openManage(session, '?section=pixels');
    const rows = tableRows(page, 'Pixels');
    await rows.filter({ hasText: 'Gone to delete' }).waitFor();

    await elsewhere('DELETE', `/api/pixel/${edited.id}/delete`);
    await page.getByRole('button', { name: 'Edit Gone to edit' }).click();
    await page.getByRole('textbox', { name: 'Pixel ID or tag' }).fill('G-EDITED');
    await page.getByRole('button', { name: 'Save pixel' }).click();
    expect(await goneAlert(page, 'This pixel no longer exists on the service')).toContain('deleted elsewhere');
    await poll(() => rows.filter({ hasText: 'Gone to edit' }).count()).toBe(0);

    await elsewhere('DELETE', `/api/pixel/${deleted.id}/delete`);
    await page.getByRole('button', { name: 'Delete Gone to delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this pixel?' }).getByRole('button', { name: 'Delete pixel' }).click();
    expect(await goneAlert(page, 'This pixel no longer exists on the service')).not.toMatch(/Unexpected answer|service address/);
    await poll(() => rows.filter({ hasText: 'Gone to delete' }).count()).toBe(0);
    await page.close();
  });

  it('6.x: a link deleted elsewhere: its page, and Delete on it, say it no longer exists', async () => {
    session.sandbox.setFlavor('v6');
    const { id } = await elsewhere('POST', '/api/url/add', { url: 'https://example.com/gone-on-6x', custom: 'gone-on-6x' });
    const page = await openManage(session, `?section=links&id=${id}`);
    await page.getByRole('heading', { level: 1, name: /gone-on-6x/ }).waitFor();
    await elsewhere('DELETE', `/api/url/${id}/delete`);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete this link?' }).getByRole('button', { name: 'Delete link' }).click();
    const text = await goneAlert(page, 'This link does not exist on the service');
    expect(text).toContain('deleted elsewhere');
    expect(text).not.toMatch(/Unexpected answer|service address/);

    await page.reload();
    expect(await goneAlert(page, 'This link does not exist on the service')).toContain('deleted elsewhere');
    await page.close();
  });
});

describe('manage page: one action’s notice at a time', () => {
  it('a success notice goes when the next action fails, and a failure when the next one succeeds', async () => {
    const page = await openManage(session, '?section=domains');
    const add = page.getByRole('form', { name: 'Add a branded domain' });
    const added = page.getByRole('status').filter({ hasText: 'Added https://links.alice.test.' });
    const taken = page.getByRole('alert').filter({ hasText: 'This domain is already in use.' });

    await add.getByRole('textbox', { name: 'Domain' }).fill('https://links.alice.test');
    await add.getByRole('button', { name: 'Add domain' }).click();
    await added.waitFor();
    await add.getByRole('textbox', { name: 'Domain' }).fill('https://links.alice.test');
    await add.getByRole('button', { name: 'Add domain' }).click();
    await taken.waitFor();
    expect(await added.count()).toBe(0);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await screenshot(page, `domains-refused-${scheme}`);
    }

    await add.getByRole('textbox', { name: 'Domain' }).fill('https://links.bob.test');
    await add.getByRole('button', { name: 'Add domain' }).click();
    await page.getByRole('status').filter({ hasText: 'Added https://links.bob.test.' }).waitFor();
    expect(await taken.count()).toBe(0);
    await page.close();
  });
});
