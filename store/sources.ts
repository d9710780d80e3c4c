import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createZip } from '@aklinker1/zero-zip';
import { trackedFiles } from './tracked';

// The sources zip AMO's review rebuilds the Firefox package from: the project's tracked files
// (git ls-files), never what happens to lie in the working folder (a note in a git-ignored
// folder, a local secrets file), less what the build does not need. Its README starts with the
// build that works there: `npm start` and `npm test` need test/, which it leaves out.

/** Tracked files the extension's build does not read: tests, the benchmark, the store listing, dotfiles (.env.submit's kind). */
const LEFT_OUT: readonly RegExp[] = [/^test\//, /^bench\//, /^store\//, /(^|\/)\./, /(^|\/)__tests__\//, /\.(test|spec)\.[cm]?[jt]sx?$/, /\.log$/, /(^|\/)web-ext\.config\.ts$/];

/** Which of the tracked files go into the sources zip, in order. */
export function sourceFiles(tracked: readonly string[]): string[] {
  return tracked.filter((file) => !LEFT_OUT.some((pattern) => pattern.test(file))).sort();
}

/** The README the sources carry: how to build them first, then the project's own. */
export function sourcesReadme(readme: string, version: string): string {
  return [
    `# Trim ${version}: sources for review`,
    '',
    'Build the Firefox package from these sources with Node 20.19+ (or 22.12+) and npm:',
    '',
    '```sh',
    'npm ci && npm run build:firefox',
    '```',
    '',
    `It writes \`.output/firefox-mv3/\`, the files of \`trim-${version}-firefox.zip\`. These sources leave out the tests (\`test/\`), the`,
    'benchmark (`bench/`) and the store listing (`store/`), so `npm start`, `npm test` and the other commands the',
    "project's README names below do not work here.",
    '',
    '---',
    '',
    readme,
  ].join('\n');
}

/** Writes the sources zip of the project at `root` to `out`; returns the files it holds. */
export async function writeSourcesZip(root: string, out: string): Promise<string[]> {
  const files = sourceFiles(trackedFiles(root));
  const { version } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const zip = createZip({ level: 9 });
  for (const file of files) {
    const content = readFileSync(path.join(root, file));
    zip.addFile(file, file === 'README.md' ? sourcesReadme(content.toString('utf8'), version) : content);
  }
  writeFileSync(out, await zip.toBuffer());
  return files;
}
