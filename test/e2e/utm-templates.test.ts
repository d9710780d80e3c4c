import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SANDBOX_INSTALLATION } from '@/test/harness/settings';
import { expectAccessible, SCREENSHOT_DIR } from './manage-helpers';
import { poll, storedSettings } from './popup-helpers';
import { startSession, type TrimSession } from './support';

// The options card "UTM templates" as a user drives it: a template made, edited, made the
// default, exported, imported back into an emptied store (a bad file changes nothing) and
// deleted, landing in storage.sync each time; a set too big to sync stays on this browser and
// says so; the shareable preferences follow through storage.sync and a key never does.
// Screenshots of the card, light and dark, in English and Arabic: test-results/screenshots/.

const SHOTS = path.resolve('test-results/screenshots');

let session: TrimSession;
let page: Page;

type Stored = { templates: { id: string; name: string; values: Record<string, string> }[]; defaults: Record<string, string> };
const synced = async (key: string) => (await session.trim.serviceWorker()).evaluate(async (name) => (await chrome.storage.sync.get(name))[name], key);
/** The templates storage.sync holds, one item each (`utmt:<id>`), deleted ones left out; the defaults stay on this browser. */
const syncedTemplates = async (): Promise<Stored> => {
  const worker = await session.trim.serviceWorker();
  const [area, local] = await worker.evaluate(() => Promise.all([chrome.storage.sync.get(null), chrome.storage.local.get('utmTemplates')]));
  const templates = Object.entries(area).flatMap(([key, value]) => {
    const item = value as { name?: string; values?: Record<string, string>; gone?: boolean };
    return key.startsWith('utmt:') && !item.gone ? [{ id: key.slice('utmt:'.length), name: item.name ?? '', values: item.values ?? {} }] : [];
  });
  return { templates, defaults: (local['utmTemplates'] as Stored | undefined)?.defaults ?? {} };
};
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
    await card().getByText('Your templates sync with your other browsers signed in to the same browser account, such as your Google or Firefox account.').waitFor();

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
    await (await session.trim.serviceWorker()).evaluate(() => Promise.all([chrome.storage.sync.clear(), chrome.storage.local.remove('utmTemplates')]));
    await card().getByText('No templates yet.').waitFor();
    const input = card().locator('input[type=file]');
    await input.setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('utm_source,news') });
    await card().getByRole('alert').getByText('That file is not JSON. Nothing was changed.').waitFor();
    await input.setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"templates":[{"name":"x"}]}') });
    await card().getByRole('alert').getByText('That file does not hold Trim’s UTM templates. Nothing was changed.').waitFor();
    expect(await card().getByText('No templates yet.').isVisible()).toBe(true);
    await input.setInputFiles({ name: 'trim-utm-templates.json', mimeType: 'application/json', buffer: Buffer.from(exported) });
    await card().getByRole('status').getByText('Templates added: 1; updated: 0.').waitFor();
    await poll(async () => (await syncedTemplates())?.templates.map((t) => t.name)).toEqual(['Newsletter']);
    await shoot(page, 'utm-templates-imported');

    // Delete asks first.
    await card().getByRole('button', { name: 'Delete Newsletter' }).click();
    await page.getByRole('dialog', { name: 'Delete this template?' }).getByRole('button', { name: 'Delete template' }).click();
    await card().getByText('No templates yet.').waitFor();
    await poll(async () => (await syncedTemplates())?.templates).toEqual([]);
  });

  it('a template too big to sync stays on this browser and says so; the others sync', async () => {
    await card().getByRole('button', { name: 'New template' }).click();
    const first = card().getByRole('form', { name: 'New template' });
    await first.getByRole('textbox', { name: 'Template name' }).fill('Newsletter');
    await first.getByRole('textbox', { name: 'UTM source' }).fill('news');
    await first.getByRole('textbox', { name: 'UTM medium' }).fill('email');
    await first.getByRole('button', { name: 'Save template' }).click();
    await card().getByRole('button', { name: 'New template' }).click();
    const form = card().getByRole('form', { name: 'New template' });
    await form.getByRole('textbox', { name: 'Template name' }).fill('Long');
    await form.getByRole('textbox', { name: 'UTM content' }).fill('x'.repeat(9_000));
    await form.getByRole('button', { name: 'Save template' }).click();
    await card().getByText('1 template is too big to sync (over 8 kB) and stays on this browser only.').waitFor();
    await card().getByRole('listitem').filter({ hasText: 'Long' }).getByText('This browser only').waitFor();
    expect((await syncedTemplates()).templates.map((t) => t.name)).toEqual(['Newsletter']);
    const local = await (
      await session.trim.serviceWorker()
    ).evaluate(async () => (await chrome.storage.local.get('utmTemplates')).utmTemplates as { templates: { name: string }[] });
    expect(local.templates.map((t) => t.name)).toEqual(['Newsletter', 'Long']);
    // The card as it says what follows the user and what stays here.
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.setViewportSize({ width: 900, height: 900 });
    await card().scrollIntoViewIfNeeded();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await card().screenshot({ path: path.join(SCREENSHOT_DIR, `options-utm-templates-sync-${scheme}.png`), animations: 'disabled' });
    }
    await page.emulateMedia({ colorScheme: 'light' });
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

describe('two browsers signed in to one account', () => {
  // The other browser is a second profile running Trim; the browser's sync is played by
  // exchange(): every storage.sync key one side changed since the last exchange is written to
  // the other side as it is, as sync carries a change across.
  let other: TrimSession;
  let agreed: Record<string, unknown> = {};
  const areaOf = async (side: TrimSession) => (await side.trim.serviceWorker()).evaluate(() => chrome.storage.sync.get(null));

  async function exchange() {
    const [mine, theirs] = await Promise.all([areaOf(session), areaOf(other)]);
    const next: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(agreed)])) {
      const [a, b, was] = [mine[key], theirs[key], agreed[key]].map((value) => JSON.stringify(value));
      // Changed on both sides since the last exchange: this browser's write counts as the later one.
      const value = a !== was || b === was ? mine[key] : theirs[key];
      if (value !== undefined) next[key] = value;
    }
    for (const [side, area] of [
      [session, mine],
      [other, theirs],
    ] as const) {
      const gone = Object.keys(area).filter((key) => !(key in next));
      const changed = Object.fromEntries(Object.entries(next).filter(([key, value]) => JSON.stringify(area[key]) !== JSON.stringify(value)));
      await (
        await side.trim.serviceWorker()
      ).evaluate(
        async ([remove, set]) => {
          if (remove.length) await chrome.storage.sync.remove(remove);
          if (Object.keys(set).length) await chrome.storage.sync.set(set);
        },
        [gone, changed] as const,
      );
    }
    agreed = next;
  }

  const fileOf = (names: string[]) =>
    Buffer.from(
      JSON.stringify({
        format: 'trim-utm-templates',
        version: 1,
        templates: names.map((name) => ({
          name,
          values: { source: name.startsWith('A') ? 'first-browser' : 'second-browser', medium: 'email', campaign: name, term: '', content: '' },
        })),
      }),
    );
  const numbered = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${String(i + 1).padStart(3, '0')}`);
  const namesIn = (options: Page) => options.getByRole('region', { name: 'UTM templates' }).locator('.utm-template-name').allTextContents();
  const sorted = (names: string[]) => [...names].sort();

  beforeAll(async () => {
    other = await startSession();
  });
  afterAll(async () => {
    await other?.close();
  });

  it('150 templates made on both merge; a save on either side loses nothing; a deletion deletes that one on both, nothing else', { timeout: 120_000 }, async () => {
    for (const side of [session, other]) {
      await (await side.trim.serviceWorker()).evaluate(() => Promise.all([chrome.storage.sync.clear(), chrome.storage.local.remove(['utmTemplates', 'utmTemplates$'])]));
    }
    page = await session.openOptions();
    const theirs = await other.openOptions();
    const region = (options: Page) => options.getByRole('region', { name: 'UTM templates' });
    const importInto = async (options: Page, names: string[]) => {
      await region(options)
        .locator('input[type=file]')
        .setInputFiles({ name: 'trim-utm-templates.json', mimeType: 'application/json', buffer: fileOf(names) });
      await region(options).getByRole('status').getByText(`Templates added: ${names.length}; updated: 0.`).waitFor();
    };
    const mineMade = numbered('A', 100);
    const theirsMade = numbered('B', 50);
    await importInto(page, mineMade);
    await importInto(theirs, theirsMade);
    await exchange();
    const all = sorted([...mineMade, ...theirsMade]);
    await poll(async () => sorted(await namesIn(page))).toEqual(all);
    await poll(async () => sorted(await namesIn(theirs))).toEqual(all);

    // A save on each side after the exchange: a new template here, an edit there.
    await region(page).getByRole('button', { name: 'New template' }).click();
    const form = region(page).getByRole('form', { name: 'New template' });
    await form.getByRole('textbox', { name: 'Template name' }).fill('A new');
    await form.getByRole('textbox', { name: 'UTM source' }).fill('made-here');
    await form.getByRole('button', { name: 'Save template' }).click();
    await region(theirs).getByRole('button', { name: 'Edit B 007' }).click();
    const edit = region(theirs).getByRole('form', { name: 'Edit template' });
    await edit.getByRole('textbox', { name: 'UTM campaign' }).fill('edited-there');
    await edit.getByRole('button', { name: 'Save template' }).click();
    await region(theirs).getByText('utm_source=second-browser · utm_medium=email · utm_campaign=edited-there').waitFor();
    await exchange();
    const withNew = sorted([...all, 'A new']);
    await poll(async () => sorted(await namesIn(page))).toEqual(withNew);
    await poll(async () => sorted(await namesIn(theirs))).toEqual(withNew);
    await region(page).getByText('utm_source=second-browser · utm_medium=email · utm_campaign=edited-there').waitFor();

    // Each side deletes one the other made.
    const remove = async (options: Page, name: string) => {
      await region(options)
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      await options.getByRole('dialog', { name: 'Delete this template?' }).getByRole('button', { name: 'Delete template' }).click();
      await region(options)
        .getByRole('button', { name: `Delete ${name}` })
        .waitFor({ state: 'detached' });
    };
    await remove(page, 'B 013');
    await remove(theirs, 'A 042');
    await exchange();
    const left = withNew.filter((name) => name !== 'B 013' && name !== 'A 042');
    await poll(async () => sorted(await namesIn(page))).toEqual(left);
    await poll(async () => sorted(await namesIn(theirs))).toEqual(left);

    // A later save there brings neither back; a fresh read here agrees.
    await region(theirs).getByRole('button', { name: 'Edit B 001' }).click();
    const again = region(theirs).getByRole('form', { name: 'Edit template' });
    await again.getByRole('textbox', { name: 'UTM term' }).fill('later');
    await again.getByRole('button', { name: 'Save template' }).click();
    await exchange();
    await page.reload();
    await poll(async () => sorted(await namesIn(page))).toEqual(left);
    await poll(async () => sorted(await namesIn(theirs))).toEqual(left);
    await theirs.close();
    await page.close();
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
