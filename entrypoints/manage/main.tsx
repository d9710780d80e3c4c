import { render } from 'preact';
import { ManageApp } from '@/components/manage/ManageApp';
import { applyLocale } from '@/lib/i18n/document';
import { installI18n } from '@/lib/i18n/messages';

// The tab's title names the open section: ManageApp sets it on its first render.
installI18n();
applyLocale();
render(<ManageApp />, document.getElementById('app')!);
