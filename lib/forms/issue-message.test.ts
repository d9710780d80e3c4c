import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { issueMessage } from './issue-message';
import { linkInputSchema } from '@/lib/api/schemas/link-input';
import { idSchema } from '@/lib/api/schemas/primitives';
import { linkDetailsSchema } from '@/lib/api/schemas/link-details';

// issueMessage stands in for full zod's English locale: for every issue Trim's schemas raise
// it must word the message exactly as the locale does.
const english = z.locales.en().localeError!;

const CASES: [string, z.ZodMiniType, unknown][] = [
  ['missing id', idSchema, undefined],
  ['id as text', idSchema, 'abc'],
  ['id 0', idSchema, 0],
  ['id 1.5', idSchema, 1.5],
  ['id NaN', idSchema, Number.NaN],
  ['id Infinity', idSchema, Number.POSITIVE_INFINITY],
  ['details not an object', linkDetailsSchema, 'x'],
  ['details without id', linkDetailsSchema, { details: {} }],
  ['input: nothing', linkInputSchema, {}],
  ['input: array', linkInputSchema, []],
  ['input: null', linkInputSchema, null],
  ['input: bad url and status', linkInputSchema, { url: 'ftp://x', status: 'hidden', type: 'popup', pixels: [0, 1.5, 'x'] }],
  ['input: bad targets', linkInputSchema, { url: 'https://a.test', devicetarget: [{ device: 'Toaster' }], geotarget: [{ location: ' ' }], custom: '' }],
  ['input: bad deeplink', linkInputSchema, { url: 'https://a.test', deeplink: { auto: false, apple: 'x' } }],
  ['too long', z.string().check(z.maxLength(2)), 'abc'],
  ['array too short', z.array(z.string()).check(z.minLength(2)), []],
  ['number too big', z.number().check(z.lte(3)), 4],
  ['exact length', z.string().check(z.length(2)), 'a'],
  ['one literal', z.literal('a'), 'b'],
  ['email', z.email(), 'nope'],
  ['prefix', z.string().check(z.startsWith('a')), 'b'],
  ['regex', z.string().check(z.regex(/^a$/)), 'b'],
  ['strict object', z.strictObject({}), { a: 1, b: 2 }],
  ['record key', z.record(z.enum(['a']), z.number()), { b: 1 }],
  ['multiple of', z.number().check(z.multipleOf(2)), 3],
];

describe('issueMessage', () => {
  it.each(CASES)('words %s as the English locale does', (_name, schema, input) => {
    const ours = schema.safeParse(input, { error: issueMessage });
    const theirs = schema.safeParse(input, { error: english });
    expect(ours.success).toBe(false);
    expect(ours.error?.issues.map((issue) => issue.message)).toEqual(theirs.error?.issues.map((issue) => issue.message));
    expect(ours.error?.issues.every((issue) => issue.message !== '')).toBe(true);
  });
});
