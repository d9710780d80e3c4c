import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// The `@/` imports of the code under test: WxtVitest sets them for the lib and components projects; the node
// projects (sandbox, e2e) import lib/ too (the API layer, the settings schema).
const alias = { '@': fileURLToPath(new URL('.', import.meta.url)) };

// Four suites: the logic (no DOM), the components (happy-dom), both over the fake browser; the
// sandbox's HTTP contract; and end-to-end runs of the built extension in Chromium (one at a
// time: one profile each). A DOM per file cost the logic's 78 files most of their run time.
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [WxtVitest()],
        test: {
          name: 'lib',
          environment: 'node',
          // Files share their modules: each test installs its own i18n, and every store and
          // listener is reset by the tests that use it. About five times faster than a graph per file.
          isolate: false,
          setupFiles: ['test/unit/i18n-setup.ts', 'test/unit/records-setup.ts'],
          include: ['lib/**/*.test.ts', 'bench/**/*.test.ts', 'store/**/*.test.ts'],
        },
      },
      {
        plugins: [WxtVitest(), preact()],
        test: {
          name: 'components',
          environment: 'happy-dom',
          setupFiles: ['test/unit/i18n-setup.ts', 'test/unit/records-setup.ts'],
          // test/unit: components against the real sandbox (over HTTP, on the fake clock), which the
          // tests beside shipped code may not import.
          include: ['components/**/*.test.{ts,tsx}', 'entrypoints/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'sandbox',
          environment: 'node',
          // The harness's own tests and the lint rules' need Node and no browser: they belong here, not in e2e.
          include: ['test/sandbox/**/*.test.ts', 'test/harness/**/*.test.ts', 'test/lint/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          setupFiles: ['test/e2e/setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
