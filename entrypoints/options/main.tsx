import { render } from 'preact';
import { OptionsApp } from '@/components/options/OptionsApp';
import { applyLocale } from '@/lib/i18n/document';
import { wordErrorsOnOptionsPage } from '@/lib/i18n/describe-error';
import { installI18n, t } from '@/lib/i18n/messages';

installI18n();
// The e2e build's storage hook (a production build drops the branch and the module).
if (import.meta.env.MODE === 'e2e') void import('@/lib/storage/e2e-hook').then((hook) => hook.exposeStorageForTests());
wordErrorsOnOptionsPage();
applyLocale();
document.title = t('opt_doc_title');
render(<OptionsApp />, document.getElementById('app')!);
