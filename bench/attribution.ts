import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SurfaceSize } from './size';

// What a surface's gzip bytes are made of, to point at the cause when a size budget fails.
// WXT's bundle analysis (rollup-plugin-visualizer, raw-data) gives each module's rendered
// length per output file; a group's gzip share is estimated as its share of the file's
// rendered bytes times the file's gzip size, so the figures are approximate ("≈").

interface RawData {
  nodeParts: Record<string, { renderedLength: number }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

export interface Contributor {
  /** npm package (`zod`, `preact`) or source folder (`lib/api`). */
  group: string;
  approxGzipBytes: number;
}

/** `/node_modules/@scope/pkg/x.js` → `@scope/pkg`; `/lib/api/x.ts` → `lib/api` (ids are root-relative). */
export function groupOf(moduleId: string, root: string): string {
  const id = moduleId.replace(/^\0/, '');
  const inModules = id.split('node_modules/').pop() as string;
  if (inModules !== id) {
    const [first, second] = inModules.split('/');
    return first?.startsWith('@') ? `${first}/${second}` : (first ?? id);
  }
  const relative = id.startsWith(root + path.sep) ? path.relative(root, id) : id.replace(/^\/+/, '');
  const parts = relative.split('/');
  return parts.length > 2 ? `${parts[0]}/${parts[1]}` : (parts[0] ?? id);
}

export async function readAnalysis(file: string): Promise<RawData | undefined> {
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as RawData) : undefined;
}

export function contributors(analysis: RawData, surface: SurfaceSize, root = process.cwd(), top = 5): Contributor[] {
  const totals = new Map<string, number>();
  for (const file of surface.files) {
    const rendered = new Map<string, number>();
    for (const meta of Object.values(analysis.nodeMetas)) {
      const part = meta.moduleParts[file];
      if (!part) continue;
      const group = groupOf(meta.id, root);
      rendered.set(group, (rendered.get(group) ?? 0) + (analysis.nodeParts[part]?.renderedLength ?? 0));
    }
    const fileRendered = [...rendered.values()].reduce((a, b) => a + b, 0);
    const fileGzip = surface.fileGzip[file] ?? 0;
    if (fileRendered === 0) continue;
    for (const [group, length] of rendered) {
      totals.set(group, (totals.get(group) ?? 0) + (fileGzip * length) / fileRendered);
    }
  }
  return [...totals]
    .map(([group, bytes]) => ({ group, approxGzipBytes: Math.round(bytes) }))
    .sort((a, b) => b.approxGzipBytes - a.approxGzipBytes)
    .slice(0, top);
}
