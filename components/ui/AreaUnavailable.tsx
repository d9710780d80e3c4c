import { describeRefusal } from '@/lib/i18n/describe-refusal';
import { areaName, listOfNames, type Area, type ClosedArea } from '@/lib/reference/areas';
import { t } from '@/lib/i18n/messages';
import type { Refusal } from '@/lib/api/errors';
import { Alert } from './Alert';
import { Button } from './Button';

export interface AreaUnavailableProps {
  area: Area;
  /** What closes it: the plan, or the API key. */
  by: Refusal;
  /** Asks the service again (after an upgrade, or a new key); omitted, no button. */
  onRecheck?: () => void;
  checking?: boolean;
}

/**
 * Said once, in place of a view the plan or the key does not open, instead of its list and of
 * forms that could only fail. Not an error: the rest of Trim works.
 */
export function AreaUnavailable({ area, by, onRecheck, checking = false }: AreaUnavailableProps) {
  const { title, hint } = describeRefusal(by, areaName(area));
  return (
    <Alert
      tone="info"
      title={title}
      actions={
        onRecheck && (
          <Button size="sm" onClick={onRecheck} busy={checking}>
            {t('ui_check_again')}
          </Button>
        )
      }
    >
      {hint}
    </Alert>
  );
}

/** One line per reason where a form leaves out fields for closed areas: "Your plan does not include campaigns and channels." */
export function ClosedAreasNote({ closed }: { closed: readonly ClosedArea[] }) {
  const lines = (['plan', 'key'] as const).flatMap((by) => {
    const areas = closed.filter((entry) => entry.by === by).map((entry) => entry.area);
    return areas.length === 0 ? [] : [by === 'key' ? t('ui_closed_key', listOfNames(areas)) : t('ui_closed_plan', listOfNames(areas))];
  });
  return (
    <>
      {lines.map((line) => (
        <p key={line} class="muted small">
          {line}
        </p>
      ))}
    </>
  );
}
