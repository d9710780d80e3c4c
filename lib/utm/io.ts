import { z } from 'zod/mini';
import { newTemplateId } from './edit';
import { utmTemplateSchema, utmValuesSchema, type UtmTemplate, type UtmTemplates } from './template';

// A team shares templates as a JSON file. Export writes the templates (each installation's
// default belongs to one browser's installations and stays behind); import validates the
// whole file first, so a bad one changes nothing, then merges: a template with the same id, or
// else the same name, is updated, any other is added.

export const UTM_EXPORT_FILE = 'trim-utm-templates.json';

const fileSchema = z.object({
  format: z.literal('trim-utm-templates'),
  version: z.literal(1),
  templates: z.array(z.object({ id: z.optional(z.string()), name: z.string().check(z.trim(), z.minLength(1)), values: utmValuesSchema })),
});

export function exportTemplates(state: UtmTemplates): string {
  const file: z.input<typeof fileSchema> = { format: 'trim-utm-templates', version: 1, templates: state.templates.map(({ id, name, values }) => ({ id, name, values })) };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** What one import takes: a file a team shares holds dozens; these refuse a runaway one at once. */
export const IMPORT_LIMITS = { bytes: 1_000_000, templates: 2_000 } as const;

export type ImportFailure = { kind: 'import'; code: 'not-json' | 'not-templates' | 'too-big' | 'too-many' };

/** Refuses a file over the size limit before it is read. */
export const importSizeFailure = (bytes: number): ImportFailure | null => (bytes > IMPORT_LIMITS.bytes ? { kind: 'import', code: 'too-big' } : null);
export type ImportResult = { ok: true; state: UtmTemplates; added: number; updated: number } | { ok: false; error: ImportFailure };

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

export function importTemplates(state: UtmTemplates, text: string): ImportResult {
  const tooBig = importSizeFailure(text.length);
  if (tooBig) return { ok: false, error: tooBig };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: { kind: 'import', code: 'not-json' } };
  }
  const list = (json as { templates?: unknown } | null)?.templates;
  if (Array.isArray(list) && list.length > IMPORT_LIMITS.templates) return { ok: false, error: { kind: 'import', code: 'too-many' } };
  const file = fileSchema.safeParse(json);
  if (!file.success) return { ok: false, error: { kind: 'import', code: 'not-templates' } };
  // By id and by name, each found at once: the merge reads every template once (linear).
  const templates = [...state.templates];
  const byId = new Map(templates.map((template, at) => [template.id, at]));
  const byName = new Map(templates.map((template, at) => [nameKey(template.name), at]));
  let added = 0;
  let updated = 0;
  for (const incoming of file.data.templates) {
    const at = (incoming.id !== undefined ? byId.get(incoming.id) : undefined) ?? byName.get(nameKey(incoming.name));
    const existing = at === undefined ? undefined : templates[at];
    if (at !== undefined && existing) {
      const next: UtmTemplate = { id: existing.id, name: incoming.name, values: incoming.values };
      if (JSON.stringify(next) !== JSON.stringify(existing)) updated += 1;
      templates[at] = next;
      byName.set(nameKey(incoming.name), at);
    } else {
      const id = incoming.id && utmTemplateSchema.shape.id.safeParse(incoming.id).success && !byId.has(incoming.id) ? incoming.id : newTemplateId();
      byId.set(id, templates.length);
      byName.set(nameKey(incoming.name), templates.length);
      templates.push({ id, name: incoming.name, values: incoming.values });
      added += 1;
    }
  }
  return { ok: true, state: { ...state, templates }, added, updated };
}
