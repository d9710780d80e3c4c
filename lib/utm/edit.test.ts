import { describe, expect, it } from 'vitest';
import { deleteTemplate, draftIssues, saveDraft, setDefault } from './edit';
import { EMPTY_UTM, NO_UTM_TEMPLATES, type UtmTemplates } from './template';

const news = { id: 't-1', name: 'Newsletter', values: { ...EMPTY_UTM, source: 'news' } };
const state: UtmTemplates = { templates: [news], defaults: { first: 't-1', second: 't-1' } };

describe('editing UTM templates', () => {
  it('requires a name, unique among the others, and one value', () => {
    expect(draftIssues({ name: ' ', values: EMPTY_UTM }, state, null)).toEqual({ name: 'required', values: 'empty' });
    expect(draftIssues({ name: ' newsletter ', values: { ...EMPTY_UTM, term: 'x' } }, state, null)).toEqual({ name: 'taken' });
    expect(draftIssues({ name: 'Newsletter', values: { ...EMPTY_UTM, term: 'x' } }, state, 't-1')).toEqual({});
  });

  it('adds a new template with an id, and replaces an edited one in place, trimmed', () => {
    const added = saveDraft(NO_UTM_TEMPLATES, { name: ' Ads ', values: { ...EMPTY_UTM, source: ' google ' } }, null);
    expect(added.templates).toEqual([{ id: expect.stringMatching(/^t-/), name: 'Ads', values: { ...EMPTY_UTM, source: 'google' } }]);
    const edited = saveDraft(state, { name: 'Letter', values: { ...EMPTY_UTM, medium: 'email' } }, 't-1');
    expect(edited).toEqual({ ...state, templates: [{ id: 't-1', name: 'Letter', values: { ...EMPTY_UTM, medium: 'email' } }] });
  });

  it('sets one default per installation, clears it, and a deleted template is no one’s default', () => {
    expect(setDefault(NO_UTM_TEMPLATES, 'first', 't-1').defaults).toEqual({ first: 't-1' });
    expect(setDefault(state, 'first', '').defaults).toEqual({ second: 't-1' });
    expect(deleteTemplate(state, 't-1')).toEqual(NO_UTM_TEMPLATES);
  });
});
