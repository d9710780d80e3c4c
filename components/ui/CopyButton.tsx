import { useEffect, useRef, useState } from 'preact/hooks';
import { Button, type ButtonProps } from './Button';
import { copyInDocument as copyText } from '@/lib/clipboard/document';
import { t } from '@/lib/i18n/messages';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The text to copy, computed at click time (so the copy format setting is current). */
  getText: () => string | Promise<string>;
  /** Visible and accessible name; stays the same after copying so the control is stable. */
  label?: string;
  /** A status element elsewhere can show the feedback instead of the built-in one. */
  onCopied?: () => void;
  /** Short confirmation announced in a polite live region. */
  copiedMessage?: string;
}

export function CopyButton({ getText, label = t('ui_copy'), onCopied, copiedMessage = t('ui_copied'), ...rest }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await copyText(await getText());
      setState('copied');
      onCopied?.();
    } catch {
      setState('failed');
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), 2500);
  };

  return (
    <span class="copy-button">
      <Button {...rest} onClick={copy}>
        {label}
      </Button>
      <span class={`copy-feedback copy-${state}`} role="status" aria-live="polite">
        {state === 'copied' ? copiedMessage : state === 'failed' ? t('ui_copy_failed') : ''}
      </span>
    </span>
  );
}
