import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceFiles, writeSourcesZip } from './sources';

// Issue #41, item 8: the sources zip AMO receives holds the project's tracked files only, never
// a git-ignored note or an untracked secrets file that happen to lie in the folder; its README
// starts with the build that works there; and `npm run release` refuses a tree git does not hold.

/** A zip's files and their contents, read from its central directory. */
function readZip(zip: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n -= 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + skip;
  }
  return files;
}

let root: string;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Trim', '-c', 'user.email=trim@example.com', ...args], { cwd: root, env: { PATH: process.env.PATH ?? '' } });
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'trim-sources-'));
  git('init', '-q');
  write('package.json', JSON.stringify({ name: 'trim', version: '1.2.3', scripts: { zip: 'true' } }));
  write('README.md', '# Trim\n\nnpm install && npm start\n');
  write('.gitignore', 'web-ext-artifacts/\n.output/\n');
  write('.npmrc', 'save-exact=true\n');
  write('lib/a.ts', 'export const a = 1;\n');
  write('lib/a.test.ts', "import './a';\n");
  write('test/e2e/x.ts', 'export {};\n');
  write('store/listing/en.json', '{}');
  write('docs/release.md', '# Releasing\n');
  git('add', '.');
  git('commit', '-q', '-m', 'sources');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the sources zip', () => {
  it('holds the tracked files the build needs, nothing git-ignored or untracked, and its README starts with the build', async () => {
    write('web-ext-artifacts/note.txt', 'a note');
    write('secrets.local.txt', 'hunter2');
    const out = path.join(root, '.output', 'sources.zip');
    mkdirSync(path.dirname(out));
    expect(await writeSourcesZip(root, out)).toEqual(['README.md', 'docs/release.md', 'lib/a.ts', 'package.json']);
    const files = readZip(readFileSync(out));
    expect([...files.keys()]).toEqual(['README.md', 'docs/release.md', 'lib/a.ts', 'package.json']);
    expect(readFileSync(out).includes('hunter2')).toBe(false);
    const readme = files.get('README.md') ?? '';
    expect(readme.split('\n').slice(0, 7)).toEqual([
      '# Trim 1.2.3: sources for review',
      '',
      'Build the Firefox package from these sources with Node 20.19+ (or 22.12+) and npm:',
      '',
      '```sh',
      'npm ci && npm run build:firefox',
      '```',
    ]);
    expect(readme).toContain('# Trim\n\nnpm install && npm start\n');
    expect(files.get('lib/a.ts')).toBe('export const a = 1;\n');
  });

  it('leaves out tests, the benchmark, the store listing, dotfiles and logs', () => {
    expect(
      sourceFiles([
        '.ci/run',
        '.env.submit',
        'bench/run.ts',
        'components/A.test.tsx',
        'components/A.tsx',
        'debug.log',
        'lib/x/__tests__/y.ts',
        'store/release.ts',
        'test/e2e/z.ts',
        'wxt.config.ts',
      ]),
    ).toEqual(['components/A.tsx', 'wxt.config.ts']);
  });
});

describe('npm run release', () => {
  const release = () =>
    // No store credentials in its environment: at most a dry run.
    spawnSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('store/release.ts')], { cwd: root, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8' });

  it('refuses a tree with a file git does not track, naming it, and builds nothing', () => {
    write('secrets.local.txt', 'hunter2');
    write('web-ext-artifacts/note.txt', 'ignored, so not in the way');
    const { status, stderr } = release();
    expect(status).toBe(1);
    expect(stderr).toContain('Not tracked by git:\n  secrets.local.txt');
    expect(stderr).not.toContain('note.txt');
    expect(existsSync(path.join(root, '.output'))).toBe(false);
  });

  it('refuses a change not committed, and lists the uploads from a clean tree', () => {
    write('lib/a.ts', 'export const a = 2;\n');
    expect(release()).toMatchObject({ status: 1, stderr: expect.stringContaining('Changed since the last commit:\n  lib/a.ts') });
    git('commit', '-q', '-am', 'a = 2');
    expect(release()).toMatchObject({ status: 0, stdout: expect.stringContaining('.output/trim-1.2.3-sources.zip') });
  });
});
