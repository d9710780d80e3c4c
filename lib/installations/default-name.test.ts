import { describe, expect, it } from 'vitest';
import { accountName, isAutomaticName, uniqueName } from './default-name';
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

  it('stays within the longest name a form accepts, cutting the username and keeping the host (issue #34)', () => {
    const long = `${'a'.repeat(60)}@links.example.com`;
    const named = uniqueName(long, []);
    expect(named).toHaveLength(NAME_MAX);
    expect(named.endsWith('…@links.example.com')).toBe(true);
    const numbered = uniqueName(long, [{ name: named }]);
    expect(numbered).toHaveLength(NAME_MAX);
    expect(numbered.endsWith('…@links.example.com (2)')).toBe(true);
    // A name with no host to keep is cut at its end.
    expect(uniqueName('x'.repeat(60), [])).toBe(`${'x'.repeat(NAME_MAX - 1)}…`);
  });
});

describe('whether a name is Trim’s, to follow the account', () => {
  it('is what Save recorded', () => {
    expect(isAutomaticName({ name: 'alice@sho.rt', autoName: false }, 'sho.rt', 'alice')).toBe(false);
    expect(isAutomaticName({ name: 'Work', autoName: true }, 'sho.rt', 'alice')).toBe(true);
  });

  it('for a name stored before that, the form Trim gives for the account cached for it', () => {
    expect(isAutomaticName({ name: 'alice@sho.rt' }, 'sho.rt', 'alice')).toBe(true);
    expect(isAutomaticName({ name: 'Alice@sho.rt (2)' }, 'sho.rt', 'alice')).toBe(true);
    expect(isAutomaticName({ name: 'sho.rt' }, 'sho.rt', '')).toBe(true);
    expect(isAutomaticName({ name: 'alice@sho.rt work' }, 'sho.rt', 'alice')).toBe(false);
    expect(isAutomaticName({ name: 'alice@sho.rt' }, 'sho.rt', 'bob')).toBe(false);
    // No account known for it: nothing says it was Trim's.
    expect(isAutomaticName({ name: 'alice@sho.rt' }, 'sho.rt', undefined)).toBe(false);
    expect(isAutomaticName({ name: 'a.b@x.y' }, 'x.y', 'a+b')).toBe(false);
  });
});
