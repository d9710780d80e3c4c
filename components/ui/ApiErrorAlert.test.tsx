import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { ApiErrorAlert } from './ApiErrorAlert';

beforeEach(() => {
  // Only the clock and the countdown's interval: the wording still loads and the queries still wait.
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const refused = (seconds: number) => new ApiError('rate-limited', 'rate-limited', 'spent', { retryAfter: seconds, resetAt: new Date(Date.now() + seconds * 1000) });

describe('ApiErrorAlert, refused by the rate limit', () => {
  // A reset named in whole seconds may come a second early: the wait runs to a second past it (retryAt).
  it('counts the seconds down to a second past the reset and retries once, by itself, when the window reopens', async () => {
    const onRetry = vi.fn();
    render(<ApiErrorAlert error={refused(13)} onRetry={onRetry} />);
    // It retries by itself, so the countdown says Trim will (the user need not).
    await screen.findByText('Trim tries again in 14 seconds.');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByText('Trim tries again in 13 seconds.')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(11_000));
    expect(screen.getByText('Trim tries again in 2 seconds.')).toBeTruthy();
    expect(onRetry).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(2000));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // Never polls: the same refusal still shown retries no more.
    act(() => void vi.advanceTimersByTime(30_000));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a refusal whose reset has already come (a Retry-After of 0) still waits the margin, never retrying at once', async () => {
    const onRetry = vi.fn();
    render(<ApiErrorAlert error={refused(0)} onRetry={onRetry} />);
    await screen.findByText('Trim tries again in 1 second.');
    expect(onRetry).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('counts without retrying when the surface offers no retry', async () => {
    render(<ApiErrorAlert error={refused(5)} />);
    await screen.findByText('Try again in 6 seconds.');
    act(() => void vi.advanceTimersByTime(6000));
    expect(screen.getByText('Try again now.')).toBeTruthy();
  });
});
