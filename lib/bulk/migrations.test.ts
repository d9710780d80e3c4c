import { describe, expect, it } from 'vitest';
import { BATCH_V1 } from '@/lib/bulk/examples/v1';
import { BATCH_MIGRATIONS, v1ToV2 } from './migrations';

describe('stored batch migrations', () => {
  it('v1 → v2 keeps each line’s base and carries its progress beside it, nothing dropped', () => {
    const v2 = v1ToV2(structuredClone(BATCH_V1)) as { lines: unknown[] };
    expect({ ...v2, lines: undefined }).toEqual({ ...BATCH_V1, lines: undefined });
    expect(v2.lines[0]).toEqual({
      line: 1,
      url: 'https://example.com/one',
      alias: '',
      campaign: null,
      channel: null,
      progress: { state: 'done', shorturl: 'https://s.example/1' },
    });
    expect(v2.lines[3]).toEqual({ line: 5, url: 'https://example.com/five', alias: '', campaign: null, channel: 2, progress: { state: 'waiting', sentAt: 1_700_000_000_500 } });
    expect(v2.lines[2]).toMatchObject({ progress: { state: 'failed', error: 'That alias is taken. Please choose another one.' } });
    expect(BATCH_MIGRATIONS[2]).toBe(v1ToV2);
  });

  it('leaves what is not a batch as it is (the schema then reads it as none)', () => {
    expect(v1ToV2('junk')).toBe('junk');
    expect(v1ToV2({ lines: 'x' })).toEqual({ lines: 'x' });
  });
});
