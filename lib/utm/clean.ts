import { applyTemplate, chosenUtmParams } from './query';
import type { UtmValues } from './template';

/**
 * "Remove tracking parameters" drops the tags an address came with, never the ones the user
 * chooses: the template is written after the rule ran, and the names it sets no longer count as
 * removed. Its `{domain}` is the cleaned address's; `{title}` is empty where no page is open.
 */
export function tagCleaned<T extends { url: string; removed: string[] }>(cleaned: T, template: UtmValues, title = ''): T {
  const url = applyTemplate(cleaned.url, template, { title, url: cleaned.url });
  const kept = new Set(chosenUtmParams(url));
  return { ...cleaned, url, removed: cleaned.removed.filter((name) => !kept.has(name.toLowerCase())) };
}
