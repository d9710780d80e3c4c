import type { ComponentChildren } from 'preact';
import type { Pixel } from '@/lib/api';
import { t } from '@/lib/i18n/messages';
import { pixelTypeLabel } from '@/lib/reference/pixel-names';

export interface PixelPickerProps {
  pixels: Pick<Pixel, 'id' | 'name' | 'type'>[];
  selected: number[];
  onChange: (selected: number[]) => void;
  /** Form id prefix for the checkboxes' ids. */
  form: string;
  /** Shown after the legend, and part of the group's name (the manage page's "Not reported"). */
  mark?: ComponentChildren;
}

/** Pixels as a group of checkboxes (a multi-select that works with keyboard and screen readers). */
export function PixelPicker({ pixels, selected, onChange, form, mark }: PixelPickerProps) {
  return (
    <fieldset class="rows-group">
      <legend class="field-label">
        {t('sh_pixels')}
        {mark && <> {mark}</>}
      </legend>
      {pixels.length === 0 ? (
        <p class="field-hint">{t('sh_no_pixels')}</p>
      ) : (
        <div class="check-list">
          {pixels.map((pixel) => {
            const id = `${form}-pixel-${pixel.id}`;
            const checked = selected.includes(pixel.id);
            return (
              <div class="check-item" key={pixel.id}>
                <input type="checkbox" id={id} checked={checked} onChange={() => onChange(checked ? selected.filter((p) => p !== pixel.id) : [...selected, pixel.id])} />
                <label for={id}>
                  {pixel.name || t('sh_pixel_n', pixel.id)} <span class="muted small">{pixelTypeLabel(pixel.type)}</span>
                </label>
              </div>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
