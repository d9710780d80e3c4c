import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layering lives in eslint.config.js; these plant one violation of each rule in a file that
// does not exist and check that `npm run lint` would fail on it, with the rule that says why.

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('lib/ layering', () => {
  it('keeps lib/api alone: no import of another lib folder, of wxt or of the browser global', async () => {
    // lib/i18n imports lib/api, so this import would close a cycle too: both rules say so.
    expect(await problems('lib/api/planted.ts', "import { t } from '@/lib/i18n/messages';\nexport const x = t;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*lib\/api stands alone/),
      expect.stringMatching(/^trim\/no-lib-cycle: lib\/api imports lib\/i18n, which imports lib\/api back/),
    ]);
    expect(await problems('lib/api/planted.ts', "import { browser } from 'wxt/browser';\nexport const x = browser;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*lib\/api stands alone/),
    ]);
    expect(await problems('lib/api/planted.ts', 'export const x = () => browser.runtime.id;\n')).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*lib\/api stands alone/),
    ]);
    expect(await problems('lib/api/planted.ts', "import { z } from 'zod/mini';\nimport { isHttpUrl } from '@/lib/api/http-url';\nexport const x = [z, isHttpUrl];\n")).toEqual([]);
  });

  it('refuses an import from a floor above', async () => {
    expect(await problems('lib/paging/planted.ts', "import { linksService } from '@/lib/links/service';\nexport const x = linksService;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*floor 1 and imports nothing from a floor above/),
    ]);
    expect(await problems('lib/core/planted.ts', "export const load = () => import('@/lib/settings/items');\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: .*floor 0/),
    ]);
    expect(await problems('lib/flows/planted.ts', "import { linksService } from '@/lib/links/service';\nexport const x = linksService;\n")).toEqual([]);
  });

  it('refuses an import that closes a cycle between folders of one floor', async () => {
    // lib/history reads the settings: the settings reading lib/history back would be a cycle.
    expect(await problems('lib/settings/planted.ts', "import { readLinkIndex } from '@/lib/history/store';\nexport const x = readLinkIndex;\n")).toEqual([
      expect.stringMatching(/^trim\/no-lib-cycle: lib\/settings imports lib\/history, which imports lib\/settings back/),
    ]);
  });
});
