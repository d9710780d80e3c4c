import { browser, type Browser } from 'wxt/browser';
import { requestShorten } from '../../lib/shorten/request';
import { backgroundFeedback } from './feedback';

export const SHORTEN_COMMAND = 'shorten-current-tab';

/** The keyboard shortcut: activeTab grants the current tab's URL for this one invocation. */
export async function handleCommand(command: string, tab?: Pick<Browser.tabs.Tab, 'url'>): Promise<void> {
  if (command !== SHORTEN_COMMAND) return;
  let url = tab?.url;
  if (url === undefined) {
    const [active] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
    url = active?.url;
  }
  await requestShorten(url ?? null, 'command', backgroundFeedback);
}
