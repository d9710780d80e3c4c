import { describe, expect, it } from 'vitest';
import { hexColourSchema, normaliseHexColour } from './hex-colour';

describe('HEX colours', () => {
  it.each(['#fff', '#FFAA00', ' #1a73e8 '])('accepts %j', (value) => expect(hexColourSchema.safeParse(value).success).toBe(true));
  it.each(['fff', '#ffff', '#gggggg', 'red', '', '#12345'])('refuses %j with a message', (value) => {
    const result = hexColourSchema.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/# and 3 or 6 hex digits/);
  });
  it('expands the short form for <input type="color">', () => {
    expect(normaliseHexColour('#AbC')).toBe('#aabbcc');
    expect(normaliseHexColour('#a1b2c3')).toBe('#a1b2c3');
    expect(normaliseHexColour('blue')).toBeNull();
  });
});
