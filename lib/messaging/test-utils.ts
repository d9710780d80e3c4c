import { fakeBrowser } from 'wxt/testing/fake-browser';

/**
 * For tests: messages sent in this context reach the handlers registered in it, with the sender
 * id Chrome gives Trim's pages (the fake browser sends without one), so one test can play both
 * a page and the worker.
 */
export function deliverInProcess(): void {
  fakeBrowser.runtime.sendMessage = (async (message: unknown) => {
    let reply: unknown;
    const answered = new Promise((resolve) => (reply = resolve));
    const results = await fakeBrowser.runtime.onMessage.trigger(message, { id: fakeBrowser.runtime.id }, reply as never);
    return results.some((r: unknown) => r === true) ? answered : undefined;
  }) as typeof fakeBrowser.runtime.sendMessage;
}
