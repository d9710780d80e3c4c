import { browser } from 'wxt/browser';
import { sendMessage } from '@/lib/messaging';
import { copyInDocument } from './document';

export { copyInDocument } from './document';

// Writing the clipboard from the background. Chrome's service worker has no DOM and no
// clipboard: an offscreen document (reason CLIPBOARD) does it. Firefox's background is an
// event page with a document, and clipboardWrite lets it use navigator.clipboard directly.
// Pages (popup, options) write directly too.

const OFFSCREEN_PATH = '/offscreen.html';

interface OffscreenApi {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  hasDocument?: () => Promise<boolean>;
}

function offscreenApi(): OffscreenApi | undefined {
  return (browser as unknown as { offscreen?: OffscreenApi }).offscreen;
}

async function offscreenExists(api: OffscreenApi): Promise<boolean> {
  const runtime = browser.runtime as unknown as {
    getContexts?: (filter: { contextTypes: string[]; documentUrls?: string[] }) => Promise<unknown[]>;
  };
  if (runtime.getContexts) {
    const contexts = await runtime.getContexts({
      contextTypes: ['OFFSCREEN_DOCUMENT'],
      documentUrls: [browser.runtime.getURL(OFFSCREEN_PATH)],
    });
    return contexts.length > 0;
  }
  return (await api.hasDocument?.()) ?? false;
}

// createDocument fails if a document already exists, and overlapping calls (a burst of
// right-clicks) would race: the first caller creates, the rest wait on the same promise.
let creating: Promise<void> | null = null;

async function ensureOffscreen(api: OffscreenApi): Promise<void> {
  if (await offscreenExists(api)) return;
  creating ??= api
    .createDocument({
      url: OFFSCREEN_PATH,
      reasons: ['CLIPBOARD'],
      justification: 'Copy the short link Trim just made to the clipboard.',
    })
    .finally(() => {
      creating = null;
    });
  await creating;
}

/** Puts text on the clipboard from any Trim context. */
export async function writeClipboard(text: string): Promise<void> {
  const api = offscreenApi();
  if (typeof document === 'undefined' && api) {
    await ensureOffscreen(api);
    await sendMessage('clipboard:write', { text });
    return;
  }
  await copyInDocument(text);
}
