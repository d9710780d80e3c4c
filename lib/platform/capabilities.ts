import { browser } from 'wxt/browser';

// What this browser's extension API offers, where Trim's platforms differ: Firefox for Android
// has no menus, commands, address-bar keyword or windows (MDN's browser-compat-data); only
// Chrome can keep storage out of content scripts' reach. Asked at each use, never assumed: the
// worker registers only the listeners the browser has, and pages hide what it lacks.

export type Capability = 'omnibox' | 'menus' | 'commands' | 'windows' | 'storageAccessLevel';

type Api = Record<string, unknown> | undefined;
const api = (name: string): Api => (browser as unknown as Record<string, Api>)[name];
const event = (namespace: string, name: string) => typeof (api(namespace)?.[name] as { addListener?: unknown } | undefined)?.addListener === 'function';
const method = (namespace: Api, name: string) => typeof namespace?.[name] === 'function';

const PROBES: Record<Capability, () => boolean> = {
  omnibox: () => event('omnibox', 'onInputChanged'),
  menus: () => event('contextMenus', 'onClicked') && method(api('contextMenus'), 'create'),
  commands: () => event('commands', 'onCommand'),
  windows: () => method(api('windows'), 'create'),
  storageAccessLevel: () => method(api('storage')?.['local'] as Api, 'setAccessLevel'),
};

/** Whether the browser offers this part of the extension API. */
export function has(capability: Capability): boolean {
  try {
    return PROBES[capability]();
  } catch {
    return false;
  }
}
