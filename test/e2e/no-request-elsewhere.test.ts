import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { SECTIONS } from '@/lib/manage/route';
import { clickMenu } from '@/test/harness/extension';
import { startServer, type LocalServer } from '@/test/e2e/helpers/servers';
import { expectAccessible } from './manage-helpers';
import { lookupSettled, poll } from './popup-helpers';
import { startSession, type TrimSession } from './support';
import { touchPopup } from './touch-helpers';

// Issue #41: the privacy policy says everything Trim sends goes to the user's installation and
// nowhere else, and that no request carries a cookie. This file owns that claim. A local server
// stands for every other site, under a name Chromium's own resolver maps to 127.0.0.1
// (`elsewhere.test`; every other name resolves to nothing): it is what real services point at,
// an account's Gravatar picture, a link whose destination is an image (a channel lists it with
// that image as its preview), a QR code's logo and where the code leads. The browser holds a
// cookie of the service's own (a dashboard's session), as a signed-in user's does.
//
// Every page and section is walked against the sandbox (7.x, QR codes included), and every
// request the browser makes is recorded, the service worker's too. Each walk fails on a request to
// a host other than the installation's, on a request the other site received, on a request to the
// installation that carried a cookie, and on one without the key that is not a public address of
// the service the policy names (a QR code's image, its scan address). The policy's only other
// requests elsewhere are the links a user opens (a tab of the browser's own, as any link); no walk
// opens one. The last test shows the watch catches what it must, on planted images.

const ELSEWHERE = 'elsewhere.test';
/** A picture: the bytes of a 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Seen {
  url: string;
  method: string;
  /** The page, or `service worker`. */
  from: string;
  /** Finished or failed: the browser says no more of it. */
  over: boolean;
  /** Why it failed: a network error, or the reason the browser refused to send it. */
  failure: string | null;
}

let session: TrimSession;
let elsewhere: LocalServer;
let elsewhereOrigin: string;
let installationHost: string;
const seen = new Map<Request, Seen>();
const pages: Page[] = [];
const track = (page: Page) => (pages.push(page), page);
const state = () => session.sandbox.store.state;

/** What the other site serves: a picture wherever a picture would be, a page otherwise. */
function serveElsewhere(res: ServerResponse, path: string): void {
  if (/^\/avatar\/|\.png$/.test(path)) {
    res.writeHead(200, { 'Content-Type': 'image/png' });
    res.end(PNG);
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html' });
  res.end('<!doctype html><title>Another site</title>');
}

/** A request through the service's API with the user's key, as its dashboard or another tool makes it: outside Trim. */
async function api(method: 'POST' | 'PUT', path: string, body: unknown): Promise<{ id: number; link?: string }> {
  const res = await fetch(`${session.sandbox.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${session.sandbox.apiKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { error: number; id: number; link?: string; message?: string };
  if (answer.error !== 0) throw new Error(`${path}: ${answer.message}`);
  return answer;
}

const who = (request: Request): string => {
  if (request.serviceWorker()) return 'service worker';
  try {
    return request.frame().url();
  } catch {
    return 'unknown';
  }
};

function watchRequests(): void {
  const { context } = session.trim;
  const over = (request: Request) => {
    const entry = seen.get(request);
    if (entry) Object.assign(entry, { over: true, failure: request.failure()?.errorText ?? null });
  };
  context.on('request', (request) => {
    if (/^https?:/.test(request.url())) seen.set(request, { url: request.url(), method: request.method(), from: who(request), over: false, failure: null });
  });
  context.on('requestfinished', over);
  context.on('requestfailed', over);
}

const hostOf = (url: string) => new URL(url).host;

/**
 * Chromium's reason for a request it refused to send because of its origin: a redirect from the
 * service to another site, which Trim's fetches of the service's public addresses (mode
 * same-origin) never follow. The other site's own record, checked beside, shows it never came.
 */
const REFUSED_BY_ORIGIN = 'origin';

/**
 * Requests the browser is still busy with. Chromium reports a redirect it refused as that one
 * request going to the other address, so the request to the service it started from never says
 * it is over: one such request, of the same page and method, is over with each refusal.
 */
function inFlight(): Seen[] {
  const entries = [...seen.values()];
  const open = entries.filter((entry) => !entry.over);
  for (const refused of entries.filter((entry) => entry.failure === REFUSED_BY_ORIGIN)) {
    const start = open.findIndex((entry) => hostOf(entry.url) === installationHost && entry.from === refused.from && entry.method === refused.method);
    if (start !== -1) open.splice(start, 1);
  }
  return open;
}

/** What broke the claim since the last check: each as a line a reader can act on. */
async function breaches(): Promise<string[]> {
  await poll(() => inFlight().length)
    .toBe(0)
    .catch(() => undefined);
  const found = inFlight().map((entry) => `${entry.method} ${entry.url} from ${entry.from} (never finished)`);
  for (const entry of seen.values()) {
    if (hostOf(entry.url) !== installationHost && entry.failure !== REFUSED_BY_ORIGIN) found.push(`${entry.method} ${entry.url} from ${entry.from} (another host)`);
  }
  for (const request of elsewhere.seen) found.push(`${request.method} ${elsewhereOrigin}${request.url} reached the other site`);
  for (const request of session.sandbox.requests()) {
    if (request.cookie !== null) found.push(`${request.method} ${request.path} carried the cookie "${request.cookie}"`);
    // Without the key: only the public addresses the policy names, a QR code's image and its scan address.
    if (request.apiKey === null && !/^\/(qr|q)\//.test(request.path)) found.push(`${request.method} ${request.path} without the key`);
  }
  return found;
}

async function forget(): Promise<void> {
  await session.countFromHere();
  seen.clear();
  elsewhere.seen.length = 0;
}

/** Every image the page shows is its own or Trim's: none is another site's address, nor the service's. */
const imageSources = (page: Page) =>
  page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src).filter((src) => !/^(blob|chrome-extension|data):/.test(src)));

let photoLink: { id: number; url: string };
let poster: { id: number; name: string };
let channelId: number;

beforeAll(async () => {
  elsewhere = await startServer((req, res) => serveElsewhere(res, new URL(req.url ?? '/', 'http://elsewhere').pathname));
  elsewhereOrigin = `http://${ELSEWHERE}:${new URL(elsewhere.url).port}`;
  session = await startSession({
    sandbox: { flavor: 'v7', rateLimit: 10_000, gravatarOrigin: elsewhereOrigin },
    browser: { hostResolverRules: `MAP ${ELSEWHERE} 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1` },
  });
  installationHost = hostOf(session.sandbox.url);
  // Signed in to the service's dashboard in this browser: its cookie is there for any request that would carry it.
  await session.trim.context.addCookies([{ name: 'dashboard_session', value: 'signed-in', url: session.sandbox.url }]);

  // What real services point at: a link whose destination is an image, in a channel beside a QR
  // code whose logo is on another site and whose scan address leads there.
  const photoUrl = `${elsewhereOrigin}/team-photo.png`;
  photoLink = { id: (await api('POST', '/api/url/add', { url: photoUrl, metatitle: 'Team photo' })).id, url: photoUrl };
  const name = 'Elsewhere poster';
  poster = { id: (await api('POST', '/api/qr/add', { type: 'link', data: `${elsewhereOrigin}/landing`, name, logo: `${elsewhereOrigin}/logo.png` })).id, name };
  channelId = (await api('POST', '/api/channel/add', { name: 'Elsewhere' })).id;
  await api('POST', `/api/channel/${channelId}/assign/links/${photoLink.id}`, {});
  await api('POST', `/api/channel/${channelId}/assign/qr/${poster.id}`, {});
  watchRequests();
  await forget();
});

afterEach(async () => {
  try {
    // What the test set going has landed: a late request is counted too.
    await session.settled();
    expect(await breaches()).toEqual([]);
  } finally {
    while (pages.length) await pages.pop()?.close();
    await forget();
  }
});

afterAll(async () => {
  await session?.close();
  await elsewhere?.close();
});

describe('Trim talks to the installation only, and never with its cookies', () => {
  it('the popup: the page looked up, shortened, its QR code saved on the service and read back', async () => {
    const page = track(await session.openPopup(`https://example.com/walk-${Date.now()}`));
    await lookupSettled(page);
    await page.getByRole('button', { name: 'Shorten', exact: true }).click();
    await page.getByRole('textbox', { name: 'Short link' }).waitFor();
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByRole('button', { name: 'Save on the service' }).click();
    await page.getByText(/Saved on the service as “.*”: its scans are counted\./).waitFor();
    await page.getByText(/The code above and its downloads are now the service’s copy/).waitFor();
    expect.soft(await imageSources(page)).toEqual([]);
    // The code's image was read back, without the key or the cookie.
    expect(session.sandbox.requests().filter((r) => r.path.startsWith('/qr/'))).toHaveLength(1);
  });

  it('the options page, and the privacy policy it links to', async () => {
    const page = track(await session.openOptions());
    await page.locator('h1').first().waitFor();
    await session.settled();
    // Save checks the key: the service answers with the account, whose email the page shows.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('demo@trim.test').first().waitFor();
    const opened = session.trim.context.waitForEvent('page');
    await page.getByRole('link', { name: 'Privacy policy' }).click();
    const policy = track(await opened);
    await policy.getByRole('heading', { name: "Trim's privacy policy", level: 1 }).waitFor();
    await policy.getByRole('heading', { name: 'What Trim keeps, and where' }).waitFor();
    expect(new URL(policy.url()).pathname).toBe('/privacy.html');
    for (const scheme of ['light', 'dark'] as const) {
      await policy.emulateMedia({ colorScheme: scheme });
      await expectAccessible(policy, `the privacy policy (${scheme})`);
    }
    expect.soft(await imageSources(page)).toEqual([]);
  });

  it('the manage page: every section, a link, a campaign, a channel holding an image link and a QR code, a QR code and its edit form, the account', async () => {
    const page = track(await session.trim.openPage('manage.html'));
    const open = async (query: string) => {
      await page.goto(`chrome-extension://${session.trim.extensionId}/manage.html?${query}`);
      await page.locator('h1').first().waitFor();
      await session.settled();
    };
    for (const section of SECTIONS) {
      await open(`section=${section}`);
      expect.soft(await imageSources(page), section).toEqual([]);
    }

    // The account: its email shown, its picture the initial, not the Gravatar address the service names.
    await open('section=account');
    await page.getByText('demo@trim.test').first().waitFor();
    expect.soft(await page.locator('.avatar').textContent()).toBe('D');

    // A link whose destination is an image: its address is words.
    await open(`section=links&id=${photoLink.id}`);
    await page.getByText(photoLink.url).first().waitFor();

    const campaign = state().campaigns.find((one) => one.name === 'Spring launch')!;
    await open(`section=campaigns&id=${campaign.id}`);

    // The channel lists the image link by its initial and address, and the QR code.
    await open(`section=channels&id=${channelId}`);
    const photo = page.getByRole('listitem').filter({ hasText: 'Team photo' });
    await photo.getByText(photoLink.url).waitFor();
    expect.soft(await photo.locator('.item-preview').textContent()).toBe('L');
    await page.getByRole('listitem').filter({ hasText: poster.name }).waitFor();

    // The QR codes: each image fetched from the service, shown from memory; the code's page reads
    // it and does not follow its scan address to the other site.
    await open('section=qr');
    await page.getByRole('img', { name: `QR code “${poster.name}”` }).waitFor();
    await open(`section=qr&id=${poster.id}`);
    await page
      .getByRole('region', { name: poster.name })
      .getByRole('img', { name: `QR code “${poster.name}”` })
      .waitFor();
    await page.getByText('The service does not report where it leads, and Trim could not follow it there.').waitFor();
    await page
      .getByRole('button', { name: `Edit ${poster.name}`, exact: true })
      .first()
      .click();
    await page.getByRole('form', { name: /^Edit/ }).getByRole('textbox', { name: 'Name', exact: true }).waitFor();
    expect.soft(await imageSources(page)).toEqual([]);
    expect(session.sandbox.requests().some((r) => r.method === 'HEAD' && r.path.startsWith('/q/'))).toBe(true);
  });

  it('the review window of a right-clicked text, and the links the worker makes from it', async () => {
    const addresses = Array.from({ length: 12 }, (_, n) => `${elsewhereOrigin}/article-${n + 1}`);
    const opened = session.trim.context.waitForEvent('page', { predicate: (page) => page.url().includes('/text-review.html') });
    await clickMenu(session.trim, { menuItemId: 'trim-shorten-selection', selectionText: `Reading list: ${addresses.join(' ')}` });
    const review = track(await opened);
    await review.getByRole('group', { name: 'Addresses' }).waitFor();
    // More than one address in a text: none is shown to have been seen, so the user ticks them all.
    await review.getByRole('checkbox', { name: 'All addresses' }).check();
    const closed = review.waitForEvent('close');
    await review.getByRole('button', { name: 'Shorten 12 addresses' }).click();
    await closed;
    await poll(() => state().links.filter((link) => link.longUrl.startsWith(elsewhereOrigin)).length).toBe(1 + 12);
    // The worker's requests are in the record: the watch sees them.
    expect([...seen.values()].filter((entry) => entry.from === 'service worker' && entry.url.includes('/api/url/add'))).toHaveLength(12);
  });

  it("the popup's paste box, on a phone", async () => {
    const page = track(await touchPopup(session, `https://example.com/paste-${Date.now()}`));
    await page.getByRole('textbox', { name: 'Text with web addresses' }).fill(`See ${elsewhereOrigin}/pasted-page today`);
    await page.getByRole('button', { name: 'Shorten links' }).click();
    const result = page.getByRole('textbox', { name: 'Text with short links' });
    await result.waitFor();
    expect(await result.inputValue()).toMatch(new RegExp(`^See ${session.sandbox.url}/\\S+ today$`));
    expect.soft(await imageSources(page)).toEqual([]);
  });
});

describe('the watch', () => {
  it('catches what it must: an image of the service carries its cookie, one from another site reaches it', async () => {
    const page = track(await session.openOptions());
    await page.locator('h1').first().waitFor();
    await session.settled();
    const planted = [`${session.sandbox.url}/qr/planted`, `${elsewhereOrigin}/avatar/planted`];
    await page.evaluate((sources) => {
      for (const src of sources) document.body.append(Object.assign(document.createElement('img'), { src }));
    }, planted);
    await poll(() => elsewhere.seen.length).toBe(1);
    expect(await breaches()).toEqual([
      `GET ${planted[1]} from ${page.url()} (another host)`,
      `GET ${planted[1]} reached the other site`,
      'GET /qr/planted carried the cookie "dashboard_session=signed-in"',
    ]);
    await forget();
  });
});
