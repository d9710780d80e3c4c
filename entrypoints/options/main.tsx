import { render } from 'preact';
import { OptionsApp } from '@/components/options/OptionsApp';
import { applyLocale } from '@/lib/i18n/document';
import { wordErrorsOnOptionsPage } from '@/lib/i18n/describe-error';
import { installI18n, t } from '@/lib/i18n/messages';

installI18n();
wordErrorsOnOptionsPage();
applyLocale();
document.title = t('opt_doc_title');
render(<OptionsApp />, document.getElementById('app')!);
