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
      expect.stringMatching(/^trim\/no-import-cycle: lib\/api imports lib\/i18n, which imports lib\/api back/),
    ]);
    expect(await problems('lib/api/planted.ts', "import { browser } from 'wxt/browser';\nexport const x = browser;\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*lib\/api stands alone/),
    ]);
    expect(await problems('lib/api/planted.ts', 'export const x = () => browser.runtime.id;\n')).toEqual([
      expect.stringMatching(/^no-restricted-globals: .*lib\/api stands alone/),
    ]);
    expect(await problems('lib/api/planted.ts', 'export const x = () => globalThis.chrome.runtime.id;\n')).toEqual([
      expect.stringMatching(/^no-restricted-properties: .*lib\/api stands alone/),
    ]);
    expect(await problems('lib/api/planted.ts', "const name = 'i18n/messages';\nexport const load = () => import(`@/lib/${name}`);\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: import\(\) takes a plain string/),
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

  it('refuses a second isRecord: the one in lib/api/guards.ts is imported', async () => {
    const copy = "export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;\n";
    expect(await problems('lib/utm/planted.ts', copy)).toEqual([expect.stringMatching(/^no-restricted-syntax: One isRecord: import it from @\/lib\/api\/guards/)]);
    expect(await problems('components/ui/planted.ts', 'export function isRecord(value: unknown): boolean {\n  return value !== null;\n}\n')).toEqual([
      expect.stringMatching(/^no-restricted-syntax: One isRecord/),
    ]);
    expect(await problems('lib/utm/planted.ts', "import { isRecord } from '@/lib/api/guards';\nexport const x = isRecord;\n")).toEqual([]);
  });

  it('refuses an import that closes a cycle between folders of one floor', async () => {
    // lib/manage pages the link list from the index: lib/history reading lib/manage back would be a cycle.
    expect(await problems('lib/history/planted.ts', "import { slicePage } from '@/lib/manage/local-links';\nexport const x = slicePage;\n")).toEqual([
      expect.stringMatching(/^trim\/no-import-cycle: lib\/history imports lib\/manage, which imports lib\/history back/),
    ]);
  });
});

describe('no import circles in shipped code', () => {
  it('refuses a file that closes a circle between files of one folder, lazily or by its types too', async () => {
    // link-views.ts loads LinkAnswers.tsx, which shows ShortLinkResult.tsx.
    expect(await problems('components/shorten/planted.ts', "import { ShortLinkResult } from './ShortLinkResult';\nexport const x = ShortLinkResult;\n")).toEqual([]);
    const planted = "import type { CreatedViewProps } from './LinkAnswers';\nexport type X = CreatedViewProps;\n";
    expect(await problems('components/shorten/answers.ts', planted)).toEqual([
      expect.stringMatching(/^trim\/no-import-cycle: components\/shorten\/answers\.ts imports components\/shorten\/LinkAnswers\.tsx, which imports it back/),
    ]);
  });

  it('refuses a circle between folders of components/', async () => {
    // components/rate-limit's notice is built from components/ui's Alert: ui importing rate-limit back closes a circle.
    expect(await problems('components/ui/planted.ts', "import { RateLimitNotice } from '@/components/rate-limit';\nexport const x = RateLimitNotice;\n")).toEqual([
      expect.stringMatching(/^trim\/no-import-cycle: components\/ui imports components\/rate-limit, which imports components\/ui back/),
    ]);
  });
});
