// `npm run lint` runs three checks and fails on any finding (`npm run format` rewrites the formatting):
//   1. ESLint, this file: the layering rules below, the recommended rules of ESLint and
//      typescript-eslint (not the type-checked set: `tsc --noEmit` already type-checks, and this
//      way a run stays a few seconds on 2 cores) and the two classic hooks rules. No stylistic
//      rule: formatting is prettier's.
//   2. `prettier --check .`, configured under "prettier" in package.json (of the configs tried,
//      printWidth 180 with single quotes reformatted the fewest existing files); .prettierignore
//      leaves out build output, generated files and Markdown.
//   3. knip (unused files, exports, dependencies), configured under "knip" in package.json. Its
//      WXT plugin is off: it makes every file under entrypoints/ an entry, so their unused exports
//      would go unreported. The entries are listed instead (WXT's entrypoint files and the script
//      each page's index.html loads); knip's vitest, tsx and package.json-script plugins add the
//      test files, test/harness/start.ts, test/sandbox/cli.ts, test/firefox/lint.ts and bench/run.ts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------
// The layering of README's "How the code is laid out", as rules that fail.
//
// Each folder below gets exactly one config object setting `no-restricted-imports`,
// `no-restricted-syntax`, `no-restricted-globals` and `no-restricted-properties`, built from the
// tables here: ESLint does not merge a rule's options across config objects (the last one wins),
// so do not set these four rules anywhere else; add to the tables instead.
// ---------------------------------------------------------------------------------------------

/** Specifiers that reach into a top-level folder, through `@/` (or WXT's other aliases) or `../`. */
const into = (folder) => `^((@|~|@@|~~)/|(\\.\\./)+)${folder}(/|$)`;

const LAYERS = {
  components: { regex: into('components'), message: 'lib/ is framework-free: it never imports from components/. Move the shared part into lib/.' },
  entrypoints: {
    regex: into('entrypoints'),
    message: 'entrypoints/ are the surfaces on top: lib/ and components/ never import from them. Move the shared part into lib/ or components/.',
  },
  tests: { regex: into('(test|bench)'), message: 'Shipped code never imports from test/ or bench/.' },
};

/** One import style: `@/` for anything outside the file's own folder, `./` for a sibling. */
const IMPORT_STYLE = [
  // '../x', '..' and './sub/x' all leave the file's own folder.
  { regex: '^(\\.\\.(/|$)|\\./[^/]+/)', message: "Use '@/…' for anything outside this file's folder ('./' only for a sibling in the same folder)." },
  { regex: '^(~|@@|~~)(/|$)', message: "Use the '@/' alias, not WXT's other aliases (~, @@, ~~)." },
];

// lib/ in floors: a folder imports only from its own floor (without a cycle) or the floors
// below. The base stands alone (lib/api imports nothing outside itself, not even the browser,
// so it runs in plain Node); features build on it; the links service on the features; flows,
// the orchestrations across features, on everything. A new folder must be given a floor here.
const LIB_FLOORS = [
  ['api', 'activity', 'core', 'i18n', 'storage', 'messaging', 'qr', 'share', 'platform'],
  ['settings', 'connection', 'reference', 'queue', 'history', 'clean-address', 'shorten', 'bulk', 'manage', 'forms', 'paging', 'clipboard', 'installations', 'utm'],
  ['links'],
  ['flows'],
];
const libFolders = (folders) => `^@/lib/(${folders.join('|')})(/|$)`;
const above = (floor) => ({
  regex: libFolders(LIB_FLOORS.slice(floor + 1).flat()),
  message: `lib/ is in floors (eslint.config.js, LIB_FLOORS): this folder is on floor ${floor} and imports nothing from a floor above it. Move the shared part down, or the orchestration up into lib/flows.`,
});
const API_ALONE = {
  regex: '^(@/(?!lib/api(/|$))|wxt(/|$)|#imports$)',
  message: 'lib/api stands alone (it runs in plain Node): it imports nothing outside lib/api but zod. Words for people live in lib/i18n; browser APIs in the folders above.',
};

// No import circles: between folders of lib/ or of components/ (a folder imported by one it
// imports), nor between files anywhere in shipped code (lib/, components/, entrypoints/). Type
// imports and `import()` count: a circle loaded lazily or of types only is still one the reader
// must hold in mind. The graphs are read once per run from the files' own import lines, as a
// rule cannot see other files otherwise; tests and test helpers are left out.

const SHIPPED = ['lib', 'components', 'entrypoints'];
const IMPORT_LINE = /(?:import|export)\s+(?:type\s+)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;
const isTestFile = (file) => /\.test\.tsx?$|test-utils|\/testing\.|fuzz/.test(file);

let cachedFiles = null;
/** Every shipped source file (posix, relative to the project) and the files it imports. */
function fileGraph(cwd) {
  if (cachedFiles) return cachedFiles;
  const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  const files = SHIPPED.flatMap((root) => walk(path.join(cwd, root)))
    .map((file) => path.relative(cwd, file).split(path.sep).join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !isTestFile(file));
  const known = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const match of readFileSync(path.join(cwd, file), 'utf8').matchAll(IMPORT_LINE)) {
      const target = resolveSpecifier(known, file, match[1] ?? match[2] ?? match[3]);
      if (target && target !== file) targets.add(target);
    }
    graph.set(file, targets);
  }
  cachedFiles = graph;
  return graph;
}

/** The project file a specifier names (`@/…` or relative), or null for a package. */
function resolveSpecifier(known, from, spec) {
  let base;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  else return null;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((candidate) => known.has(candidate)) ?? null;
}

/** `lib/x/…` → `lib/x`, `components/y/…` → `components/y`; null for files not in such a folder. */
const folderOf = (file) => /^((?:lib|components)\/[^/]+)\//.exec(file)?.[1] ?? null;

let cachedFolders = null;
function folderGraph(cwd) {
  if (cachedFolders) return cachedFolders;
  const graph = new Map();
  for (const [file, targets] of fileGraph(cwd)) {
    const from = folderOf(file);
    if (!from) continue;
    const next = graph.get(from) ?? new Set();
    for (const target of targets) {
      const to = folderOf(target);
      if (to && to !== from) next.add(to);
    }
    graph.set(from, next);
  }
  cachedFolders = graph;
  return graph;
}

/** The nodes from `start` to `goal` along imports (without `start`), or null. */
function pathBetween(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start, []]];
  while (queue.length > 0) {
    const [node, trail] = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (next === goal) return [...trail, next];
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([next, [...trail, next]]);
      }
    }
  }
  return null;
}

const importCycles = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      folders: '{{from}} imports {{to}}, which imports {{from}} back (through {{path}}): move the shared part into a folder both may import.',
      files: '{{from}} imports {{to}}, which imports it back (through {{path}}): move what both need into a file of its own.',
    },
  },
  create(context) {
    const from = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const files = fileGraph(context.cwd);
    const folders = folderGraph(context.cwd);
    const known = new Set(files.keys());
    const fromFolder = folderOf(from);
    const check = (node, spec) => {
      if (typeof spec !== 'string') return;
      const to = resolveSpecifier(known, from, spec);
      if (!to || to === from) return;
      const toFolder = folderOf(to);
      if (fromFolder && toFolder && toFolder !== fromFolder) {
        const back = pathBetween(folders, toFolder, fromFolder);
        if (back) return context.report({ node, messageId: 'folders', data: { from: fromFolder, to: toFolder, path: [toFolder, ...back].join(' → ') } });
      }
      const back = pathBetween(files, to, from);
      if (back) context.report({ node, messageId: 'files', data: { from, to, path: [to, ...back].join(' → ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

// Folders whose files may not touch the network themselves: they go through lib/api.
const NETWORK_MESSAGE = 'Only lib/api/ talks to the network: call lib/ (which calls lib/api), or take a `fetch` seam as a parameter.';
const NETWORK_GLOBALS = ['fetch', 'XMLHttpRequest'];
const GLOBAL_OBJECTS = ['globalThis', 'window', 'self', 'global'];

/** `no-restricted-syntax` selectors for what `no-restricted-imports` cannot see: `import()`, `typeof import()` and vitest's module mocks. */
/** An `import()` of anything but a plain string: no rule here (floors, cycles, lib/api alone) could read where it leads. */
const DYNAMIC_IMPORT = {
  selector: "ImportExpression:not([source.type='Literal'])",
  message: 'import() takes a plain string, so the layering rules can read where it leads: name the module.',
};

/** One guard for "a plain object": lib/api/guards.ts holds it, and two copies came back once (issue #42). */
const ONE_IS_RECORD = {
  selector: ":matches(FunctionDeclaration, VariableDeclarator)[id.name='isRecord']",
  message: 'One isRecord: import it from @/lib/api/guards instead of writing another.',
};

function specifierSyntax({ regex, message }) {
  // esquery regexes end at the first `/`, even an escaped one: spell it \x2F.
  const re = `/${regex.replaceAll('/', '\\x2F')}/`;
  return [
    { selector: `ImportExpression[source.value=${re}]`, message },
    { selector: `TSImportType[argument.literal.value=${re}]`, message },
    {
      selector: `CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|importActual|importMock)$/][arguments.0.value=${re}]`,
      message,
    },
  ];
}

// What a page shows comes from _locales (lib/i18n): words written in JSX are the usual way a
// string escapes translation. Strings built in .ts files are held by review and the key tests.
const TEXT_MESSAGE = 'User-visible text comes from _locales through t(), plural() or rich() (lib/i18n): add the message to assets/public/_locales/en/messages.json.';
const WORDS = '/[A-Za-z]{2}/';
const SHOWN_ATTRIBUTE = 'JSXAttribute[name.name=/^(aria-label|aria-description|aria-roledescription|aria-valuetext|title|placeholder|alt|label)$/]';
const TEXT_SYNTAX = [
  `JSXText[value=${WORDS}]`,
  `${SHOWN_ATTRIBUTE} > Literal[value=${WORDS}]`,
  `${SHOWN_ATTRIBUTE} TemplateElement[value.raw=${WORDS}]`,
  `JSXElement > JSXExpressionContainer > Literal[value=${WORDS}]`,
  `JSXElement > JSXExpressionContainer > :matches(LogicalExpression, ConditionalExpression) > Literal[value=${WORDS}]`,
  `JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
  `JSXElement > JSXExpressionContainer > :matches(LogicalExpression, ConditionalExpression) > TemplateLiteral > TemplateElement[value.raw=${WORDS}]`,
].map((selector) => ({ selector, message: TEXT_MESSAGE }));

/**
 * The restriction rules for one folder.
 * @param {object} zone
 * @param {string[]} zone.files
 * @param {string[]} [zone.ignores]
 * @param {Array<{regex: string, message: string}>} zone.forbid  layer rules and import style
 * @param {boolean} zone.network  may the folder call fetch / XMLHttpRequest itself?
 * @param {boolean} [zone.text]  does the folder render what users read (its tests excepted)?
 * @param {string[]} [zone.globals]  globals the folder may not use (beyond the network's)
 * @param {boolean} [zone.guards]  is this the folder that defines the shared guards (lib/api)?
 */
function zone({ files, ignores = [], forbid, network, text = false, globals = [], guards = false }) {
  const syntax = [...forbid.flatMap(specifierSyntax), ...(guards ? [] : [ONE_IS_RECORD])];
  const rules = zoneRules(forbid, syntax, network, globals);
  if (!text) return [{ files, ignores, rules }];
  const tests = ['**/*.test.{ts,tsx}', '**/testing.tsx'];
  return [
    { files, ignores: [...ignores, ...tests], rules: { ...rules, 'no-restricted-syntax': ['error', ...syntax, DYNAMIC_IMPORT, ...TEXT_SYNTAX] } },
    { files: tests.map((test) => `${files[0].replace('/**', '')}/${test}`), rules },
  ];
}

function zoneRules(forbid, syntax, network, globals) {
  const restricted = [...(network ? [] : NETWORK_GLOBALS.map((name) => ({ name, message: NETWORK_MESSAGE }))), ...globals.map((name) => ({ name, message: API_ALONE.message }))];
  const properties = restricted.flatMap(({ name, message }) => GLOBAL_OBJECTS.map((object) => ({ object, property: name, message })));
  return {
    'no-restricted-imports': ['error', { patterns: forbid.map(({ regex, message }) => ({ regex, message })) }],
    'no-restricted-syntax': ['error', ...syntax, DYNAMIC_IMPORT],
    // `typeof fetch` in a type touches nothing and stays allowed.
    'no-restricted-globals': restricted.length === 0 ? 'off' : ['error', ...restricted],
    // Also catches globalThis['fetch'], globalThis.chrome and `const { fetch } = self`.
    'no-restricted-properties': properties.length === 0 ? 'off' : ['error', ...properties],
  };
}

const TS = '**/*.{ts,tsx,mts,cts}';
const CODE = '**/*.{js,mjs,cjs,ts,tsx,mts,cts}';

export default defineConfig(
  globalIgnores(['.output/', '.wxt/', 'node_modules/', 'test-results/', 'web-ext-artifacts/']),
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  { files: [CODE], extends: [js.configs.recommended] },
  { files: [TS], extends: [tseslint.configs.recommended] },
  {
    files: [CODE],
    rules: {
      // tsc reports unused locals and parameters already (noUnusedLocals, noUnusedParameters).
      '@typescript-eslint/no-unused-vars': 'off',
      'no-unused-vars': 'off',
    },
  },

  // The sandbox's contract tests read arbitrary keys of arbitrary JSON answers, as a client
  // poking at a foreign server would; typing each answer would only restate the assertions.
  { files: ['test/sandbox/tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },

  // The benchmark's blank extension page: a plain browser script.
  { files: ['bench/blank/*.js'], languageOptions: { globals: { performance: 'readonly' } } },
  // The popup's first-frame script: a classic script, not built, in the extension page.
  {
    files: ['assets/public/popup-frame.js'],
    languageOptions: { globals: { document: 'readonly', localStorage: 'readonly', chrome: 'readonly' } },
  },

  // Preact's hooks follow React's rules; only the two classic rules (the React Compiler ones
  // in the plugin's recommended set assume React's runtime).
  {
    files: ['components/**/*.{ts,tsx}', 'entrypoints/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },

  // The layers. lib/api is the one place that talks to the network. The unit tests beside the
  // code are held to it too: they reach the network only through the fake fetch handed to lib/api.
  // Its own tests too: they run the client in plain Node against a fake fetch.
  ...zone({ files: ['lib/api/**'], forbid: [API_ALONE, LAYERS.tests, ...IMPORT_STYLE], network: true, globals: ['browser', 'chrome'], guards: true }),
  ...LIB_FLOORS.flatMap((folders, floor) =>
    zone({
      files: folders.filter((folder) => folder !== 'api').map((folder) => `lib/${folder}/**`),
      forbid: [above(floor), LAYERS.components, LAYERS.entrypoints, LAYERS.tests, ...IMPORT_STYLE],
      network: false,
    }),
  ),
  {
    files: SHIPPED.map((root) => `${root}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/test-utils.ts', '**/testing.{ts,tsx}', '**/*.fuzz.test.ts'],
    plugins: { trim: { rules: { 'no-import-cycle': importCycles } } },
    rules: { 'trim/no-import-cycle': 'error' },
  },
  ...zone({ files: ['components/**'], forbid: [LAYERS.entrypoints, LAYERS.tests, ...IMPORT_STYLE], network: false, text: true }),
  ...zone({ files: ['entrypoints/**'], forbid: [LAYERS.tests, ...IMPORT_STYLE], network: false, text: true }),
  // Not shipped: the sandbox's contract tests, the e2e tests and the benchmark speak HTTP to the
  // sandbox themselves. They keep the one import style.
  ...zone({ files: ['test/**', 'bench/**', 'store/**'], forbid: IMPORT_STYLE, network: true }),
);
