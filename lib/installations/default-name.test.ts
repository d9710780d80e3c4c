import { describe, expect, it } from 'vitest';
import { accountName, uniqueName } from './default-name';
import { NAME_MAX } from './validate';

describe('the name of an installation saved without one', () => {
  it('is the account on the host, or the host when the account has no username', () => {
    expect(accountName('sho.rt', 'jane')).toBe('jane@sho.rt');
    expect(accountName('127.0.0.1:8787', ' ')).toBe('127.0.0.1:8787');
  });

  it('never repeats another installation’s name', () => {
    expect(uniqueName('jane@sho.rt', [{ name: 'Work' }])).toBe('jane@sho.rt');
    expect(uniqueName('sho.rt', [{ name: 'SHO.RT' }])).toBe('sho.rt (2)');
    expect(uniqueName('sho.rt', [{ name: 'sho.rt' }, { name: 'sho.rt (2)' }])).toBe('sho.rt (3)');
  });

  it('stays within the longest name a form accepts', () => {
    const long = `${'a'.repeat(60)}@sho.rt`;
    expect(uniqueName(long, [])).toHaveLength(NAME_MAX);
    const numbered = uniqueName(long, [{ name: long.slice(0, NAME_MAX) }]);
    expect(numbered).toHaveLength(NAME_MAX);
    expect(numbered.endsWith(' (2)')).toBe(true);
  });
});
