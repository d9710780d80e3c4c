import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { expectAccessible } from './manage-helpers';
import { poll, storedSettings } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// The options card "UTM templates" as a user drives it: a template made, edited, made the
// default, exported, imported back into an emptied store (a bad file changes nothing) and
// deleted, landing in storage.sync each time; a set too big to sync stays on this browser and
// says so; the shareable preferences follow through storage.sync and a key never does.
// Screenshots of the card, light and dark, in English and Arabic: /work/shots-sync/ (or SHOTS_DIR).

const SHOTS = path.resolve(process.env.SHOTS_DIR ?? '/work/shots-sync');

let session: TrimSession;
let page: Page;

type Stored = { templates: { id: string; name: string; values: Record<string, string> }[]; defaults: Record<string, string> };
const synced = async (key: string) => (await session.trim.serviceWorker()).evaluate(async (name) => (await chrome.storage.sync.get(name))[name], key);
const syncedTemplates = async () => (await synced('utmTemplates')) as Stored | undefined;
const card = () => page.getByRole('region', { name: 'UTM templates' });

beforeAll(async () => {
  session = await startSession();
});

afterAll(async () => {
  await session?.close();
});

async function shoot(target: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  await card().scrollIntoViewIfNeeded();
  for (const scheme of ['light', 'dark'] as const) {
    await target.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await card().screenshot({ path: path.join(SHOTS, `${name}-${scheme}.png`), animations: 'disabled' });
  }
  await target.emulateMedia({ colorScheme: 'light' });
}

describe('options: UTM templates', () => {
  beforeEach(async () => {
    await (await session.trim.serviceWorker()).evaluate(() => Promise.all([chrome.storage.sync.clear(), chrome.storage.local.remove('utmTemplates')]));
    page = await session.openOptions();
    await card().getByRole('button', { name: 'New template' }).waitFor();
  });

  afterEach(async () => {
    await page?.close();
  });

  it('a template made, edited, made the default, exported, imported back, deleted: each in storage.sync', async () => {
    await card().getByRole('button', { name: 'New template' }).click();
    const form = card().getByRole('form', { name: 'New template' });
    // Nothing typed: each error beside its field.
    await form.getByRole('button', { name: 'Save template' }).click();
    await form.getByText('Enter a name for the template.').waitFor();
    await form.getByText('Fill in at least one UTM value.').waitFor();
    expect(await form.getByRole('textbox', { name: 'Template name' }).evaluate((el) => el === document.activeElement)).toBe(true);

    await form.getByRole('textbox', { name: 'Template name' }).fill('Newsletter');
    await form.getByRole('textbox', { name: 'UTM source' }).fill('news');
    await form.getByRole('textbox', { name: 'UTM medium' }).fill('email');
    await form.getByRole('textbox', { name: 'UTM campaign' }).fill('spring {title}');
    await shoot(page, 'utm-templates-form');
    await form.getByRole('button', { name: 'Save template' }).click();
    await card().getByText('utm_source=news · utm_medium=email · utm_campaign=spring {title}').waitFor();
    await poll(async () => (await syncedTemplates())?.templates.map((t) => [t.name, t.values.campaign])).toEqual([['Newsletter', 'spring {title}']]);
    await card().getByText('Your templates follow you to your other browsers signed in to the same account.').waitFor();

    // Edit: the form opens with what was saved.
    await card().getByRole('button', { name: 'Edit Newsletter' }).click();
    const edit = card().getByRole('form', { name: 'Edit template' });
    expect(await edit.getByRole('textbox', { name: 'UTM source' }).inputValue()).toBe('news');
    await edit.getByRole('textbox', { name: 'UTM campaign' }).fill('summer');
    await edit.getByRole('button', { name: 'Save template' }).click();
    await poll(async () => (await syncedTemplates())?.templates[0]?.values.campaign).toBe('summer');

    // A second name that is taken keeps what was typed and says why.
    await card().getByRole('button', { name: 'New template' }).click();
    const another = card().getByRole('form', { name: 'New template' });
    await another.getByRole('textbox', { name: 'Template name' }).fill(' newsletter ');
    await another.getByRole('textbox', { name: 'UTM term' }).fill('shoes');
    await another.getByRole('button', { name: 'Save template' }).click();
    await another.getByText('Another template already has this name.').waitFor();
    expect(await another.getByRole('textbox', { name: 'UTM term' }).inputValue()).toBe('shoes');
    await another.getByRole('button', { name: 'Cancel' }).click();

    // The installation's default.
    await card().getByRole('combobox', { name: 'Default for Sandbox' }).selectOption({ label: 'Newsletter' });
    const id = (await syncedTemplates())?.templates[0]?.id;
    await poll(async () => (await syncedTemplates())?.defaults).toEqual({ [SANDBOX_INSTALLATION]: id });
    await shoot(page, 'utm-templates-list');

    // Export: the file a team shares.
    const [download] = await Promise.all([page.waitForEvent('download'), card().getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('trim-utm-templates.json');
    const exported = await readFile((await download.path())!, 'utf8');
    expect(JSON.parse(exported)).toEqual({
      format: 'trim-utm-templates',
      version: 1,
      templates: [{ id, name: 'Newsletter', values: { source: 'news', medium: 'email', campaign: 'summer', term: '', content: '' } }],
    });

    // Emptied (another browser removed them), then a bad file, then the export.
    await (await session.trim.serviceWorker()).evaluate(() => Promise.all([chrome.storage.sync.remove('utmTemplates'), chrome.storage.local.remove('utmTemplates')]));
    await card().getByText('No templates yet.').waitFor();
    const input = card().locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('utm_source,news') });
    await card().getByRole('alert').getByText('That file is not JSON. Nothing was changed.').waitFor();
    await input.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"templates":[{"name":"x"}]}') });
    await card().getByRole('alert').getByText('That file does not hold Trim’s UTM templates. Nothing was changed.').waitFor();
    expect(await card().getByText('No templates yet.').isVisible()).toBe(true);
    await input.setInputFiles({ name: 'trim-utm-templates.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await card().getByRole('status').getByText('Imported: 1 added, 0 updated.').waitFor();
    await poll(async () => (await syncedTemplates())?.templates.map((t) => t.name)).toEqual(['Newsletter']);
    await shoot(page, 'utm-templates-imported');

    // Delete asks first.
    await card().getByRole('button', { name: 'Delete Newsletter' }).click();
    await page.getByRole('dialog', { name: 'Delete this template?' }).getByRole('button', { name: 'Delete template' }).click();
    await card().getByText('No templates yet.').waitFor();
    await poll(async () => (await syncedTemplates())?.templates).toEqual([]);
  });

  it('a set too big to sync stays on this browser and says so', async () => {
    await card().getByRole('button', { name: 'New template' }).click();
    const form = card().getByRole('form', { name: 'New template' });
    await form.getByRole('textbox', { name: 'Template name' }).fill('Long');
    await form.getByRole('textbox', { name: 'UTM content' }).fill('x'.repeat(9_000));
    await form.getByRole('button', { name: 'Save template' }).click();
    await card().getByText('Too big to sync: kept on this browser only.').waitFor();
    expect(await syncedTemplates()).toBeUndefined();
    const local = await (
      await session.trim.serviceWorker()
    ).evaluate(async () => (await chrome.storage.local.get('utmTemplates')).utmTemplates as { templates: { name: string }[] });
    expect(local.templates.map((t) => t.name)).toEqual(['Long']);
  });

  it('the shareable preferences follow through storage.sync, and a key never does', async () => {
    await page.getByRole('radio', { name: 'Dark' }).check();
    await poll(async () => (await synced('preferences')) as { preferences?: { theme?: string } } | undefined).toMatchObject({ v: 1, preferences: { theme: 'dark' } });
    const everything = await (await session.trim.serviceWorker()).evaluate(async () => JSON.stringify(await chrome.storage.sync.get(null)));
    expect(everything).not.toContain(session.sandbox.apiKey);
    expect(everything).not.toContain(session.sandbox.url);
    // Another browser changes the copy format: this one adopts it.
    await (
      await session.trim.serviceWorker()
    ).evaluate(async () => {
      const { preferences } = await chrome.storage.sync.get('preferences');
      await chrome.storage.sync.set({ preferences: { ...preferences, from: 'another browser', preferences: { ...preferences.preferences, copyFormat: 'html' } } });
    });
    await poll(async () => (await storedSettings(session))?.copyFormat).toBe('html');
    expect((await storedSettings(session))?.installations[0]?.connection.apiKey).toBe(session.sandbox.apiKey);
    await page.getByRole('radio', { name: 'System' }).check();
  });

  it('the card passes axe', async () => {
    await card().getByRole('button', { name: 'New template' }).click();
    await card().getByRole('form', { name: 'New template' }).getByRole('button', { name: 'Save template' }).click();
    await expectAccessible(page, 'UTM templates form with errors');
  });
});

describe('options: UTM templates in Arabic', () => {
  let arabic: TrimSession;
  beforeAll(async () => {
    arabic = await startSession({ browser: { lang: 'ar' } });
  });
  afterAll(async () => {
    await arabic?.close();
  });

  it('right to left, light and dark', async () => {
    await (
      await arabic.trim.serviceWorker()
    ).evaluate(
      (installation) =>
        chrome.storage.local.set({
          utmTemplates: {
            templates: [
              { id: 't-1', name: 'النشرة البريدية', values: { source: 'news', medium: 'email', campaign: 'spring-{title}', term: '', content: '' } },
              { id: 't-2', name: 'إعلانات', values: { source: 'google', medium: 'cpc', campaign: '{domain}', term: 'shoes', content: '' } },
            ],
            defaults: { [installation]: 't-1' },
          },
        }),
      SANDBOX_INSTALLATION,
    );
    page = await arabic.openOptions();
    // Names inside a sentence arrive isolated (FSI … PDI), hence the dots around them.
    const heading = page.getByRole('heading', { name: 'قوالب UTM' });
    await heading.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('button', { name: /^تعديل .إعلانات.$/ }).click();
    await page.getByRole('textbox', { name: 'اسم القالب' }).waitFor();
    const region = page.getByRole('region', { name: 'قوالب UTM' });
    await mkdir(SHOTS, { recursive: true });
    await region.scrollIntoViewIfNeeded();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await region.screenshot({ path: path.join(SHOTS, `utm-templates-ar-${scheme}.png`), animations: 'disabled' });
    }
    await page.close();
  });
});
