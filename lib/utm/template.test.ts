import { describe, expect, it } from 'vitest';
import { utmTemplatesSchema } from './template';

describe('utmTemplatesSchema', () => {
  it.each([
    ['a map of installation ids to template ids', { a: 't1', b: 't2' }, true],
    ['an empty map', {}, true],
    ['an id that is not a string', { a: 1 }, false],
    ['an array', ['t1'], false],
    ['null', null, false],
  ])('defaults: %s', (_, defaults, ok) => {
    expect(utmTemplatesSchema.safeParse({ templates: [], defaults }).success).toBe(ok);
  });

  it('fills what is missing', () => {
    expect(utmTemplatesSchema.parse({})).toEqual({ templates: [], defaults: {} });
  });
});
