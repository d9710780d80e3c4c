import type { ComponentChildren } from 'preact';
import { t } from '@/lib/i18n/messages';
import { navigate } from '@/lib/manage/history';
import type { Section } from '@/lib/manage/route';
import { useFocusOnOpen } from './use-focus-on-open';

export interface DetailCardProps {
  /** The opened item: focus moves to the heading whenever it changes. */
  id: number;
  /** The heading's id, naming the card. */
  titleId: string;
  title: ComponentChildren;
  /** The section whose list the Close link returns to. */
  section: Section;
  children: ComponentChildren;
}

/** The panel an opened item shows under its list: its heading (focused on open), a Close link, and the content. */
export function DetailCard({ id, titleId, title, section, children }: DetailCardProps) {
  const heading = useFocusOnOpen<HTMLHeadingElement>(id);
  return (
    <section class="card stack detail-card" aria-labelledby={titleId}>
      <div class="row spread">
        <h2 id={titleId} class="card-title" tabIndex={-1} ref={heading}>
          {title}
        </h2>
        <a
          href={`?section=${section}`}
          onClick={(event) => {
            event.preventDefault();
            navigate({ id: null });
          }}
        >
          {t('ui_close')}
        </a>
      </div>
      {children}
    </section>
  );
}
