import { UTM_FIELDS, type UtmTemplate, type UtmTemplates, type UtmValues } from './template';

// Changes to the set of templates, as pure functions over it: the options card applies them
// through utmTemplatesItem.update, so two pages never lose each other's edits.

export function newTemplateId(): string {
  const random = globalThis.crypto?.randomUUID?.().slice(0, 8) ?? Math.random().toString(16).slice(2, 10);
  return `t-${random}`;
}

export interface TemplateDraft {
  name: string;
  values: UtmValues;
}

/** What keeps a draft from being saved, per field; an empty object when it may be saved. */
export interface DraftIssues {
  name?: 'required' | 'taken';
  values?: 'empty';
}

/** A name is required and unique (case and outer spaces aside); at least one value is filled in. */
export function draftIssues(draft: TemplateDraft, state: UtmTemplates, editing: string | null): DraftIssues {
  const issues: DraftIssues = {};
  const name = draft.name.trim().toLocaleLowerCase();
  if (name === '') issues.name = 'required';
  else if (state.templates.some((template) => template.id !== editing && template.name.trim().toLocaleLowerCase() === name)) issues.name = 'taken';
  if (UTM_FIELDS.every((field) => draft.values[field].trim() === '')) issues.values = 'empty';
  return issues;
}

/** Adds the draft as a new template (editing null) or replaces the one edited; values are kept as typed, trimmed. */
export function saveDraft(state: UtmTemplates, draft: TemplateDraft, editing: string | null): UtmTemplates {
  const values = Object.fromEntries(UTM_FIELDS.map((field) => [field, draft.values[field].trim()])) as UtmValues;
  const template: UtmTemplate = { id: editing ?? newTemplateId(), name: draft.name.trim(), values };
  const at = state.templates.findIndex((one) => one.id === editing);
  return { ...state, templates: at === -1 ? [...state.templates, template] : state.templates.map((one, i) => (i === at ? template : one)) };
}

/** Removes a template, and with it any installation's choice of it as the default. */
export function deleteTemplate(state: UtmTemplates, id: string): UtmTemplates {
  return {
    templates: state.templates.filter((template) => template.id !== id),
    defaults: Object.fromEntries(Object.entries(state.defaults).filter(([, chosen]) => chosen !== id)),
  };
}

/** Makes a template the installation's default; '' leaves it without one. */
export function setDefault(state: UtmTemplates, installationId: string, templateId: string): UtmTemplates {
  const { [installationId]: _previous, ...others } = state.defaults;
  return { ...state, defaults: templateId === '' ? others : { ...others, [installationId]: templateId } };
}
