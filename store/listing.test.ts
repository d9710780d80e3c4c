import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LIMITS, listingProblems, readListing, STORE_LOCALES } from './listing';

describe('store listings', () => {
  it.each(STORE_LOCALES)('%s: a summary of at most 132 characters and a description of at least 250, in plain text', (locale) => {
    const listing = readListing(locale);
    expect(listingProblems(listing)).toEqual([]);
    expect([...listing.summary].length).toBeLessThanOrEqual(LIMITS.summaryMax);
    expect([...listing.description].length).toBeGreaterThanOrEqual(LIMITS.descriptionMin);
  });

  it.each(STORE_LOCALES.filter((locale) => locale !== 'en'))('%s is written in its own language, not left in English', (locale) => {
    const english = readListing('en').description.split('\n').filter(Boolean);
    const own = readListing(locale).description.split('\n').filter(Boolean);
    expect(own).toHaveLength(english.length);
    for (const line of own) expect(english).not.toContain(line);
  });

  it('has a listing for every locale the package ships (Edge asks for one per language)', () => {
    expect([...STORE_LOCALES].sort()).toEqual(readdirSync('assets/public/_locales').sort());
    expect([...STORE_LOCALES].sort()).toEqual(
      readdirSync('store/listing')
        .map((file) => file.replace(/\.json$/, ''))
        .sort(),
    );
  });

  it('names what breaks a limit, so the check can fail', () => {
    expect(listingProblems({ summary: 'x'.repeat(133), description: 'short' })).toEqual(['summary has 133 characters, at most 132', 'description has 5 characters, at least 250']);
    expect(listingProblems({ summary: 'ok', description: `<b>${'y'.repeat(300)}</b>` })).toEqual(['description holds markup: the stores show plain text']);
    // Arabic letters count once each, however many bytes or UTF-16 units they take.
    expect(listingProblems({ summary: 'ش'.repeat(132), description: 'ش'.repeat(250) })).toEqual([]);
  });
});
