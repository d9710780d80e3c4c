import { applyTemplate, chosenUtmParams } from './query';
import type { UtmTemplate } from './template';

/**
 * The one rule for the installation's default template, on every way of shortening the page or a
 * link (the popup's form, plain Shorten or not; the right-click menu; the shortcut; the toolbar
 * button; a text's addresses; Bulk): an address with no campaign tag of its own gets the
 * template's tags (its `{title}` and `{domain}` filled in); an address that carries any keeps
 * exactly its own, whoever wrote them. Null when the template does not apply.
 */
export function applyDefault(url: string, template: UtmTemplate | null, title = ''): string | null {
  if (!template || chosenUtmParams(url).length > 0) return null;
  const tagged = applyTemplate(url, template.values, { title, url });
  return tagged === url ? null : tagged;
}
