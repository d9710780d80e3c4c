import { describe, expect, it } from 'vitest';
import { parseLocalDateTime, toApiDateTime, toLocalInputValue } from './datetime';

describe('datetime-local ↔ the service’s date-time', () => {
  it.each([
    ['2026-11-22T14:05', '2026-11-22 14:05:00'],
    ['2026-11-22T14:05:09', '2026-11-22 14:05:09'],
    ['2028-02-29T00:00', '2028-02-29 00:00:00'],
  ])('%s → %s', (input, expected) => expect(toApiDateTime(input)).toBe(expected));

  it.each(['', '2026-11-22', '2026-02-30T10:00', '2026-13-01T10:00', '2026-11-22T24:00', '22/11/2026 10:00', '2026-11-22T10:60'])('refuses %j', (input) =>
    expect(parseLocalDateTime(input)).toBeNull(),
  );

  it('formats a date for the input’s min', () => {
    expect(toLocalInputValue(new Date(2026, 0, 5, 7, 3))).toBe('2026-01-05T07:03');
  });
});
