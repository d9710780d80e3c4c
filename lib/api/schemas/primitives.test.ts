import { describe, expect, it } from 'vitest';
import { boolOr, countMap, intOr, targetMap, targetMapOrNull, text, textOrNull } from './primitives';

describe('lenient primitives', () => {
  it.each<[unknown, number]>([
    [3, 3],
    ['3', 3],
    [' 12 ', 12],
    ['x', 0],
    [null, 0],
    [undefined, 0],
    [1.5, 0],
  ])('intOr(0) %j → %j', (input, expected) => {
    expect(intOr(0).parse(input)).toBe(expected);
  });

  it.each<[unknown, boolean]>([
    [true, true],
    [false, false],
    [1, true],
    [0, false],
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('boolOr(false) %j → %j', (input, expected) => {
    expect(boolOr(false).parse(input)).toBe(expected);
  });

  it.each<[unknown, string]>([
    ['a', 'a'],
    [5, '5'],
    [null, ''],
    [undefined, ''],
    [{}, ''],
  ])('text %j → %j', (input, expected) => {
    expect(text.parse(input)).toBe(expected);
  });

  it.each<[unknown, string | null]>([
    [null, null],
    ['', null],
    [undefined, null],
    ['2027-01-01 00:00:00', '2027-01-01 00:00:00'],
    [0, null],
  ])('textOrNull %j → %j', (input, expected) => {
    expect(textOrNull.parse(input)).toBe(expected);
  });
});

describe('countMap', () => {
  it.each<[string, unknown, Record<string, number>]>([
    ['object', { Canada: 3, France: '2' }, { Canada: 3, France: 2 }],
    ['missing', undefined, {}],
    ['null', null, {}],
    ['number (spec sample)', 0, {}],
    ['PHP empty array', [], {}],
    [
      'name/count pairs',
      [
        { name: 'Chrome', count: 5 },
        { name: 'Firefox', count: '2' },
      ],
      { Chrome: 5, Firefox: 2 },
    ],
    ['country/clicks pairs', [{ country: 'Canada', clicks: 4 }], { Canada: 4 }],
    ['tuples', [['direct', 7]], { direct: 7 }],
    ['garbage values dropped', { a: 'x', b: 1, c: null }, { b: 1 }],
    ['unusable items dropped', [{ count: 1 }, 'x', { name: 'ok', count: 1 }], { ok: 1 }],
    ['a string', 'Canada', {}],
  ])('%s', (_name, input, expected) => {
    expect(countMap.parse(input)).toEqual(expected);
  });

  it('never lets "__proto__" through as a key', () => {
    const parsed = countMap.parse(JSON.parse('{"__proto__":{"polluted":1},"ok":2}'));
    expect(parsed).toEqual({ ok: 2 });
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
  });
});

describe('targetMap', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['object', { canada: 'https://google.ca' }, { canada: 'https://google.ca' }],
    ['PHP empty array', [], {}],
    ['geotarget pairs', [{ location: 'Canada', link: 'https://google.ca' }], { Canada: 'https://google.ca' }],
    ['devicetarget pairs', [{ device: 'iPhone', link: 'https://apple.test' }], { iPhone: 'https://apple.test' }],
    ['non-string targets dropped', { a: 1, b: 'https://b.test' }, { b: 'https://b.test' }],
    ['null', null, {}],
    ['nested (6.x/7.6): its all', { germany: { all: 'https://de.test' }, canada: { all: 'https://ca.test' } }, { germany: 'https://de.test', canada: 'https://ca.test' }],
    ['nested without all: the first string', { germany: { bavaria: 'https://by.test', x: 2 } }, { germany: 'https://by.test' }],
    ['nested with nothing usable dropped', { germany: { all: 3 }, canada: 'https://ca.test' }, { canada: 'https://ca.test' }],
  ])('%s', (_name, input, expected) => {
    expect(targetMap.parse(input)).toEqual(expected);
  });
});

describe('targetMapOrNull', () => {
  it('keeps "not reported" (null) apart from "none" ({})', () => {
    expect(targetMapOrNull.parse(null)).toBeNull();
    expect(targetMapOrNull.parse(undefined)).toBeNull();
    expect(targetMapOrNull.parse([])).toEqual({});
    expect(targetMapOrNull.parse({ iPhone: 'https://apple.test' })).toEqual({ iPhone: 'https://apple.test' });
  });
});
