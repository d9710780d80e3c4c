import { z } from 'zod/mini';

// A UTM template: a name and the five campaign tags a link's long URL carries. A value may hold
// `{title}` or `{domain}` of the page being shortened, filled in when the template is applied.

export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];

/** The query parameter each field is, e.g. `utm_source`. */
export const utmParam = (field: UtmField) => `utm_${field}` as const;

export const utmValuesSchema = z.object({
  source: z._default(z.string(), ''),
  medium: z._default(z.string(), ''),
  campaign: z._default(z.string(), ''),
  term: z._default(z.string(), ''),
  content: z._default(z.string(), ''),
});
export type UtmValues = z.infer<typeof utmValuesSchema>;

export const EMPTY_UTM: UtmValues = { source: '', medium: '', campaign: '', term: '', content: '' };

export const utmTemplateSchema = z.object({
  /** Stable and never shown. */
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  values: z._default(utmValuesSchema, EMPTY_UTM),
});
export type UtmTemplate = z.infer<typeof utmTemplateSchema>;

// z.custom rather than z.record: the popup's start-up JS already carries the one and not the other.
const idMap = z.custom<Record<string, string>>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((id) => typeof id === 'string'),
);

export const utmTemplatesSchema = z.object({
  templates: z._default(z.array(utmTemplateSchema), []),
  /** Installation id → the id of its default template. */
  defaults: z._default(idMap, {}),
});
export type UtmTemplates = z.infer<typeof utmTemplatesSchema>;

export const NO_UTM_TEMPLATES: UtmTemplates = { templates: [], defaults: {} };

/** The installation's default template, if it has one that still exists. */
export function defaultTemplateFor(state: UtmTemplates, installationId: string): UtmTemplate | undefined {
  const id = state.defaults[installationId];
  return id === undefined ? undefined : state.templates.find((template) => template.id === id);
}
