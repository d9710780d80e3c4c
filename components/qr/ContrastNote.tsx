import { t } from '@/lib/i18n/messages';
import { contrastOf } from '@/lib/qr/contrast';

/**
 * Says, as the colours are picked, whether a phone can scan them: refused when the two are too
 * close (the form will not send them), a warning for a weak or inverted pair, nothing when fine.
 * A code's own colours, kept as they are, are only warned about: they are the user's.
 */
export function ContrastNote({ id, foreground, background, kept = false }: { id: string; foreground: string; background: string; kept?: boolean }) {
  const measured = contrastOf(foreground, background);
  const contrast = kept && measured === 'unscannable' ? 'weak' : measured;
  if (contrast === 'ok') return null;
  return (
    <p id={id} class={contrast === 'unscannable' ? 'field-error' : 'field-hint qr-contrast-warning'} role="status">
      {t(contrast === 'unscannable' ? 'qr_v_contrast' : contrast === 'weak' ? 'qr_contrast_weak' : 'qr_contrast_inverted')}
    </p>
  );
}
