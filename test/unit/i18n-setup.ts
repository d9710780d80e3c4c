import { beforeEach } from 'vitest';
import english from '@/assets/public/_locales/en/messages.json';
import { installI18n, type MessageSource } from '@/lib/i18n/messages';

// The unit tests read the source locale as Chrome would (`$1`…`$9` replaced, `$$` a dollar, an
// unknown key empty), from a fresh install per test: nothing one test works out for a language
// (its locale, its plural rules) reaches the next, even when files share their modules.
const messages: Record<string, { message: string }> = english;

const source: MessageSource = {
  getUILanguage: () => 'en-US',
  getMessage: (key, substitutions) => {
    const text = messages[key]?.message;
    if (text === undefined) return '';
    return text.replace(/\$(\$|[1-9])/g, (_, which: string) => (which === '$' ? '$' : (substitutions[Number(which) - 1] ?? '')));
  },
};

// Also now, for text read while a file's tests are being collected.
installI18n(source);
beforeEach(() => installI18n(source));
