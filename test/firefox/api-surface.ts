import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import bcd from '@mdn/browser-compat-data/forLegacyNode';

// A stub of the WebExtension API with exactly one Firefox's surface, as MDN's browser-compat-data
// gives it (`firefox` for the desktop, `firefox_android` for Android): a namespace or event the
// platform lacks is absent, as it is there. Calls answer plainly (storage in memory, no tabs,
// no alarms); every listener added is recorded. Used to start the built worker in Node.

export type Platform = 'firefox' | 'firefox_android';

interface Compat {
  __compat?: { support?: Record<string, { version_added?: string | boolean | null; version_removed?: unknown; flags?: unknown } | { version_added?: unknown }[]> };
  [member: string]: unknown;
}

const API = (bcd as unknown as { webextensions: { api: Record<string, Compat> } }).webextensions.api;

/** Whether BCD marks the entry as shipped on the platform (added, not removed, not behind a flag). */
function supported(entry: unknown, platform: Platform): boolean {
  const support = (entry as Compat | undefined)?.__compat?.support?.[platform];
  const first = (Array.isArray(support) ? support[0] : support) as { version_added?: unknown; version_removed?: unknown; flags?: unknown } | undefined;
  return Boolean(first && first.version_added && first.version_added !== 'preview' && !first.version_removed && !first.flags);
}

/** Every namespace the platform has, and each of its events the platform has. */
export function surfaceOf(platform: Platform): Map<string, Set<string>> {
  const surface = new Map<string, Set<string>>();
  for (const [namespace, entry] of Object.entries(API)) {
    if (!supported(entry, platform)) continue;
    const events = Object.entries(entry).filter(([name, member]) => /^on[A-Z]/.test(name) && supported(member, platform));
    surface.set(namespace, new Set(events.map(([name]) => name)));
  }
  // Firefox names `menus` `contextMenus` too (Chrome's name, the one Trim calls); BCD lists it once.
  const menus = surface.get('menus');
  if (menus) surface.set('contextMenus', menus);
  return surface;
}

export interface StartedWorker {
  /** `namespace.event` of every listener the worker added. */
  listeners: string[];
  /** What the start-up threw, or undefined. */
  crash: unknown;
  /** Rejections of promises nobody awaited, after the start settled. */
  rejections: unknown[];
}

/** Runs the built background script against the platform's stub, lets its start-up settle, and reports. */
export async function startWorker(buildDir: string, platform: Platform): Promise<StartedWorker> {
  const listeners: string[] = [];
  const rejections: unknown[] = [];
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'manifest.json'), 'utf8')) as { background: { scripts: string[] } };
  const messages = JSON.parse(readFileSync(path.join(buildDir, '_locales/en/messages.json'), 'utf8')) as Record<string, { message: string }>;
  const stored = new Map<string, unknown>();
  const known = surfaceOf(platform);

  const answers: Record<string, Record<string, (...args: unknown[]) => unknown>> = {
    runtime: {
      getURL: (file) => `moz-extension://trim-test${String(file).startsWith('/') ? '' : '/'}${String(file)}`,
      getManifest: () => manifest,
    },
    i18n: {
      getMessage: (key) => messages[String(key)]?.message ?? '',
      getUILanguage: () => 'en',
    },
    storage: {},
    tabs: { query: async () => [] },
    permissions: { contains: async () => true, getAll: async () => ({ origins: [], permissions: [] }) },
  };
  const area = {
    get: async (keys: unknown) => {
      const wanted = keys === null || keys === undefined ? [...stored.keys()] : Array.isArray(keys) ? keys : typeof keys === 'string' ? [keys] : Object.keys(keys as object);
      return Object.fromEntries(wanted.filter((key) => stored.has(String(key))).map((key) => [key, stored.get(String(key))]));
    },
    set: async (items: Record<string, unknown>) => void Object.entries(items).forEach(([key, value]) => stored.set(key, value)),
    remove: async (keys: string | string[]) => void (Array.isArray(keys) ? keys : [keys]).forEach((key) => stored.delete(key)),
    clear: async () => stored.clear(),
  };

  const namespaceStub = (namespace: string) =>
    new Proxy({} as Record<string, unknown>, {
      get(target, name) {
        if (typeof name !== 'string') return undefined;
        if (name in target) return target[name];
        if (/^on[A-Z]/.test(name)) {
          if (!known.get(namespace)?.has(name)) return undefined;
          return (target[name] = { addListener: () => void listeners.push(`${namespace}.${name}`), removeListener: () => undefined, hasListener: () => false });
        }
        if (namespace === 'storage' && ['local', 'sync', 'session'].includes(name)) return (target[name] = { ...area, onChanged: target['onChanged'] });
        if (name === 'id' && namespace === 'runtime') return 'trim@trim-extension.org';
        if (name === 'lastError') return undefined;
        return (target[name] = answers[namespace]?.[name] ?? (async () => undefined));
      },
    });

  const browser = new Proxy({} as Record<string, unknown>, {
    get(target, name) {
      if (typeof name !== 'string' || !known.has(name)) return undefined;
      return (target[name] ??= namespaceStub(name));
    },
    has: (_target, name) => typeof name === 'string' && known.has(name),
  });

  const context = vm.createContext({
    browser,
    chrome: browser,
    console: { ...console, log: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined },
    navigator: { language: 'en', languages: ['en'] },
    crypto: globalThis.crypto,
    performance: globalThis.performance,
    setTimeout,
    clearTimeout,
    setInterval,
    clearInterval,
    queueMicrotask,
    URL,
    URLSearchParams,
    TextEncoder,
    TextDecoder,
    Intl,
    AbortController,
    Headers,
    Request,
    Response,
    fetch: async () => {
      throw new TypeError('no network in this test');
    },
  });
  context.globalThis = context;
  context.self = context;

  const onRejection = (reason: unknown) => void rejections.push(reason);
  process.on('unhandledRejection', onRejection);
  let crash: unknown;
  try {
    for (const script of manifest.background.scripts) vm.runInContext(readFileSync(path.join(buildDir, script), 'utf8'), context, { filename: script });
  } catch (error) {
    crash = error;
  }
  // The start-up's reads (settings, the queue, the batch, the sweep) settle on timers of zero.
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
  process.off('unhandledRejection', onRejection);
  return { listeners, crash, rejections };
}
