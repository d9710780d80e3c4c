import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { storageValue } from '@/test/harness/extension';
import { readQrImage } from '@/lib/qr/read';
import { apiCalls, expectAccessible, openManage, startManageSession } from './manage-helpers';
import { lookupSettled, poll } from './popup-helpers';
import type { TrimSession } from './support';

// Issue 32, item 8 and the popup's smaller QR items: once a short link's code is saved on the
// service, the code shown and downloaded is the service's copy (its colours, its scan-counting
// address); a second save is asked about, with a name; a plan or key without QR codes says so.

let session: TrimSession;
const state = () => session.sandbox.store.state;
const pages: Page[] = [];
const track = (page: Page) => (pages.push(page), page);

async function signInAs(options: Parameters<TrimSession['sandbox']['addUser']>[0] | null) {
  const apiKey = options ? session.sandbox.addUser(options).apiKey : session.sandbox.apiKey;
  await session.configure({ connection: { baseUrl: session.sandbox.url, apiKey } });
  const sw = await session.trim.serviceWorker();
  await sw.evaluate(() => chrome.storage.local.remove(['reference:sandbox', 'qrSupport:sandbox', 'qrSent:sandbox']));
  await session.countFromHere();
}

async function popupFor(alias: string): Promise<Page> {
  const link = state().links.find((l) => l.alias === alias)!;
  const page = track(await session.openPopup(link.longUrl));
  await page.getByRole('heading', { name: 'You already shortened this page' }).waitFor();
  await lookupSettled(page);
  return page;
}

/** The file a download button gives. */
async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), bytes: await readFile((await download.path())!) };
}

/** A PNG's pixel at the centre of every module of a `size`-module code, drawn by the page's own decoder. */
async function pngModules(page: Page, png: Buffer, size: number): Promise<{ dark: boolean[][]; colours: string[] }> {
  return page.evaluate(
    async ({ base64, size }) => {
      const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const step = image.width / size;
      const colours = new Set<string>();
      const dark = Array.from({ length: size }, (_, y) =>
        Array.from({ length: size }, (_, x) => {
          const [r, g, b] = context.getImageData(Math.floor((x + 0.5) * step), Math.floor((y + 0.5) * step), 1, 1).data;
          const hex = `#${[r, g, b].map((n) => n!.toString(16).padStart(2, '0')).join('')}`;
          colours.add(hex);
          return r! + g! + b! < 3 * 128;
        }),
      );
      return { dark, colours: [...colours].sort() };
    },
    { base64: png.toString('base64'), size },
  );
}

beforeAll(async () => {
  session = await startManageSession();
  session.sandbox.setFlavor('v7');
});
afterAll(() => session?.close());
beforeEach(async () => {
  while (pages.length) await pages.pop()?.close();
  await signInAs(null);
});

describe('the popup QR code saved on the service', () => {
  it("after Save on the service, the code shown and its PNG and SVG downloads are the service's copy: its colours, its scan-counting address", async () => {
    const page = await popupFor('changelog');
    const shortUrl = (await page.getByRole('img', { name: /QR code for/ }).getAttribute('aria-label'))!.replace('QR code for ', '');
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByLabel('Foreground colour').fill('#b71c1c');
    await page.getByLabel('Background colour').fill('#fff8e1');
    await session.countFromHere();
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByText(/Saved on the service as “.*\/changelog”: its scans are counted\./).waitFor();
    expect(apiCalls(session)).toEqual(['POST /api/qr/add']);
    const saved = state().qrCodes.at(-1)!;
    expect(saved).toMatchObject({ type: 'link', data: shortUrl, foreground: 'rgb(183,28,28)', background: 'rgb(255,248,225)' });

    // The service's copy as it serves it.
    const served = await (await fetch(`${session.sandbox.url}/qr/${saved.hash}`)).text();
    const copy = readQrImage('image/svg+xml', served);
    const scanAddress = `${session.sandbox.url}/q/${saved.hash}`;
    expect(copy.text).toBe(scanAddress);
    const svg = await downloaded(page, 'Download SVG');
    expect(svg.name).toMatch(/\.svg$/);
    // Written by Trim from what it read (issue 41): the code as served, in its colours and scale.
    expect(readQrImage('image/svg+xml', svg.bytes.toString('utf8'))).toEqual(copy);

    const png = await downloaded(page, 'Download PNG');
    expect(png.name).toMatch(/\.png$/);
    const size = copy.modules!.length + 2 * copy.border;
    const pixels = await pngModules(page, png.bytes, size);
    const expected = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => copy.modules![y - copy.border]?.[x - copy.border] === true));
    expect(pixels.dark).toEqual(expected);
    expect(pixels.colours).toEqual(['#b71c1c', '#fff8e1']);
    // Read from the service's public image: no API request beyond the one that saved it.
    expect(apiCalls(session)).toEqual(['POST /api/qr/add']);

    // The panel shows that copy, and says so.
    await page.getByRole('img', { name: `QR code for ${scanAddress}` }).waitFor();
    await page.getByText(/The code above and its downloads are now the service’s copy/).waitFor();
    await expectAccessible(page, 'popup QR panel after saving');
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
      await page.screenshot({ path: `test-results/screenshots/popup-qr-saved-${scheme}.png`, fullPage: true, animations: 'disabled' });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it("saving a link's code again asks first: it names the code already saved and offers to open it; a second one is named", async () => {
    let page = await popupFor('docs');
    await page.getByRole('button', { name: 'Save on the service' }).click();
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    expect(await name.inputValue()).toMatch(/^127\.0\.0\.1:\d+\/docs$/);
    await name.fill('Docs poster');
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByText('Saved on the service as “Docs poster”: its scans are counted.').waitFor();
    const first = state().qrCodes.at(-1)!;

    await page.close();
    page = await popupFor('docs');
    await page.getByText('Already saved on the service as “Docs poster”.').waitFor();
    const open = page.getByRole('link', { name: 'Open its page' });
    expect(await open.getAttribute('href')).toBe(`/manage.html?in=sandbox&section=qr&id=${first.id}`);
    expect(await page.getByRole('button', { name: 'Save on the service' }).count()).toBe(0);
    await session.countFromHere();
    await page.getByRole('button', { name: 'Save another on the service' }).click();
    await page.getByText('“Docs poster” already holds this link’s code on the service: saving makes a second code.').waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(' ');
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByText('Enter a name.').waitFor();
    await session.settled();
    expect(apiCalls(session)).toEqual([]);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Docs poster, lobby');
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByText('Saved on the service as “Docs poster, lobby”: its scans are counted.').waitFor();
    expect(
      state()
        .qrCodes.filter((code) => code.data === first.data)
        .map((code) => code.name),
    ).toEqual(['Docs poster', 'Docs poster, lobby']);
  });

  it('colours a phone cannot tell apart are refused before anything is sent', async () => {
    const page = await popupFor('roadmap');
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByLabel('Foreground colour').fill('#eeeeee');
    await page.getByText('These colours are too close for a phone to tell apart').waitFor();
    await session.countFromHere();
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByLabel('Foreground colour').fill('#1565c0');
    await page.getByText('These colours are too close for a phone to tell apart').waitFor({ state: 'detached' });
    await session.settled();
    expect(apiCalls(session)).toEqual([]);
  });

  it.each([
    ['a free plan', { plan: 'free' }, 'Your plan does not include QR codes', 'plan'],
    ['a key without QR codes', { scopes: ['account', 'links'] }, 'This API key cannot use QR codes', 'key'],
  ] as const)('%s: the popup says in one line why there is no "Save on the service"', async (_name, access, line, state) => {
    await signInAs({ ...access, scopes: 'scopes' in access ? [...access.scopes] : undefined });
    // Learned once (here by the manage page's QR section), kept beside the cached lists.
    const manage = track(await openManage(session, '?section=qr'));
    await manage.getByText(line).first().waitFor();
    await poll(async () => (await storageValue<{ state: string }>(session.trim, 'qrSupport:sandbox'))?.state).toBe(state);
    await session.countFromHere();
    const page = track(await session.openPopup(`https://example.com/${state}/poster`));
    await lookupSettled(page);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('button', { name: 'Download PNG' }).waitFor();
    await page.getByText(`${line}.`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Save on the service' }).count()).toBe(0);
    expect(apiCalls(session).filter((call) => call.includes('/qr'))).toEqual([]);
  });
});
