import { describe, expect, it } from 'vitest';
import { exportTemplates, IMPORT_LIMITS, importSizeFailure, importTemplates } from './io';
import { EMPTY_UTM, NO_UTM_TEMPLATES, type UtmTemplates } from './template';

const news = { id: 't-1', name: 'Newsletter', values: { ...EMPTY_UTM, source: 'news', medium: 'email' } };
const ads = { id: 't-2', name: 'Ads', values: { ...EMPTY_UTM, source: 'google', campaign: '{title}' } };
const state: UtmTemplates = { templates: [news, ads], defaults: { first: 't-1' } };

describe('UTM templates as a file', () => {
  it('exports the templates, not the defaults, and imports them back into an empty set', () => {
    const text = exportTemplates(state);
    expect(JSON.parse(text)).toEqual({ format: 'trim-utm-templates', version: 1, templates: [news, ads] });
    expect(text).not.toContain('first');
    expect(importTemplates(NO_UTM_TEMPLATES, text)).toEqual({ ok: true, state: { templates: [news, ads], defaults: {} }, added: 2, updated: 0 });
  });

  it('merges by id, else by name, and counts what it added and updated', () => {
    const file = JSON.stringify({
      format: 'trim-utm-templates',
      version: 1,
      templates: [
        { id: 't-1', name: 'Newsletter', values: { source: 'letter' } },
        { name: ' ads ', values: ads.values },
        { id: 'elsewhere', name: 'Social', values: { source: 'x' } },
        { name: 'Untouched', values: {} },
      ],
    });
    const result = importTemplates(state, file);
    if (!result.ok) throw new Error('expected the file to import');
    expect(result.added).toBe(2);
    expect(result.updated).toBe(2);
    expect(result.state.templates.map(({ id, name }) => [id, name])).toEqual([
      ['t-1', 'Newsletter'],
      ['t-2', 'ads'],
      ['elsewhere', 'Social'],
      [expect.stringMatching(/^t-/), 'Untouched'],
    ]);
    expect(result.state.templates[0]?.values).toEqual({ ...EMPTY_UTM, source: 'letter' });
    expect(result.state.defaults).toEqual(state.defaults);
  });

  it('does not count a template that arrives unchanged', () => {
    const result = importTemplates(state, exportTemplates(state));
    expect(result).toMatchObject({ ok: true, added: 0, updated: 0 });
  });

  it.each([
    ['text that is not JSON', 'name,source\nNews,letter', 'not-json'],
    ['JSON of another shape', '{"templates":[{"name":"x"}]}', 'not-templates'],
    ['a template without a name', JSON.stringify({ format: 'trim-utm-templates', version: 1, templates: [{ name: '  ', values: {} }] }), 'not-templates'],
    ['a newer version', JSON.stringify({ format: 'trim-utm-templates', version: 2, templates: [] }), 'not-templates'],
  ])('refuses %s whole, with its code', (_name, text, code) => {
    expect(importTemplates(state, text)).toEqual({ ok: false, error: { kind: 'import', code } });
  });

  it('refuses a file over its limits before merging anything: by size, then by count', () => {
    const template = (n: number) => ({ id: `t-${n}`, name: `Template ${n}`, values: EMPTY_UTM });
    const many = JSON.stringify({ format: 'trim-utm-templates', version: 1, templates: Array.from({ length: IMPORT_LIMITS.templates + 1 }, (_, n) => template(n)) });
    expect(importTemplates(state, many)).toEqual({ ok: false, error: { kind: 'import', code: 'too-many' } });
    expect(importTemplates(state, `${' '.repeat(IMPORT_LIMITS.bytes)}[]`)).toEqual({ ok: false, error: { kind: 'import', code: 'too-big' } });
    expect(importSizeFailure(15_000_000)).toEqual({ kind: 'import', code: 'too-big' });
    expect(importSizeFailure(IMPORT_LIMITS.bytes)).toBeNull();
  });

  it('merges the most a file may hold into as many, each found by id or by name', () => {
    const template = (n: number, source: string) => ({ id: `t-${n}`, name: `Template ${n}`, values: { ...EMPTY_UTM, source } });
    const half = IMPORT_LIMITS.templates / 2;
    const existing = { ...state, templates: Array.from({ length: IMPORT_LIMITS.templates }, (_, n) => template(n, 'old')) };
    // Half by id (changed), half by name only (ids the file does not know), then as many new ones.
    const incoming = [...Array.from({ length: half }, (_, n) => template(n, 'new')), ...Array.from({ length: half }, (_, n) => ({ ...template(half + n, 'new'), id: undefined }))];
    const result = importTemplates(existing, JSON.stringify({ format: 'trim-utm-templates', version: 1, templates: incoming }));
    expect(result).toMatchObject({ ok: true, added: 0, updated: IMPORT_LIMITS.templates });
    if (result.ok) expect(result.state.templates.every((one) => one.values.source === 'new')).toBe(true);
  });
});
