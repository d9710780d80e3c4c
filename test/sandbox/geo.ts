/**
 * There is no GeoIP in the sandbox: the visitor's country comes from the `X-Sandbox-Country`
 * header or the `country` query parameter, as an ISO 3166 code (`CA`) or an English name.
 */
const names = new Intl.DisplayNames(['en'], { type: 'region' });

export function countryName(input: string | undefined | null): string {
  const value = (input ?? '').trim();
  if (/^[a-z]{2}$/i.test(value)) {
    const name = names.of(value.toUpperCase());
    return name && name !== value.toUpperCase() ? name : 'Unknown';
  }
  return value || 'Unknown';
}

/** Geo targeting names countries in English ("Canada"); a code ("CA") is accepted too. */
export function sameCountry(target: string, visitorCountry: string): boolean {
  return countryName(target).toLowerCase() === visitorCountry.toLowerCase();
}
