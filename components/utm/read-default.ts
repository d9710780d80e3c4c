import { applyDefault } from '@/lib/utm/default-rule';
import { defaultTemplate } from '@/lib/utm/default-template';
import { pageTitle } from '@/lib/utm/page-title';
import type { DefaultTags } from './use-default-template';

// Loaded after the popup's first paint (use-default-template.ts): the default template read and
// applied to the page by the one rule.

/** The page's address with the installation's default template applied, or why it was not. */
export async function readDefault(url: string, installation: string): Promise<DefaultTags> {
  const none = { url, applied: null, kept: null };
  try {
    const template = await defaultTemplate(installation);
    if (!template) return none;
    const named = { id: template.id, name: template.name };
    // The tab's title only when the template asks for it.
    const title = Object.values(template.values).some((value) => value.includes('{title}')) ? await pageTitle(url) : '';
    const tagged = applyDefault(url, template, title);
    return tagged === null ? { ...none, kept: named } : { url: tagged, applied: named, kept: null };
  } catch {
    return none;
  }
}
