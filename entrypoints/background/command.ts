import { browser, type Browser } from 'wxt/browser';
import { requestShorten } from '@/lib/flows/queued-shorten';
import { backgroundFeedback } from './feedback';

export const SHORTEN_COMMAND = 'shorten-current-tab';

/** The keyboard shortcut, with the default installation: activeTab grants the current tab's URL for this one invocation. */
export async function handleCommand(command: string, tab?: Pick<Browser.tabs.Tab, 'url' | 'id' | 'title'>): Promise<void> {
  if (command !== SHORTEN_COMMAND) return;
  let page = tab;
  if (page?.url === undefined) {
    const [active] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
    page = active;
  }
  await requestShorten(page?.url ?? null, 'command', backgroundFeedback, { tabId: page?.id, title: page?.title });
}
