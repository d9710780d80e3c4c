import { applyDefault } from './default-rule';
import { applyTemplate, chosenUtmParams } from './query';
import type { UtmTemplate, UtmValues } from './template';

/** The cleaned address with its URL replaced; the tags now chosen no longer count as removed. */
function retagged<T extends { url: string; removed: string[] }>(cleaned: T, url: string): T {
  const kept = new Set(chosenUtmParams(url));
  return { ...cleaned, url, removed: cleaned.removed.filter((name) => !kept.has(name.toLowerCase())) };
}

/**
 * "Remove tracking parameters" drops the tags an address came with, never the ones the user
 * chooses: the template is written after the rule ran, and the names it sets no longer count as
 * removed. Its `{domain}` is the cleaned address's; `{title}` is empty where no page is open.
 */
export function tagCleaned<T extends { url: string; removed: string[] }>(cleaned: T, template: UtmValues, title = ''): T {
  return retagged(cleaned, applyTemplate(cleaned.url, template, { title, url: cleaned.url }));
}

/** The installation's default template after the rule, as every way of shortening applies it (default-template.ts). */
export function defaultTagCleaned<T extends { url: string; removed: string[] }>(cleaned: T, template: UtmTemplate, title = ''): T {
  const tagged = applyDefault(cleaned.url, template, title);
  return tagged === null ? cleaned : retagged(cleaned, tagged);
}
