import { render } from 'preact';
import { ManageApp } from '@/components/manage/ManageApp';
import { applyLocale } from '@/lib/i18n/document';
import { installI18n } from '@/lib/i18n/messages';

// The tab's title names the open section: ManageApp sets it on its first render.
installI18n();
// The e2e build's storage hook (a production build drops the branch and the module).
if (import.meta.env.MODE === 'e2e') void import('@/lib/storage/e2e-hook').then((hook) => hook.exposeStorageForTests());
applyLocale();
render(<ManageApp />, document.getElementById('app')!);
