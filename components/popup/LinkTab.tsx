import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { useRateLimitMeter } from '@/components/connection/context';
import { COPY_SHORT_LINK_ID } from '@/components/shorten/answers';
import { FailureAlert } from '@/components/shorten/failure-view';
import { CreatedView, FoundView } from '@/components/shorten/link-views';
import { SHORTEN_FORM_ID, ShortenForm } from '@/components/shorten/ShortenForm';
import { Alert } from '@/components/ui/Alert';
import { lazyComponent } from '@/components/ui/lazy';
import { Spinner } from '@/components/ui/Spinner';
import { useCountdown } from '@/components/ui/use-countdown';
import { useWording } from '@/components/ui/use-wording';
import { fieldId } from '@/lib/forms/field-errors';
import { t } from '@/lib/i18n/messages';
import type { Settings } from '@/lib/settings/schema';
import type { LinkView, WorkspaceModel } from './use-workspace';

// The meter is read from storage after the first paint: its notice's code loads meanwhile (its
// stylesheet stays with the popup's, in the same order).
const RateLimitNotice = lazyComponent(() => import('@/components/rate-limit/RateLimitNotice').then((m) => m.RateLimitNotice), null);

/** Where focus goes when a view replaces another, so the next Tab or Enter continues from there. */
const VIEW_FOCUS: Record<LinkView, string> = { form: fieldId(SHORTEN_FORM_ID, 'alias'), result: COPY_SHORT_LINK_ID, existing: COPY_SHORT_LINK_ID };

/**
 * Moves focus when the view changes, not when the Link tab mounts again: coming back from
 * another tab, focus stays on the tab the keyboard is on. `shown` outlives the tab (the model).
 * A workspace's first view takes focus only when nothing holds it: after a step on the
 * installation switcher (which builds a new workspace), focus stays on the switcher.
 */
function useViewFocus(view: LinkView, shown: { current: LinkView | null }) {
  useEffect(() => {
    if (shown.current === view) return;
    const first = shown.current === null;
    shown.current = view;
    if (first && document.activeElement !== document.body && document.activeElement !== null) return;
    document.getElementById(VIEW_FOCUS[view])?.focus();
  }, [view, shown]);
}

export interface LinkTabProps {
  model: WorkspaceModel;
  settings: Pick<Settings, 'copyFormat'>;
  /** Shown above the form or the found link: why a one-click shorten failed, how the address was cleaned. */
  intro: ComponentChildren;
  /** The found short link's numbers, when the page is one. */
  stats: ComponentChildren;
}

/** The popup's Link tab: the form, the link just made, or the one the page already has. */
export function LinkTab({ model, settings, intro, stats }: LinkTabProps) {
  const { shorten, lookup, existing, reference } = model;
  const meter = useRateLimitMeter();
  const lookupRetryAt = lookup.status === 'failed' ? (lookup.retryAt ?? null) : null;
  const lookupError = lookup.status === 'failed' ? lookup.error : null;
  const secondsLeft = useCountdown(shorten.blockedUntil ?? lookupRetryAt);
  const wording = useWording(lookupError !== null);
  const lookupWords = lookupError !== null && wording ? wording.describeApiError(lookupError) : null;
  // A found link replaces the form unless the user already sent it (what was typed is kept for "Create another").
  const view: LinkView = shorten.created ? 'result' : existing && !shorten.busy ? 'existing' : 'form';
  useViewFocus(view, model.shownView);

  const organise = { reference: reference.data, linkId: model.activeLink?.id ?? null, open: model.organise.open, onToggle: model.organise.toggle };

  if (view === 'result' && shorten.created) {
    return <CreatedView link={shorten.created} copyFormat={settings.copyFormat} autoCopied={shorten.autoCopied} organise={organise} onBack={shorten.reset} />;
  }
  if (view === 'existing' && existing) {
    return (
      <FoundView
        link={existing}
        copyFormat={settings.copyFormat}
        isShortLink={model.isShortLink}
        onCreateAnother={model.createAnother}
        organise={organise}
        intro={intro}
        stats={stats}
      />
    );
  }

  const lookupPending = lookup.status === 'idle' || lookup.status === 'loading';
  return (
    <div class="stack">
      {intro}
      {lookupWords && !lookupRetryAt && (
        <Alert tone="warning" title={t('pop_lookup_failed')}>
          {t('pop_lookup_why', lookupWords.title, lookupWords.hint)}
        </Alert>
      )}
      <ShortenForm
        form={shorten}
        reference={reference}
        advanced={model.advanced}
        blockedReason={secondsLeft > 0 ? t('pop_blocked') : undefined}
        status={
          lookupPending ? (
            <>
              <Spinner size="sm" /> {t('pop_checking')}…
            </>
          ) : undefined
        }
        notice={
          <>
            <RateLimitNotice meter={meter} secondsLeft={secondsLeft} threshold={5} action={t('sh_shorten')} />
            {shorten.failure !== null && <FailureAlert error={shorten.failure} />}
          </>
        }
      />
    </div>
  );
}
