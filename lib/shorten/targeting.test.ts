import { describe, expect, it } from 'vitest';
import { countryChoiceOf, countryChoices, deviceChoiceOf, deviceChoices, languageChoices } from './targeting';

describe('targeting choices', () => {
  it('countries by English name, languages by two-letter code, the service’s devices', () => {
    const countries = countryChoices().map((c) => c.value);
    expect(countries).toEqual(expect.arrayContaining(['Canada', 'Germany', 'United States', 'Japan']));
    expect(countries.length).toBeGreaterThan(200);
    expect(languageChoices()).toContainEqual({ value: 'fr', label: 'French (fr)' });
    expect(languageChoices().every((l) => /^[a-z]{2}$/.test(l.value))).toBe(true);
    expect(deviceChoices().map((d) => d.value)).toContain('Mac OS');
  });
});

describe('countryChoiceOf', () => {
  it('matches the service’s English name in either case and says when it knows none', () => {
    expect(countryChoiceOf('germany')).toEqual({ value: 'Germany', label: 'Germany' });
    expect(countryChoiceOf('United States')?.value).toBe('United States');
    expect(countryChoiceOf('Atlantis')).toBeUndefined();
  });
});

describe('deviceChoiceOf', () => {
  it('matches a device as sent or lower-cased by the service, and says when it knows none', () => {
    expect(deviceChoiceOf('iphone')).toEqual({ value: 'iPhone', label: 'iPhone' });
    expect(deviceChoiceOf('mac os')?.value).toBe('Mac OS');
    expect(deviceChoiceOf('Android')?.value).toBe('Android');
    expect(deviceChoiceOf('mobile')?.label).toBe('Mobile');
    expect(deviceChoiceOf('Toaster')).toBeUndefined();
  });
});
