import { readFileSync } from 'node:fs';
import path from 'node:path';

// What each store shows in each language. The summary is the manifest's own description
// (_locales' ext_description): the Chrome Web Store takes the listing's summary from the package,
// so the two can never disagree. The description has a source of its own, store/listing/<locale>.json.

/** Every locale Trim ships, each with a listing of its own (Edge asks for one per language the package ships). */
export const STORE_LOCALES = ['en', 'de', 'fr', 'es', 'pt_BR', 'tr', 'ar'] as const;
export type StoreLocale = (typeof STORE_LOCALES)[number];

/** The stores' limits: the Chrome Web Store's 132-character summary; Edge's 250-character minimum and 10,000 maximum. */
export const LIMITS = { summaryMax: 132, descriptionMin: 250, descriptionMax: 10_000 } as const;

export interface Listing {
  summary: string;
  description: string;
}

export function readListing(locale: StoreLocale, root = process.cwd()): Listing {
  const messages = JSON.parse(readFileSync(path.join(root, 'assets/public/_locales', locale, 'messages.json'), 'utf8')) as Record<string, { message: string }>;
  const source = JSON.parse(readFileSync(path.join(root, 'store/listing', `${locale}.json`), 'utf8')) as { description: string[] };
  const summary = messages['ext_description']?.message;
  if (!summary) throw new Error(`assets/public/_locales/${locale}/messages.json has no ext_description`);
  return { summary, description: source.description.join('\n') };
}

/** What a listing breaks of the stores' rules, in words; empty when the stores accept it. */
export function listingProblems(listing: Listing): string[] {
  const problems: string[] = [];
  // Code points, not UTF-16 units: the stores count characters.
  const length = (text: string) => [...text].length;
  if (length(listing.summary) > LIMITS.summaryMax) problems.push(`summary has ${length(listing.summary)} characters, at most ${LIMITS.summaryMax}`);
  if (length(listing.description) < LIMITS.descriptionMin) problems.push(`description has ${length(listing.description)} characters, at least ${LIMITS.descriptionMin}`);
  if (length(listing.description) > LIMITS.descriptionMax) problems.push(`description has ${length(listing.description)} characters, at most ${LIMITS.descriptionMax}`);
  if (/<[a-z/]/i.test(listing.description)) problems.push('description holds markup: the stores show plain text');
  return problems;
}
