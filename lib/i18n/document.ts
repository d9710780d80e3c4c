import { t } from './messages';

/** The page's language and direction from the locale Trim's text is in (Arabic: right to left). */
export function applyLocale(root: HTMLElement = document.documentElement): void {
  root.lang = t('locale');
  root.dir = t('direction') === 'rtl' ? 'rtl' : 'ltr';
}
