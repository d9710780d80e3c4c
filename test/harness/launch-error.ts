// Errors told in one line, never as a stack: `npm start` is often a newcomer's first contact.

export function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() ?? '';
}

/**
 * Why a browser did not start. Playwright's first line only says the browser closed; what the
 * browser wrote to stderr (a missing library, a sandbox refusal) is in the log it appends.
 */
export function launchFailure(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const browserLog = message.split('Call log:')[0] ?? '';
  const said = [...browserLog.matchAll(/^\[pid=\d+\]\[err\] (.+)$/gm)].map((m) => (m[1] ?? '').trim()).filter(Boolean);
  return said.length ? said.slice(-3).join('; ') : firstLine(error);
}
