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

export type ImportFailure = { kind: 'import'; code: 'not-json' | 'not-templates' };
export type ImportResult = { ok: true; state: UtmTemplates; added: number; updated: number } | { ok: false; error: ImportFailure };

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export function importTemplates(state: UtmTemplates, text: string): ImportResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: { kind: 'import', code: 'not-json' } };
  }
  const file = fileSchema.safeParse(json);
  if (!file.success) return { ok: false, error: { kind: 'import', code: 'not-templates' } };
  const templates = [...state.templates];
  let added = 0;
  let updated = 0;
  for (const incoming of file.data.templates) {
    const at = templates.findIndex((template) => template.id === incoming.id || sameName(template.name, incoming.name));
    const existing = templates[at];
    if (existing) {
      const next: UtmTemplate = { id: existing.id, name: incoming.name, values: incoming.values };
      if (JSON.stringify(next) !== JSON.stringify(existing)) updated += 1;
      templates[at] = next;
    } else {
      const id = incoming.id && utmTemplateSchema.shape.id.safeParse(incoming.id).success ? incoming.id : newTemplateId();
      templates.push({ id, name: incoming.name, values: incoming.values });
      added += 1;
    }
  }
  return { ok: true, state: { ...state, templates }, added, updated };
}
