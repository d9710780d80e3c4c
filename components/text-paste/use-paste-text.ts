import { useEffect, useState } from 'preact/hooks';
import { sendMessage, type PasteOutcome } from '@/lib/messaging';
import { pastedTextItem, takePastedText, type PastedText } from '@/lib/queue/pasted-text';

/** Where the box is: being written, sent and not answered yet, or what the worker answered. */
export type PasteStep = { kind: 'editing' } | { kind: 'sending' } | PasteOutcome;

/**
 * The paste box's state: the worker shortens the text (lib/flows/paste-text.ts) and keeps the
 * finished one in storage, watched here, so a text finished after the rate limit's wait or the
 * user's review shows too, or on the next opening. Once shown it leaves storage: the whole
 * message the user pasted stays in this popup only, until it closes (docs/privacy.md).
 */
export function usePasteText(installation: string) {
  const [step, setStep] = useState<PasteStep>({ kind: 'editing' });
  const [kept, setKept] = useState<PastedText | null>(null);
  useEffect(() => {
    const show = (text: PastedText | null) => {
      if (!text) return;
      setKept(text);
      void takePastedText(text.id);
    };
    const stop = pastedTextItem.watch(show);
    void pastedTextItem.getValue().then(show);
    return stop;
  }, []);

  const send = async (text: string) => {
    setStep({ kind: 'sending' });
    try {
      setStep(await sendMessage('text:paste', { text, installation }));
    } catch {
      // The worker did not answer (it was stopped mid-way): worded as any unexpected failure.
      setStep({ kind: 'failed', error: { kind: 'unknown' } });
    }
  };
  const again = () => {
    setStep({ kind: 'editing' });
    setKept(null);
  };
  // The text this one became; before anything is sent, the last one kept.
  const result = kept && (step.kind === 'editing' || ('id' in step && step.id === kept.id)) ? kept : null;
  return { step, result, send, again };
}
