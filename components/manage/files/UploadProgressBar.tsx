import type { UploadProgress } from '@/lib/api/transport';
import { formatBytes } from '@/lib/manage/bytes';

/** A native <progress>, named, with the numbers in words beside it. */
export function UploadProgressBar({ progress, done }: { progress: UploadProgress; done: boolean }) {
  const percent = progress.total > 0 ? Math.floor((progress.loaded / progress.total) * 100) : 0;
  return (
    <div class="upload-progress">
      <label for="upload-progress-bar" class="field-label">
        {done ? 'Uploaded' : 'Uploading…'}
      </label>
      <progress id="upload-progress-bar" max={progress.total || 1} value={progress.loaded} aria-valuetext={`${percent}%`} />
      <p class="muted small" aria-live="polite">
        {`${formatBytes(progress.loaded)} of ${formatBytes(progress.total)} (${percent}%)`}
      </p>
    </div>
  );
}
