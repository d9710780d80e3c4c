import { t } from '@/lib/i18n/messages';
import type { DefaultTags } from '@/lib/utm/read-default';

/** Says, above the form, that the installation's default template tagged the address, or why it did not. */
export function DefaultTemplateNote({ tags }: { tags: DefaultTags | null }) {
  if (tags?.applied)
    return (
      <p class="address-note small muted" role="status">
        {t('utm_default_applied', tags.applied.name)}
      </p>
    );
  if (tags?.kept)
    return (
      <p class="address-note small muted" role="status">
        {t('utm_default_kept', tags.kept.name)}
      </p>
    );
  return null;
}
