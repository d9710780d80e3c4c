import { describe, expect, it } from 'vitest';
import { extensionIdForPath } from './extension-id';

describe('extensionIdForPath', () => {
  // Both ids are the ones Chromium 156 gave these folders, loaded with --load-extension.
  it.each([
    ['/tmp/wake-proto/minimal', 'abmckdbljbgjoibkampcakfmcbokpnag'],
    ['/work/wt-wake/.output/chrome-mv3-e2e', 'aodknoopiidjgodiiflnahlpjnkaiadd'],
  ])('%s → %s', (realPath, id) => {
    expect(extensionIdForPath(realPath)).toBe(id);
  });
});
