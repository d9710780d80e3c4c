import { useEffect, useState } from 'preact/hooks';
import { Button } from './Button';
import { TextInput } from './TextInput';
import { t } from '@/lib/i18n/messages';

export interface SearchFormProps {
  /** The search field's id. */
  id: string;
  /** The search field's label (its accessible name), e.g. "Search links". */
  label: string;
  /** The text currently searched (from the route); the field follows it on back/forward. */
  value: string;
  /** Called with the trimmed text on submit, and with '' by "Clear search". */
  onSearch: (text: string) => void;
}

/**
 * Searches on submit (Enter or the button), not on every keystroke: each search is a request,
 * and the service allows 30 a minute.
 */
export function SearchForm({ id, label, value, onSearch }: SearchFormProps) {
  const [text, setText] = useState(value);
  // Back/forward changes the searched text under the form: follow it.
  useEffect(() => setText(value), [value]);
  return (
    <form
      role="search"
      class="search-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <TextInput id={id} label={label} type="search" value={text} onValue={setText} fieldClass="search-field" />
      <Button type="submit">{t('ui_search')}</Button>
      {value !== '' && (
        <Button
          variant="ghost"
          onClick={() => {
            setText('');
            onSearch('');
          }}
        >
          {t('ui_clear_search')}
        </Button>
      )}
    </form>
  );
}
