import { render } from 'preact';
import { ManageApp } from '@/components/manage/ManageApp';
import { applyLocale } from '@/lib/i18n/document';

// The tab's title names the open section: ManageApp sets it on its first render.
applyLocale();
render(<ManageApp />, document.getElementById('app')!);
