import { readFileSync } from 'node:fs';
import preact from '@preact/preset-vite';
import { minifySync, type PluginOption } from 'vite';
import { defineConfig } from 'wxt';
import { policyHtml } from './entrypoints/privacy/policy-html';

// One manifest for Chrome and Firefox. No host access up front: the user's own origin is
// requested at run time from the options page. Only the e2e build (`--mode e2e`) is granted
// the loopback hosts the sandbox listens on, `tabs` and `scripting`, so no permission prompt blocks the tests.
/**
 * Vite's `__vitePreload` wraps each `import()` of a chunk that has a stylesheet: it appends a
 * `<link rel=stylesheet>` per CSS file and waits for it, so a lazy panel never paints unstyled.
 * Its own helper (3.4 kB before gzip, 0.55 kB of the popup's start-up JS after) also handles
 * module preloading, CSP nonces, relative bases and an error event, none of which Trim uses
 * (`modulePreload: false`, base `/`, no nonce, no listener). This is the same contract in a few
 * lines: each stylesheet once, none the page already links, the import once they have loaded,
 * and one that failed to load tried again on the next call. It replaces Vite's module in every
 * build (the worker's lazy modules have no stylesheet: there it only calls `load`). It saves 0.5 kB
 * gzip on each page's start-up JS (docs/benchmark.md lists each bundler setting and its saving).
 */
function smallPreloadHelper(): PluginOption {
  const id = '\0vite/preload-helper.js';
  const code = `const sheets = {};
const sheet = (href) => (sheets[href] ??= document.querySelector('link[href="' + href + '"]') ? Promise.resolve() : new Promise((resolve, reject) => {
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href, onload: resolve, onerror: () => { delete sheets[href]; link.remove(); reject(new Error('Unable to preload CSS for ' + href)); } });
  document.head.append(link);
}));
export const __vitePreload = (load, deps) => (deps && deps.length ? Promise.all(deps.map((dep) => sheet('/' + dep))).then(load) : load());`;
  return {
    name: 'trim:small-preload-helper',
    enforce: 'pre',
    resolveId: (source) => (source === id ? id : null),
    load: (source) => (source === id ? code : null),
  };
}

/**
 * The privacy policy inside the package (privacy.html, linked from the options page): the text of
 * docs/privacy.md, the one the stores show, written into the page at build time as plain HTML, so
 * the two cannot differ and the page has no code of its own (entrypoints/privacy/policy-html.ts).
 */
function privacyPolicyPage(): PluginOption {
  return {
    name: 'trim:privacy-policy-page',
    transformIndexHtml: {
      order: 'pre',
      handler(html, { filename }) {
        if (!/[\\/]entrypoints[\\/]privacy[\\/]index\.html$/.test(filename)) return html;
        const { title, body } = policyHtml(readFileSync('docs/privacy.md', 'utf8'));
        const escaped = title.replace(/&/g, '&amp;').replace(/</g, '&lt;');
        return html.replace(/<title>[^<]*<\/title>/, () => `<title>${escaped}</title>`).replace(/<!--[^>]*-->/, () => body);
      },
    },
  };
}

export default defineConfig({
  // Static files (icons) live in assets/public so the top level keeps to the agreed folders.
  publicDir: 'assets/public',
  vite: ({ command }) => {
    // WXT sets NODE_ENV to the build's mode (`e2e`) unless it is already set (`test` in the
    // builds the tests start), and Vite compiles Preact's development JSX and devtools hook for
    // anything but `production`. The tests, the benchmark and `npm start` must drive the code
    // users get: the e2e build differs only by its host permissions and the worker's test hooks.
    // Builds only: vitest loads this file too, and its own process must stay `test`.
    if (command === 'build' && process.env.NODE_ENV !== 'development') process.env.NODE_ENV = 'production';
    // No module preloading: the extension's files are local, so a lazy chunk's imports cost no
    // round trip, while Vite's preload helper would append a <link> per dependency from the
    // popup's first effects, 3-7 ms of main-thread work that holds back its first request.
    // The design system's components have no side effect but their own stylesheet: one a page
    // does not render (the popup has no dialog, switch or pager) leaves its sheet out of that
    // page's CSS, although the components/ui index re-exports it.
    const componentWithoutEffects = (id: string) => /\/components\/ui\/[A-Z][^/]*\.tsx$/.test(id);
    return {
      plugins: [preact(), smallPreloadHelper(), privacyPolicyPage()],
      build: { modulePreload: false, rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !componentWithoutEffects(id) } } },
    };
  },
  hooks: {
    // The locale files ship as the browser reads them, message text only: English's descriptions
    // are for translators (two thirds of its 184 kB) and stay in the source. The popup's first-frame
    // script, the one file not built, ships minified like the rest (it counts in the popup's
    // start-up JS).
    'build:publicAssets': (_wxt, files) => {
      files.forEach((file, index) => {
        if (!('absoluteSrc' in file)) return;
        if (file.relativeDest === 'popup-frame.js') {
          files[index] = { relativeDest: file.relativeDest, contents: minifySync(file.relativeDest, readFileSync(file.absoluteSrc, 'utf8')).code };
          return;
        }
        if (!/^_locales\/[^/]+\/messages\.json$/.test(file.relativeDest)) return;
        const messages: Record<string, { message: string }> = JSON.parse(readFileSync(file.absoluteSrc, 'utf8'));
        const lean = Object.fromEntries(Object.entries(messages).map(([key, { message }]) => [key, { message }]));
        files[index] = { relativeDest: file.relativeDest, contents: JSON.stringify(lean) };
      });
    },
    // WXT bundles all HTML pages in one build, so a module they share carries the union of what
    // any page uses (zod's constructors, the ui barrel, ...) and the popup would load the manage
    // page's share of it. Built on its own, the popup's chunks hold only what the popup uses,
    // which keeps its start-up JS within budget (issue #6). Production builds only: the dev
    // server serves every page itself.
    'entrypoints:grouped': (wxt, groups) => {
      if (wxt.config.command !== 'build') return;
      for (const group of groups) {
        if (!Array.isArray(group) || group.length < 2) continue;
        const index = group.findIndex((entrypoint) => entrypoint.type === 'popup');
        if (index === -1) continue;
        groups.push(group.splice(index, 1));
        return;
      }
    },
    // The popup's start-up modules in one file, as the lazy chunks import them from it. Rolldown
    // takes a module shared by the popup and some lazy chunks into the popup's chunk one group of
    // modules at a time, and refuses whenever that would, for the moment, make a chunk cycle; with
    // enough lazy chunks sharing different parts of the popup's code, preact, zod and wxt/browser
    // stayed in files of their own (+1.6 kB gzip). '$initial' is what the entry loads statically,
    // so nothing lazy moves into start-up. Popup build only: in the pages' shared build it would
    // join the three pages' start-up code into one file.
    'vite:build:extendConfig': (entrypoints, config) => {
      if (entrypoints.length !== 1 || entrypoints[0]?.type !== 'popup') return;
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output)) throw new Error('wxt.config.ts: the popup build has no single output to configure');
      output.codeSplitting = { groups: [{ name: 'popup', tags: ['$initial'] }] };
    },
  },
  // The sources zip Firefox add-on review rebuilds from is written by store/zip-sources.ts, from
  // the files git tracks: WXT's would take whatever lies in the folder (an untracked or
  // git-ignored file among them).
  zip: { zipSources: false },
  manifest: ({ browser, mode }) => ({
    // The store listing and the browser's pages read these from _locales in the user's language.
    name: '__MSG_ext_name__',
    description: '__MSG_ext_description__',
    default_locale: 'en',
    permissions: [
      'storage',
      'activeTab',
      'contextMenus',
      'notifications',
      'clipboardWrite',
      'alarms',
      ...(browser === 'chrome' ? ['offscreen'] : []),
      // The test build holds up front what users grant at run time, so no prompt blocks a test.
      ...(mode === 'e2e' ? ['tabs', 'scripting'] : []),
    ],
    // Asked for at run time only: reading a page's canonical link when the user turns that on, a
    // text field's text when they shorten its links, and the window's tabs' addresses the first
    // time they press "Shorten all tabs".
    optional_permissions: mode === 'e2e' ? [] : ['scripting', 'tabs'],
    optional_host_permissions: ['https://*/*', 'http://*/*'],
    host_permissions: mode === 'e2e' ? ['http://127.0.0.1/*', 'http://localhost/*'] : [],
    // MV3's default policy for Trim's pages, and what they never do: frame anything, change their
    // base address or submit a form anywhere (every form is handled by its script).
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'; frame-src 'none'; base-uri 'none'; form-action 'none'" },
    // Typing `s` and a space in the address bar searches the user's links (the local index).
    omnibox: { keyword: 's' },
    commands: {
      'shorten-current-tab': {
        suggested_key: { default: 'Alt+Shift+S' },
        description: '__MSG_cmd_shorten__',
      },
    },
    // Firefox only: Chrome lists the key as unrecognized on its extensions page.
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        // 140 (desktop) and 142 (Android) are the first versions that read
        // data_collection_permissions; an older minimum makes `web-ext lint` warn.
        gecko: {
          id: 'trim@trim-extension.org',
          strict_min_version: '140.0',
          // The URL of the page, link, image or selected text is sent to the user's own server
          // (browsing activity; link/selection text counts as website content), with the user's
          // API key on every request, the passwords they set on links and files and their
          // account's new password (authentication info), and the account's new email address
          // when they change it in Account, where Trim shows the current one (personally
          // identifying info). docs/privacy.md and docs/release.md say the same.
          data_collection_permissions: { required: ['authenticationInfo', 'browsingActivity', 'personallyIdentifyingInfo', 'websiteContent'] },
        },
        gecko_android: { strict_min_version: '142.0' },
      },
    }),
  }),
});
