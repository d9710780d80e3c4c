// Apart from the rest of the rate-limit rules (rate-limit.ts), so the meter every page starts
// with can count the margin without carrying them.

/**
 * Past the reset, a second more: servers name the reset in whole seconds, up to a second before
 * the window reopens, and their clock and ours disagree by some milliseconds; a request sent
 * right at the reset can still be refused (for the queue, a whole new wait). The popup waits the
 * same, so its countdown never ends on a click that would be refused.
 */
export const RETRY_MARGIN_MS = 1000;
