import { applyDefault } from './default-rule';
import { defaultTemplate } from './default-template';
import { pageTitle } from './page-title';
import type { UtmTemplate } from './template';

// The popup's page with the installation's default template applied by the one rule every way of
// shortening uses (default-rule.ts). Loaded after the popup's first paint
// (components/utm/use-default-template.ts).

export interface DefaultTags {
  /** What the form starts from: the page's address, with the template's tags when it applied. */
  url: string;
  /** The template whose tags were added. */
  applied: Pick<UtmTemplate, 'id' | 'name'> | null;
  /** The default template left out because the address carries UTM tags of its own. */
  kept: Pick<UtmTemplate, 'id' | 'name'> | null;
}

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
