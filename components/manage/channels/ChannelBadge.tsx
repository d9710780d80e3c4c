import { normaliseHexColour } from '@/lib/forms/hex-colour';
import { t } from '@/lib/i18n/messages';

/** The channel's colour as a dot beside its name, and a star when starred. Colour is never the only cue. */
export function ChannelBadge({ name, color, starred }: { name: string; color: string; starred: boolean }) {
  // Only a checked HEX value reaches the style attribute.
  const hex = normaliseHexColour(color);
  return (
    <span class="channel-badge">
      <span class="channel-dot" style={hex ? { background: hex } : undefined} aria-hidden="true" />
      <span class="strong">{name}</span>
      {starred && (
        <span class="channel-star" title={t('chan_starred')}>
          <span aria-hidden="true">★</span>
          <span class="visually-hidden"> {t('chan_starred_note')}</span>
        </span>
      )}
    </span>
  );
}
