import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProduction } from '@/test/harness/production-build';
import { startWorker, surfaceOf } from '@/test/firefox/api-surface';

// Issue #34: Firefox's manifest declares gecko_android, so the store offers Trim on Android,
// where menus, commands, the address-bar keyword and windows do not exist (MDN's
// browser-compat-data). The built Firefox worker must start there and register every listener
// the platform has; on the desktop it registers them all.

let outDir: string;
let buildDir: string;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'trim-firefox-build-'));
  buildDir = await buildProduction('firefox', outDir);
}, 120_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the built Firefox worker', () => {
  it('starts on the desktop and registers its listeners, the address bar, menus and commands among them', async () => {
    const desktop = await startWorker(buildDir, 'firefox');
    expect(desktop.crash).toBeUndefined();
    expect(desktop.rejections).toEqual([]);
    expect(desktop.listeners).toEqual(expect.arrayContaining(['omnibox.onInputChanged', 'contextMenus.onClicked', 'commands.onCommand', 'runtime.onMessage', 'alarms.onAlarm']));
  });

  it("starts on Android's API surface and registers every listener the platform has", async () => {
    const surface = surfaceOf('firefox_android');
    expect(surface.has('omnibox') || surface.has('contextMenus') || surface.has('commands') || surface.has('windows')).toBe(false);
    const desktop = await startWorker(buildDir, 'firefox');
    const android = await startWorker(buildDir, 'firefox_android');
    expect(android.crash).toBeUndefined();
    expect(android.rejections).toEqual([]);
    const supported = desktop.listeners.filter((listener) => {
      const [namespace, event] = listener.split('.') as [string, string];
      return surface.get(namespace)?.has(event);
    });
    expect(android.listeners.sort()).toEqual(supported.sort());
    expect(supported).toEqual(expect.arrayContaining(['runtime.onMessage', 'alarms.onAlarm', 'storage.onChanged', 'notifications.onClicked']));
  });
});
