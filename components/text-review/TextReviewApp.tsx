import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useSettings } from '@/components/settings/use-settings';
import { Alert, Brand, Button, Spinner, useTheme } from '@/components/ui';
import { plural } from '@/lib/i18n/compose';
import { formatNumber, t } from '@/lib/i18n/messages';
import { sendMessage } from '@/lib/messaging';
import { LINKS_PER_MINUTE, minutesFor, readReview, type TextReview } from '@/lib/queue/text-reviews';
import { AddressList, type ListedAddress } from './AddressList';
import './text-review.css';

// Trim's window for a text that waits for the user (text-review.html?id=…, opened by the worker):
// its addresses, those the page hid and those Trim cannot show the user saw unticked, and nothing
// sent until the user answers here.

export function TextReviewApp({ id }: { id: string }) {
  const settings = useSettings();
  useTheme(settings?.theme);
  // undefined while read; null when the text no longer waits.
  const [review, setReview] = useState<TextReview | null | undefined>(undefined);
  useEffect(() => {
    void readReview(id).then(setReview, () => setReview(null));
  }, [id]);
  const several = (settings?.installations.length ?? 0) > 1;
  const installation = several ? settings?.installations.find((one) => one.id === review?.group.installation)?.name : undefined;
  return (
    <div class="text-review">
      <header class="text-review-header">
        <Brand size="sm">
          <h1>{review === null ? t('txr_gone') : t('txr_title')}</h1>
        </Brand>
      </header>
      {review === undefined && (
        <p class="muted row">
          <Spinner /> {t('ui_loading')}
        </p>
      )}
      {review === null && (
        <div class="stack">
          <p>{t('txr_gone_hint')}</p>
          <div>
            <Button onClick={() => window.close()}>{t('ui_close')}</Button>
          </div>
        </div>
      )}
      {review && <ReviewForm review={review} installation={installation} />}
    </div>
  );
}

function ReviewForm({ review, installation }: { review: TextReview; installation: string | undefined }) {
  const addresses = useMemo(() => {
    const byUrl = new Map<string, ListedAddress>();
    for (const part of review.group.parts) if (!byUrl.has(part.url)) byUrl.set(part.url, { url: part.url, hidden: part.hidden === true, unseen: part.unseen === true });
    return [...byUrl.values()];
  }, [review]);
  const [kept, setKept] = useState(() => new Set(addresses.filter((one) => !one.hidden && !one.unseen).map((one) => one.url)));
  const [answering, setAnswering] = useState(false);
  const [answered, setAnswered] = useState(false);
  const [failed, setFailed] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // Cancel has the focus first: a keystroke meant for the page never confirms.
  useLayoutEffect(() => form.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus(), []);
  const hidden = addresses.filter((one) => one.hidden).length;
  const unseen = addresses.filter((one) => one.unseen).length;
  const minutes = minutesFor(kept.size);

  const answer = async (chosen: string[] | null) => {
    setAnswering(true);
    setFailed(false);
    try {
      await sendMessage('text:decide', { id: review.group.id, chosen });
      // Should the browser keep the window open, it says the answer went.
      setAnswered(true);
      window.close();
    } catch {
      setFailed(true);
      setAnswering(false);
    }
  };
  // Escape anywhere in the window cancels; set up as the form shows, so no key is missed.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !answering && !answered) void answer(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  if (answered) return <p role="status">{t('txr_done')}</p>;
  return (
    <form
      ref={form}
      class="text-review-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (kept.size > 0 && !answering) void answer([...kept]);
      }}
    >
      <div class="text-review-intro stack">
        <p>
          {[
            plural('txr_count', addresses.length),
            addresses.length > 1 ? t('txr_several') : '',
            hidden > 0 ? plural('txr_hidden', hidden) : '',
            unseen > 0 ? plural('txr_unseen', unseen) : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
        <p class="muted">{[review.page ? t('txr_from', review.page) : '', installation ? t('txr_with', installation) : '', t('txr_nothing_sent')].filter(Boolean).join(' ')}</p>
      </div>
      <AddressList addresses={addresses} kept={kept} onChange={setKept} />
      <div class="text-review-actions">
        {failed && <Alert tone="error" title={t('txr_failed')} />}
        {minutes > 1 && <p class="muted small">{plural('txr_rate', minutes, formatNumber(LINKS_PER_MINUTE))}</p>}
        <div class="form-actions">
          <Button data-autofocus onClick={() => void answer(null)} disabled={answering}>
            {t('ui_cancel')}
          </Button>
          <Button type="submit" variant="primary" disabled={kept.size === 0} busy={answering}>
            {plural('txr_confirm', kept.size)}
          </Button>
        </div>
      </div>
    </form>
  );
}
