import type { UploadProgress } from '@/lib/api/transport';
import { formatLocale, t } from '@/lib/i18n/messages';
import { formatBytes } from '@/lib/manage/bytes';

/** A native <progress>, named, with the numbers in words beside it. */
export function UploadProgressBar({ progress, done }: { progress: UploadProgress; done: boolean }) {
  const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  // "41%" as the locale writes it ("%41" in Turkish).
  const shown = new Intl.NumberFormat(formatLocale(), { style: 'percent' }).format(percent / 100);
  return (
    <div class="upload-progress">
      <label for="upload-progress-bar" class="field-label">
        {t(done ? 'file_uploaded' : 'file_uploading')}
      </label>
      <progress id="upload-progress-bar" max={progress.total || 1} value={progress.loaded} aria-valuetext={shown} />
      <p class="muted small" aria-live="polite">
        {t('file_progress', formatBytes(progress.loaded), formatBytes(progress.total), shown)}
      </p>
    </div>
  );
}
