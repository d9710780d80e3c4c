import { describe, expect, it } from 'vitest';
import { INSTALLATION_STORES, installationKey, installationOfKey } from './installation-keys';

describe('installationOfKey', () => {
  it.each([
    ['linkIndex:first', 'first'],
    ['linkSettings:abc', 'abc'],
    ['reference:i-2$', 'i-2'],
    ['qrSent:x:y', 'x:y'],
    ['settings', null],
    ['bulk:batch:0', null],
    ['linkIndex:', null],
    ['utmTemplates', null],
  ])('%s → %s', (key, installation) => {
    expect(installationOfKey(key)).toBe(installation);
  });

  it('reads back every store key it builds', () => {
    for (const store of INSTALLATION_STORES) expect(installationOfKey(installationKey(store, 'inst'))).toBe('inst');
  });
});
