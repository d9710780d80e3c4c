import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// Size of the JavaScript a surface loads before it can run: the HTML's module scripts and,
// transitively, their static imports. Dynamic `import()` chunks load later, on demand, so
// they are reported apart and not held to the budget.

export interface SurfaceSize {
  surface: string;
  /** Output-relative files in the static graph, entry first. */
  files: string[];
  gzipBytes: number;
  rawBytes: number;
  /** Gzip bytes of each file in `files`. */
  fileGzip: Record<string, number>;
  /** Gzip bytes of chunks only reachable through dynamic import(). */
  lazyGzipBytes: number;
}

/** One figure per surface; `undefined` when the surface is not in this build (e.g. no manage page yet). */
export type SurfaceSizes = Record<'popup' | 'options' | 'manage' | 'background', SurfaceSize | undefined>;

// gzip -9, as bundle-size tools report it; each file on its own, the way it sits in the package.
export const gzipBytes = (data: Buffer | string): number => gzipSync(data, { level: 9 }).byteLength;

/** `<script type="module" src="/chunks/popup-abc.js">` → `chunks/popup-abc.js`. */
export function htmlModuleScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const tag of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = /\bsrc\s*=\s*["']([^"']+)["']/i.exec(tag[0])?.[1];
    if (src) scripts.push(src.replace(/^\//, ''));
  }
  return scripts;
}

/**
 * Static and dynamic import specifiers of one minified ES module. Bundler output writes
 * static imports as top-level statements (`import{a as b}from"./x.js";`, `import"./x.js";`),
 * usually first but sometimes after a preamble such as Vite's `const __vite__mapDeps=…;`, so
 * they are matched at any statement start. Only relative specifiers count: chunks import
 * each other as `./name-hash.js`, which no string in the code is likely to imitate, and the
 * HTML's modulepreload list cross-checks the result (see pageSize).
 */
export function moduleImports(code: string): { staticImports: string[]; dynamicImports: string[] } {
  // Rolldown quotes with " or ` (template literals without substitutions).
  const statement = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["'`](\.{1,2}\/[^"'`$]+)["'`]/g;
  const staticImports = [...code.matchAll(statement)].map((m) => m[1] as string);
  const dynamic = /\bimport\(\s*["'`](\.{1,2}\/[^"'`$]+)["'`]\s*\)/g;
  const dynamicImports = [...code.matchAll(dynamic)].map((m) => m[1] as string);
  return { staticImports, dynamicImports };
}

async function moduleGraph(root: string, entries: string[]) {
  const eager = new Set<string>();
  const lazy = new Set<string>();
  const visit = async (file: string, into: Set<string>): Promise<void> => {
    if (eager.has(file) || into.has(file)) return;
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) throw new Error(`bench/size: ${file} is referenced but missing from ${root}`);
    into.add(file);
    const { staticImports, dynamicImports } = moduleImports(await readFile(absolute, 'utf8'));
    const resolve = (spec: string) => (spec.startsWith('/') ? spec.slice(1) : path.posix.join(path.posix.dirname(file), spec));
    for (const spec of staticImports) await visit(resolve(spec), into);
    for (const spec of dynamicImports) if (!eager.has(resolve(spec))) await visit(resolve(spec), lazy);
  };
  for (const entry of entries) await visit(entry, eager);
  for (const file of eager) lazy.delete(file);
  return { eager: [...eager], lazy: [...lazy] };
}

async function sizeOf(root: string, surface: string, entries: string[]): Promise<SurfaceSize> {
  const { eager, lazy } = await moduleGraph(root, entries);
  const bytes = async (files: string[]) => {
    let gzip = 0;
    let raw = 0;
    const perFile: Record<string, number> = {};
    for (const file of files) {
      const data = await readFile(path.join(root, file));
      perFile[file] = gzipBytes(data);
      gzip += perFile[file];
      raw += data.byteLength;
    }
    return { gzip, raw, perFile };
  };
  const eagerBytes = await bytes(eager);
  return {
    surface,
    files: eager,
    gzipBytes: eagerBytes.gzip,
    rawBytes: eagerBytes.raw,
    fileGzip: eagerBytes.perFile,
    lazyGzipBytes: (await bytes(lazy)).gzip,
  };
}

/** `<link rel="modulepreload" href="/chunks/x.js">`: the bundler's own list of static imports. */
export function htmlModulePreloads(html: string): string[] {
  const links: string[] = [];
  for (const tag of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel\s*=\s*["']modulepreload["']/i.test(tag[0])) continue;
    const href = /\bhref\s*=\s*["']([^"']+)["']/i.exec(tag[0])?.[1];
    if (href) links.push(href.replace(/^\//, ''));
  }
  return links;
}

async function pageSize(root: string, surface: string, htmlFile: string): Promise<SurfaceSize | undefined> {
  const absolute = path.join(root, htmlFile);
  if (!existsSync(absolute)) return undefined;
  const html = await readFile(absolute, 'utf8');
  const size = await sizeOf(root, surface, htmlModuleScripts(html));
  // Cross-check the import parser against what Vite preloads: a miss would under-count.
  const missed = htmlModulePreloads(html).filter((file) => !size.files.includes(file));
  if (missed.length > 0) throw new Error(`bench/size: ${htmlFile} preloads ${missed.join(', ')} the import graph missed`);
  return size;
}

interface BuiltManifest {
  background?: { service_worker?: string; scripts?: string[] };
}

/** Sizes of every surface in a built extension folder (e.g. `.output/chrome-mv3`). */
export async function surfaceSizes(buildDir: string): Promise<SurfaceSizes> {
  const manifest = JSON.parse(await readFile(path.join(buildDir, 'manifest.json'), 'utf8')) as BuiltManifest;
  const background = manifest.background?.service_worker ? [manifest.background.service_worker] : (manifest.background?.scripts ?? []);
  return {
    popup: await pageSize(buildDir, 'popup', 'popup.html'),
    options: await pageSize(buildDir, 'options', 'options.html'),
    manage: await pageSize(buildDir, 'manage', 'manage.html'),
    background: background.length ? await sizeOf(buildDir, 'background', background) : undefined,
  };
}

/** A zip is already compressed: its size on disk is what the store and the user download. */
export async function fileBytes(file: string): Promise<number> {
  return (await stat(file)).size;
}
