import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { useEffect, useState } from 'preact/hooks';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useConnection } from '@/components/connection/context';
import { withConnection } from '@/components/connection/testing';
import { testConnection } from '@/lib/connection/test-utils';
import { areaService } from '@/lib/reference/test-utils';
import { utmTemplatesItem } from '@/lib/utm/store';
import { UtmFields } from './UtmFields';
import { useDefaultTemplate } from './use-default-template';
import { useUtmTemplates } from './use-utm-templates';

beforeEach(() => fakeBrowser.reset());
afterEach(cleanup);

let shown = '';
function Form({ initial }: { initial: string }) {
  const [url, setUrl] = useState(initial);
  shown = url;
  return (
    <>
      <label>
        Long URL
        <input value={url} onInput={(event) => setUrl(event.currentTarget.value)} />
      </label>
      <UtmFields url={url} onUrl={setUrl} form="f" templates={useUtmTemplates()} />
    </>
  );
}

/** The popup's page with its default template applied (use-default-template.ts), then More options' fields. */
function Popup({ page }: { page: string }) {
  const { tags } = useDefaultTemplate(page, useConnection().id);
  const [url, setUrl] = useState<string | null>(null);
  const templates = useUtmTemplates();
  useEffect(() => {
    if (tags) setUrl(tags.url);
  }, [tags]);
  if (url === null) return null;
  shown = url;
  return <UtmFields url={url} onUrl={setUrl} form="f" templates={templates} />;
}

const renderForm = (initial: string) => {
  const { connection } = testConnection(areaService());
  render(<Form initial={initial} />, { wrapper: withConnection(connection) });
  return connection.id;
};

describe('UtmFields', () => {
  it('shows the Long URL’s tags and writes each edit into it at once, encoded', async () => {
    renderForm('https://example.com/p?id=1&utm_source=feed#top');
    expect((screen.getByLabelText('UTM source') as HTMLInputElement).value).toBe('feed');
    fireEvent.input(screen.getByLabelText('UTM campaign'), { target: { value: 'été & co' } });
    expect(shown).toBe('https://example.com/p?id=1&utm_source=feed&utm_campaign=%C3%A9t%C3%A9%20%26%20co#top');
    fireEvent.input(screen.getByLabelText('UTM source'), { target: { value: '' } });
    expect(shown).toBe('https://example.com/p?id=1&utm_campaign=%C3%A9t%C3%A9%20%26%20co#top');
    fireEvent.input(screen.getByLabelText('Long URL'), { target: { value: 'https://example.com/?utm_medium=social' } });
    expect((screen.getByLabelText('UTM medium') as HTMLInputElement).value).toBe('social');
    expect((screen.getByLabelText('UTM campaign') as HTMLInputElement).value).toBe('');
  });

  it('a Long URL that is not an address: the fields are empty and say why', () => {
    renderForm('example.com/?utm_source=x');
    expect((screen.getByLabelText('UTM source') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('UTM source') as HTMLInputElement).disabled).toBe(true);
    screen.getByText(/Enter a web address as the Long URL first/);
  });

  it('shows the default template the popup applied as chosen, and says so; an address with tags of its own keeps them', async () => {
    const { connection } = testConnection(areaService());
    await utmTemplatesItem.setValue({
      templates: [{ id: 'd', name: 'Launch', values: { source: 'twitter', medium: 'social', campaign: 'launch', term: '', content: '' } }],
      defaults: { [connection.id]: 'd' },
    });
    const view = render(<Popup page="https://example.com/?id=1" />, { wrapper: withConnection(connection) });
    await waitFor(() => expect(shown).toBe('https://example.com/?id=1&utm_source=twitter&utm_medium=social&utm_campaign=launch'));
    await waitFor(() => expect((screen.getByLabelText('UTM template') as HTMLSelectElement).value).toBe('d'));
    screen.getByText('Filled from “Launch”, the default template for this installation.');
    view.unmount();

    render(<Popup page="https://example.com/?utm_source=mine" />, { wrapper: withConnection(connection) });
    await waitFor(() => expect((screen.getByLabelText('UTM source') as HTMLInputElement).value).toBe('mine'));
    expect(shown).toBe('https://example.com/?utm_source=mine');
    await waitFor(() => expect((screen.getByLabelText('UTM template') as HTMLSelectElement).value).toBe(''));
    expect(screen.queryByText(/Filled from/)).toBeNull();
  });
});
