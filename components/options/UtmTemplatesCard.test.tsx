import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ConfirmProvider } from '@/components/ui';
import type { Installation } from '@/lib/settings/schema';
import { DEFAULT_SHORTEN_DEFAULTS } from '@/lib/settings/schema';
import { utmTemplatesItem } from '@/lib/utm/store';
import { UtmTemplatesCard } from './UtmTemplatesCard';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

const work: Installation = { id: 'work', name: 'Work', connection: { baseUrl: 'https://s.test', apiKey: 'k' }, defaults: DEFAULT_SHORTEN_DEFAULTS };
const home: Installation = { ...work, id: 'home', name: 'Home' };

function show(installations: Installation[] = [work]) {
  const notes: string[] = [];
  render(
    <ConfirmProvider>
      <UtmTemplatesCard installations={installations} onNote={(note) => notes.push(note)} />
    </ConfirmProvider>,
  );
  return notes;
}

const type = (label: string, value: string) => fireEvent.input(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('UtmTemplatesCard', () => {
  it('keeps what was typed and says beside each field what is missing, then saves', async () => {
    const notes = show();
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    type('UTM medium', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByText('Enter a name for the template.')).toBeTruthy();
    expect(screen.getByText('Fill in at least one UTM value.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Template name' }).getAttribute('aria-invalid')).toBe('true');
    type('Template name', 'Social');
    type('UTM source', 'x.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(notes).toEqual(['Template saved.']));
    expect((await utmTemplatesItem.getValue()).templates).toEqual([
      { id: expect.stringMatching(/^t-/), name: 'Social', values: { source: 'x.com', medium: '', campaign: '', term: '', content: '' } },
    ]);
    expect(await screen.findByText('utm_source=x.com')).toBeTruthy();
  });

  it('gives each installation its own default, and a deleted template is no one’s', async () => {
    await utmTemplatesItem.setValue({ templates: [{ id: 't-1', name: 'Ads', values: { source: 'g', medium: '', campaign: '', term: '', content: '' } }], defaults: {} });
    show([work, home]);
    const forHome = await screen.findByRole('combobox', { name: 'Default for Home' });
    fireEvent.change(forHome, { target: { value: 't-1' } });
    await waitFor(async () => expect((await utmTemplatesItem.getValue()).defaults).toEqual({ home: 't-1' }));
    expect((screen.getByRole('combobox', { name: 'Default for Work' }) as HTMLSelectElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ads' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete template' }));
    await waitFor(async () => expect(await utmTemplatesItem.getValue()).toEqual({ templates: [], defaults: {} }));
    expect(await screen.findByText('No templates yet.')).toBeTruthy();
  });
});
