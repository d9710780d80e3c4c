import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_BUILD_DIR } from '@/test/harness/launch';
import { buildProduction } from '@/test/harness/production-build';

// What the shipped manifest asks for and what the shipped code can load. The production
// builds (Chrome and Firefox MV3) are made fresh into a temporary folder, so this checks the
// current sources and never races another build of .output/. The e2e build the other tests
// run must differ from production only by the loopback host access the sandbox needs.

type Manifest = Record<string, unknown> & {
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  optional_permissions?: string[];
  content_security_policy?: { extension_pages?: string; sandbox?: string } | string;
};

/** Each permission, and the feature that needs it (docs/user-guide.md's permissions table says the same). */
const EXPECTED_PERMISSIONS: Record<string, string> = {
  storage: 'settings, the queue and the cached lists in storage.local',
  activeTab: 'the current tab’s address when the popup or shortcut is used, without access to every tab',
  contextMenus: 'the right-click items',
  notifications: 'the result of a right-click or keyboard shorten',
  clipboardWrite: 'copying the short link without a click in a page (menu, shortcut, auto-copy)',
  alarms: 'sending queued shortens when the rate-limit window resets, after a worker restart too',
  offscreen: 'Chrome only: a document to write the clipboard from the service worker',
};

/** Where each permission's API is used in the sources: a permission nobody uses must go. */
const USED_BY: Record<string, { pattern: RegExp; files: string[] }> = {
  storage: { pattern: /browser\.storage\.(local|onChanged)/, files: ['lib/storage/item.ts', 'lib/settings/items.ts', 'lib/settings/stored.ts'] },
  activeTab: { pattern: /tabs\.query\(\{ active: true/, files: ['lib/shorten/current-page.ts', 'entrypoints/background/command.ts'] },
  contextMenus: { pattern: /browser\.contextMenus/, files: ['entrypoints/background/menus.ts'] },
  notifications: { pattern: /browser\.notifications/, files: ['entrypoints/background/feedback.ts'] },
  clipboardWrite: { pattern: /navigator\.clipboard\.writeText|execCommand\('copy'\)/, files: ['lib/clipboard/document.ts'] },
  alarms: { pattern: /browser\.alarms/, files: ['entrypoints/background/alarms.ts'] },
  offscreen: { pattern: /createDocument/, files: ['lib/clipboard/index.ts'] },
};

/** APIs whose permission Trim does not hold: using one would silently fail or need a new grant. */
const NOT_USED = ['downloads', 'cookies', 'webRequest', 'history', 'bookmarks', 'tabs.executeScript', 'identity', 'management'];

let outDir: string;
const built: Record<'chrome' | 'firefox', string> = { chrome: '', firefox: '' };

/** The extension's own source files, tests left out. */
async function shippedSources(): Promise<string[]> {
  const all = [
    ...(await filesUnder('entrypoints', '.ts')),
    ...(await filesUnder('entrypoints', '.tsx')),
    ...(await filesUnder('lib', '.ts')),
    ...(await filesUnder('components', '.ts')),
    ...(await filesUnder('components', '.tsx')),
  ];
  return all.filter((file) => !/\.test\.tsx?$|test-utils\.ts$/.test(file));
}

async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
}

async function filesUnder(dir: string, ext: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(ext)).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'trim-prod-build-'));
  built.chrome = await buildProduction('chrome', outDir);
  built.firefox = await buildProduction('firefox', outDir);
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe.each(['chrome', 'firefox'] as const)('production manifest (%s)', (browser) => {
  it('asks for no host up front; the one service origin is requested at run time', async () => {
    const manifest = await readManifest(built[browser]);
    expect(manifest.host_permissions ?? []).toEqual([]);
    expect(manifest.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
  });

  it('asks for scripting and tabs only at run time, for the canonical-address option, a text field\'s links and "Shorten all tabs", and uses each only there', async () => {
    const manifest = await readManifest(built[browser]);
    expect(manifest.optional_permissions).toEqual(['scripting', 'tabs']);
    const users = { scripting: [] as string[], tabs: [] as string[] };
    for (const file of await shippedSources()) {
      const text = await readFile(file, 'utf8');
      if (/(browser|chrome)\.scripting\b/.test(text)) users.scripting.push(file);
      if (/permissions: \['tabs'\]|tabs\.query\(\{ currentWindow/.test(text)) users.tabs.push(file);
    }
    // In path order: the directory listing's own order differs between file systems.
    users.scripting.sort();
    expect(users).toEqual({ scripting: ['lib/clean-address/canonical.ts', 'lib/flows/text-shorten.ts'], tabs: ['lib/bulk/all-tabs.ts'] });
  });

  it('holds exactly the permissions its features need', async () => {
    const manifest = await readManifest(built[browser]);
    const expected = Object.keys(EXPECTED_PERMISSIONS).filter((p) => browser === 'chrome' || p !== 'offscreen');
    expect([...(manifest.permissions ?? [])].sort()).toEqual(expected.sort());
  });

  it('injects into no page and lets no page in: no content scripts, no external messaging, nothing web-accessible', async () => {
    const manifest = await readManifest(built[browser]);
    expect(manifest).not.toHaveProperty('content_scripts');
    expect(manifest).not.toHaveProperty('externally_connectable');
    expect(manifest).not.toHaveProperty('web_accessible_resources');
  });

  it('has a content security policy without unsafe-eval, inline or remote script, that frames nothing and moves no base or form', async () => {
    const { content_security_policy: csp } = await readManifest(built[browser]);
    const policies = csp === undefined ? [] : typeof csp === 'string' ? [csp] : Object.values(csp);
    for (const policy of policies) {
      const scriptSrc = /script-src([^;]*)/.exec(policy ?? '')?.[1] ?? '';
      expect(scriptSrc).not.toMatch(/unsafe-eval|unsafe-inline|wasm-unsafe-eval|https?:|\*/);
    }
    const pages = typeof csp === 'object' ? (csp.extension_pages ?? '') : '';
    for (const directive of ["frame-src 'none'", "base-uri 'none'", "form-action 'none'"]) expect(pages).toContain(directive);
  });

  it('loads no remote code: every script and stylesheet comes from the package', async () => {
    const dir = built[browser];
    const html = await filesUnder(dir, '.html');
    expect(html.length).toBeGreaterThanOrEqual(3);
    for (const file of html) {
      const text = await readFile(file, 'utf8');
      const refs = [...text.matchAll(/<(?:script|link)\b[^>]*?\b(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(refs.length).toBeGreaterThan(0);
      for (const ref of refs) expect(ref, `${path.basename(file)}: ${ref}`).toMatch(/^\/(?!\/)/);
      // No inline script either (the CSP would refuse it, and it would hide code from review).
      expect(text).not.toMatch(/<script\b(?![^>]*\bsrc=)[^>]*>/);
    }
    for (const file of await filesUnder(dir, '.js')) {
      const text = await readFile(file, 'utf8');
      expect(text, path.basename(file)).not.toMatch(/import\(\s*["'`]https?:|importScripts\(|createElement\(\s*["'`]script["'`]|\.src\s*=\s*["'`]https?:/);
    }
  });
});

describe.each(['chrome', 'firefox'] as const)('the privacy policy in the package (%s)', (browser) => {
  it('privacy.html holds docs/privacy.md word for word, with no link the page cannot follow', async () => {
    const html = await readFile(path.join(built[browser], 'privacy.html'), 'utf8');
    const markdown = await readFile('docs/privacy.md', 'utf8');
    const words = (text: string) => text.replace(/\s+/g, ' ').trim();
    const shown = html
      .slice(html.indexOf('<main'), html.indexOf('</main>'))
      .replace(/<\/?(main|h[12]|p|ul|li)\b[^>]*>/g, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name]!);
    const written = markdown
      .replace(/^(#+|-) /gm, '')
      .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
      .replace(/\*\*|\*|`/g, '');
    expect(words(shown)).toBe(words(written));
    expect(html).toContain("<title>Trim's privacy policy</title>");
    for (const [, href] of html.matchAll(/<a\b[^>]*href="([^"]*)"/g)) expect(href).toMatch(/^(https|mailto):/);
  });
});

describe('the data Firefox asks the user to consent to', () => {
  it('declares every kind Trim sends to the user’s service: the page’s address, the text chosen, the API key and passwords, and the account’s email', async () => {
    const manifest = await readManifest(built.firefox);
    const gecko = (manifest.browser_specific_settings as { gecko?: { data_collection_permissions?: { required?: string[]; optional?: string[] } } } | undefined)?.gecko;
    // authenticationInfo: the API key in every request's header, the passwords a user puts on links
    // and files, the account's new password; personallyIdentifyingInfo: the account's email, shown
    // in Account and sent when the user changes it there.
    expect([...(gecko?.data_collection_permissions?.required ?? [])].sort()).toEqual(['authenticationInfo', 'browsingActivity', 'personallyIdentifyingInfo', 'websiteContent']);
    expect(gecko?.data_collection_permissions?.optional ?? []).toEqual([]);
  });
});

describe('the popup as shipped (Chrome)', () => {
  it('loads its first-frame script and one module, and preloads nothing, before its first paint', async () => {
    // A chunk split (e.g. entrypoints/popup/main.tsx importing boot.ts before Preact) would add
    // requests in front of the popup's first paint; the benchmark would only show it as time.
    const html = await readFile(path.join(built.chrome, 'popup.html'), 'utf8');
    expect(html.match(/<script\b[^>]*type="module"/g)).toHaveLength(1);
    expect(html).not.toMatch(/rel="modulepreload"/);
    // The first-frame script first, async: the theme for the skeleton, never holding the frame back.
    const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
    expect(tags[0]).toBe('<script async src="/popup-frame.js">');
    expect(tags.filter((tag) => tag.includes('popup-frame.js'))).toHaveLength(1);
    // The skeleton holds no word but the product's name: nothing in it can be stale or in the wrong language.
    const skeleton = html.slice(html.indexOf('<div class="popup popup-skeleton"'), html.indexOf('</body>'));
    expect(
      skeleton
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    ).toBe('✂ Trim');
  });
});

describe('the permissions are used, and only those', () => {
  it.each(Object.entries(USED_BY))('%s is used where the user guide says', async (permission, { pattern, files }) => {
    for (const file of files) expect(pattern.test(await readFile(file, 'utf8')), `${permission} in ${file}`).toBe(true);
  });

  it('no API that needs a permission Trim does not hold', async () => {
    for (const file of await shippedSources()) {
      const text = await readFile(file, 'utf8');
      for (const api of NOT_USED) expect(text, `${file} uses ${api}`).not.toMatch(new RegExp(`(browser|chrome)\\.${api.replace('.', '\\.')}\\b`));
    }
  });
});

describe('the e2e build the other tests drive', () => {
  it('differs from production only by granting up front what users grant at run time: loopback hosts, tabs and scripting', async () => {
    const e2e = await readManifest(E2E_BUILD_DIR);
    const production = await readManifest(built.chrome);
    expect(e2e.host_permissions).toEqual(['http://127.0.0.1/*', 'http://localhost/*']);
    expect(e2e.permissions).toEqual([...(production.permissions ?? []), 'tabs', 'scripting']);
    expect(e2e.optional_permissions ?? []).toEqual([]);
    const { host_permissions: _e2eHosts, permissions: _e2ePermissions, optional_permissions: _e2eOptional, ...e2eRest } = e2e;
    const { host_permissions: _prodHosts, permissions: _prodPermissions, optional_permissions: _prodOptional, ...prodRest } = production;
    expect(e2eRest).toEqual(prodRest);
  });

  it("runs the production code in every page: only the manifest, the worker (test hooks) and the text-field script (WXT's logger) differ", async () => {
    // A development build (Preact's dev JSX and devtools hook) would make the tests and the
    // benchmark drive code that users never get.
    const relative = async (dir: string) => (await filesUnder(dir, '')).map((file) => path.relative(dir, file)).sort();
    const files = await relative(built.chrome);
    expect(await relative(E2E_BUILD_DIR)).toEqual(expect.arrayContaining(files));
    const differing: string[] = [];
    for (const file of files) {
      const [a, b] = await Promise.all([readFile(path.join(built.chrome, file)), readFile(path.join(E2E_BUILD_DIR, file))]);
      if (!a.equals(b)) differing.push(file);
    }
    // WXT wraps an unlisted script in a logger that only a production-mode build silences.
    expect(differing).toEqual(['background.js', 'manifest.json', 'text-field.js']);
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      expect(await readFile(path.join(built.chrome, file), 'utf8'), file).not.toContain('__PREACT_DEVTOOLS__');
    }
  });
});
