import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Reply } from '@/lib/messaging/protocol';
import { unpackedExtensionId } from '@/test/harness/extension-id';

// The least an MV3 extension can be and still be woken by a message: a manifest, a service worker
// that answers every message at once, and one page to send from. Trim's wake is held against this
// one's in the same browser (bench/worker-wake.ts), so what the machine costs cancels out. Written
// at run time into a temp folder: nothing to build, nothing committed.

export const MINIMAL_PAGE = 'page.html';

/** What Trim's worker answers the bench's message; the minimal worker answers every message the same. */
export const WAKE_REPLY: Reply<boolean> = { ok: true, value: false };

const FILES: Record<string, string> = {
  'manifest.json': JSON.stringify({ manifest_version: 3, name: 'Trim bench: minimal worker', version: '1.0', background: { service_worker: 'worker.js' } }, null, 2),
  'worker.js': `chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  sendResponse(${JSON.stringify(WAKE_REPLY)});
});
`,
  [MINIMAL_PAGE]: `<!doctype html>
<title>Trim bench: minimal worker</title>
`,
};

export interface MinimalExtension {
  dir: string;
  id: string;
  remove(): Promise<void>;
}

export async function writeMinimalExtension(): Promise<MinimalExtension> {
  const dir = await mkdtemp(path.join(tmpdir(), 'trim-bench-minimal-'));
  for (const [name, text] of Object.entries(FILES)) await writeFile(path.join(dir, name), text);
  return { dir, id: unpackedExtensionId(dir), remove: () => rm(dir, { recursive: true, force: true }) };
}
