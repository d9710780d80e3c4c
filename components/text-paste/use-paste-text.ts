import { useEffect, useState } from 'preact/hooks';
import { sendMessage, type PasteOutcome } from '@/lib/messaging';
import { pastedTextItem, type PastedText } from '@/lib/queue/pasted-text';

/** Where the box is: being written, sent and not answered yet, or what the worker answered. */
export type PasteStep = { kind: 'editing' } | { kind: 'sending' } | PasteOutcome;

/**
 * The paste box's state: the worker shortens the text (lib/flows/paste-text.ts) and keeps the
 * finished one in storage, watched here, so a text finished after the rate limit's wait or the
 * user's review shows too, or on the next opening.
 */
export function usePasteText(installation: string) {
  const [step, setStep] = useState<PasteStep>({ kind: 'editing' });
  const [kept, setKept] = useState<PastedText | null>(null);
  useEffect(() => {
    const stop = pastedTextItem.watch(setKept);
    void pastedTextItem.getValue().then(setKept);
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
    void pastedTextItem.removeValue();
  };
  // The text this one became; before anything is sent, the last one kept.
  const result = kept && (step.kind === 'editing' || ('id' in step && step.id === kept.id)) ? kept : null;
  return { step, result, send, again };
}
