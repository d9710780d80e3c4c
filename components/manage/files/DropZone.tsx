import { useState } from 'preact/hooks';
import { t } from '@/lib/i18n/messages';
import { formatBytes } from '@/lib/manage/bytes';

export interface DropZoneProps {
  id: string;
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
  /** The zone's words (and the input's name); by default any file. */
  label?: string;
}

/**
 * A file input that also takes a dropped file. The native input stays the keyboard path
 * (Tab to it, Enter or Space opens the picker); dropping is the mouse shortcut.
 */
export function DropZone({ id, file, onFile, disabled, label = t('file_drop') }: DropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <div
      class={`drop-zone${over ? ' drop-zone-over' : ''}`}
      data-testid="drop-zone"
      onDragEnter={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragOver={(event) => {
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? 'none' : 'copy';
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const dropped = event.dataTransfer?.files[0];
        if (dropped && !disabled) onFile(dropped);
      }}
    >
      <label class="drop-zone-text" for={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        class="file-input"
        disabled={disabled}
        aria-describedby={`${id}-chosen`}
        onChange={(event) => {
          const chosen = event.currentTarget.files?.[0];
          if (chosen) onFile(chosen);
        }}
      />
      <p id={`${id}-chosen`} class="muted small" role="status">
        {file ? t('file_selected', file.name, formatBytes(file.size)) : ''}
      </p>
    </div>
  );
}
