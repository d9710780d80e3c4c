import { afterEach, describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { syncReachesOtherBrowsers } from './sync-reach';

const runtime = browser.runtime as unknown as { getPlatformInfo: () => Promise<{ os: string }> };
const original = runtime.getPlatformInfo;

afterEach(() => {
  runtime.getPlatformInfo = original;
});

describe('syncReachesOtherBrowsers', () => {
  it('is false on Android, whose sync storage never leaves the device', async () => {
    runtime.getPlatformInfo = () => Promise.resolve({ os: 'android' });
    expect(await syncReachesOtherBrowsers()).toBe(false);
  });

  it('is true on a desktop', async () => {
    runtime.getPlatformInfo = () => Promise.resolve({ os: 'linux' });
    expect(await syncReachesOtherBrowsers()).toBe(true);
  });

  it('is true when the browser cannot say: the promise the pages made before', async () => {
    runtime.getPlatformInfo = () => Promise.reject(new Error('not implemented'));
    expect(await syncReachesOtherBrowsers()).toBe(true);
  });
});
