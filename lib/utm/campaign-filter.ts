import { readUtm } from './query';

// Filtering links by the utm_campaign their long URL carries, over links already loaded or
// indexed: choosing a tag never sends a request.

/** The campaign tags present among the long URLs, each once, in the user's alphabetical order. */
export function campaignTags(urls: Iterable<string>): string[] {
  const tags = new Set<string>();
  for (const url of urls) {
    const tag = readUtm(url).campaign;
    if (tag !== '') tags.add(tag);
  }
  return [...tags].sort((a, b) => a.localeCompare(b));
}

/** The items whose long URL carries exactly this utm_campaign; all of them for '' (no filter). */
export function withCampaign<T>(items: readonly T[], tag: string, longUrlOf: (item: T) => string): readonly T[] {
  return tag === '' ? items : items.filter((item) => readUtm(longUrlOf(item)).campaign === tag);
}
