import { useEffect, useRef, useState } from 'preact/hooks';
import { AddressText } from '@/components/ui/AddressText';
import { ApiErrorAlert } from '@/components/ui/ApiErrorAlert';
import { Button } from '@/components/ui/Button';
import { CopyButton } from '@/components/ui/CopyButton';
import { TextArea } from '@/components/ui/TextArea';
import { useWording } from '@/components/ui/use-wording';
import { plural } from '@/lib/i18n/compose';
import { t } from '@/lib/i18n/messages';
import type { PastedText } from '@/lib/queue/pasted-text';
import { usePasteText, type PasteStep } from './use-paste-text';
import './text-paste.css';

// Where a phone has no menu to shorten the links in a selection (Firefox for Android): the text
// pasted here takes the same way (lib/flows/paste-text.ts) and comes back with its short links.

/** What the live region says of where the box is; `field` when it is about the text as written. */
function statusOf(step: PasteStep, result: PastedText | null, empty: boolean): { text: string; field?: boolean } {
  if (result) return { text: [plural('bg_text_made', result.made), result.failed > 0 ? t('pop_text_failed') : ''].filter(Boolean).join(' ') };
  if (empty) return { text: t('pop_text_empty'), field: true };
  if (step.kind === 'none') return { text: t('pop_text_none'), field: true };
  if (step.kind === 'held') return { text: t('pop_text_choose') };
  if (step.kind === 'queued' && step.waitUntil !== undefined) return { text: t('pop_text_waiting') };
  return { text: '' };
}

export function PasteText({ installation }: { installation: string }) {
  const { step, result, send, again } = usePasteText(installation);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const [restarted, setRestarted] = useState(false);
  const field = useRef<HTMLDivElement>(null);
  // The box the user goes on with, as the result it replaces had the focus.
  useEffect(() => {
    if (restarted) field.current?.querySelector('textarea')?.focus();
  }, [restarted]);
  const failure = 'error' in step ? step.error : undefined;
  const wording = useWording(failure !== undefined);
  const status = statusOf(step, result, empty);
  const share = typeof navigator.share === 'function';

  const submit = (event: Event) => {
    event.preventDefault();
    if (!text.trim()) return setEmpty(true);
    void send(text);
  };
  const restart = () => {
    setText('');
    setRestarted(true);
    again();
  };

  return (
    <section class="paste-text stack" aria-labelledby="paste-text-title">
      <h2 id="paste-text-title">{t('pop_text_title')}</h2>
      {result ? (
        <div class="stack">
          <TextArea id="pasted-text" label={t('pop_text_result')} value={result.text} rows={5} dir="auto" readOnly />
          {result.links && result.links.length > 0 && (
            // The text holds only the short links now: where each leads, as its characters are.
            <div class="paste-links">
              <h3 id="paste-links-title">{t('pop_text_links')}</h3>
              <ul aria-labelledby="paste-links-title">
                {result.links.map(({ short, url }) => (
                  <li key={short}>
                    <bdo dir="ltr" class="paste-link-short">
                      {short}
                    </bdo>
                    <AddressText address={url} class="paste-link-address" />
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div class="paste-actions">
            {share && (
              // Dismissing the sheet rejects: nothing to report.
              <Button variant="primary" onClick={() => void navigator.share({ text: result.text }).catch(() => undefined)}>
                {t('share_system')}
              </Button>
            )}
            <CopyButton variant={share ? 'secondary' : 'primary'} getText={() => result.text} />
            <Button variant="ghost" onClick={restart}>
              {t('pop_text_again')}
            </Button>
          </div>
        </div>
      ) : (
        <form class="stack" noValidate onSubmit={submit}>
          <div ref={field}>
            <TextArea
              id="paste-text"
              label={t('pop_text_label')}
              hint={t('pop_text_hint')}
              value={text}
              rows={4}
              dir="auto"
              error={status.field ? status.text : undefined}
              onValue={(value) => {
                setText(value);
                setEmpty(false);
              }}
            />
          </div>
          <div class="paste-actions">
            <Button type="submit" variant="primary" busy={step.kind === 'sending'}>
              {t('pop_text_shorten')}
            </Button>
            {step.kind === 'held' && (
              <a class="btn btn-secondary btn-md" href={`/text-review.html?id=${encodeURIComponent(step.id)}`} target="_blank" rel="noopener">
                {t('pop_text_review')}
              </a>
            )}
          </div>
        </form>
      )}
      {/* Every answer is told here; one about the text as written shows under it and is only spoken here. */}
      <p class={status.field || !status.text ? 'visually-hidden' : 'muted'} role="status">
        {status.text}
      </p>
      {failure && wording && <ApiErrorAlert error={wording.describeErrorRecord(failure)} />}
    </section>
  );
}
