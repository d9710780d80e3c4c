import { formatLocale, t } from '@/lib/i18n/messages';
import { formatBytes } from '@/lib/manage/bytes';

/**
 * A native <progress>, named, with the numbers in words beside it. While the file is sent the bar
 * only says that it is under way (no value: the browser animates it): an upload goes through
 * fetch, which cannot be made to follow a redirect's 307 with the file and says nothing of the
 * bytes as they leave (lib/api/transport.ts). Once the service answered, every byte arrived.
 */
export function UploadProgressBar({ size, done }: { size: number; done: boolean }) {
  // "100%" as the locale writes it ("%100" in Turkish).
  const shown = new Intl.NumberFormat(formatLocale(), { style: 'percent' }).format(1);
  return (
    <div class="upload-progress">
      <label for="upload-progress-bar" class="field-label">
        {t(done ? 'file_uploaded' : 'file_uploading')}
      </label>
      {done ? <progress id="upload-progress-bar" max={size || 1} value={size || 1} aria-valuetext={shown} /> : <progress id="upload-progress-bar" />}
      <p class="muted small" aria-live="polite">
        {done ? t('file_progress', formatBytes(size), formatBytes(size), shown) : t('file_sending', formatBytes(size))}
      </p>
    </div>
  );
}
