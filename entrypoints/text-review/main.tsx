import { render } from 'preact';
import { TextReviewApp } from '@/components/text-review/TextReviewApp';
import { applyLocale } from '@/lib/i18n/document';
import { installI18n, t } from '@/lib/i18n/messages';

// Opened by the worker on a text that waits for the user (lib/queue/text-reviews.ts): text-review.html?id=…
installI18n();
applyLocale();
document.title = t('txr_doc_title');
render(<TextReviewApp id={new URLSearchParams(location.search).get('id') ?? ''} />, document.getElementById('app')!);
