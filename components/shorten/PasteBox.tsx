import { useState } from 'preact/hooks';
import { Button, TextInput } from '@/components/ui';
import { extractUrl } from '@/lib/shorten/shortenable';

export interface PasteBoxProps {
  /** Why the current page cannot be used (shown above the box). */
  reason?: string;
  onUrl: (url: string) => void;
}

/** For browser pages, files and the like: paste or type a web address instead. */
export function PasteBox({ reason = 'This page cannot be shortened.', onUrl }: PasteBoxProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const accept = (value: string) => {
    const url = extractUrl(value);
    if (url) onUrl(url);
    else setError('Paste a web address, e.g. https://example.com/page.');
  };
  return (
    <form
      class="paste-box stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        accept(text);
      }}
    >
      <p class="muted">{reason} Paste a link to shorten it instead.</p>
      <TextInput
        id="paste-url"
        label="Link to shorten"
        type="url"
        placeholder="https://"
        value={text}
        error={error}
        autofocus
        onValue={(value) => {
          setText(value);
          setError(undefined);
        }}
      />
      <div>
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </div>
    </form>
  );
}
