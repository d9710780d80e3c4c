import { render } from 'preact';
import { OptionsApp } from '@/components/options/OptionsApp';
import { applyLocale } from '@/lib/i18n/document';
import { t } from '@/lib/i18n/messages';

applyLocale();
document.title = t('opt_doc_title');
render(<OptionsApp />, document.getElementById('app')!);
