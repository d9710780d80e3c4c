import { useState } from 'preact/hooks';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import { extractUrl } from '@/lib/core/shortenable';
import { t } from '@/lib/i18n/messages';

export interface PasteBoxProps {
  /** Why the current page cannot be used (shown above the box). */
  reason?: string;
  onUrl: (url: string) => void;
}

/** For browser pages, files and the like: paste or type a web address instead. */
export function PasteBox({ reason = t('sh_unusable'), onUrl }: PasteBoxProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const accept = (value: string) => {
    const url = extractUrl(value);
    if (url) onUrl(url);
    else setError(t('sh_paste_bad'));
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
      <p class="muted">
        {reason} {t('sh_paste_intro')}
      </p>
      <TextInput
        id="paste-url"
        label={t('sh_paste_label')}
        type="url"
        placeholder={'https://'}
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
          {t('sh_continue')}
        </Button>
      </div>
    </form>
  );
}
