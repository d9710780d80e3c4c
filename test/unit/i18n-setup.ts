import { fakeBrowser } from 'wxt/testing/fake-browser';
import english from '@/assets/public/_locales/en/messages.json';

// fakeBrowser has no i18n: the unit tests read the source locale as Chrome would (`$1`…`$9`
// replaced, `$$` a dollar, an unknown key empty). Assigned once: fakeBrowser.reset() keeps it.
const messages: Record<string, { message: string }> = english;

Object.assign(fakeBrowser.i18n, {
  getUILanguage: () => 'en-US',
  getMessage: (key: string, substitutions?: string | string[]) => {
    const text = messages[key]?.message;
    if (text === undefined) return '';
    const values = substitutions === undefined ? [] : Array.isArray(substitutions) ? substitutions : [substitutions];
    return text.replace(/\$(\$|[1-9])/g, (_, which: string) => (which === '$' ? '$' : (values[Number(which) - 1] ?? '')));
  },
});
