import { uploadWithProgress, type UploadProgress } from '../api/upload-progress';
import type { FileUploadOptions, FileUploaded } from '../api';
import { getApiClient } from '../connection/client';
import { recordRateLimit } from '../connection/rate-limit';
import { getSettings } from '../settings/items';

/**
 * Uploads one file for the Files section with progress. The connection is checked the same
 * way as every other call (configured, origin granted) before any byte is sent.
 */
export async function uploadFile(
  file: Blob,
  filename: string,
  options: FileUploadOptions,
  onProgress: (progress: UploadProgress) => void,
  signal: AbortSignal,
): Promise<FileUploaded> {
  await getApiClient();
  const { connection } = await getSettings();
  return uploadWithProgress({
    baseUrl: connection.baseUrl,
    apiKey: connection.apiKey,
    filename,
    data: file,
    options,
    onProgress,
    signal,
    onRateLimit: (state) => void recordRateLimit(state),
  });
}
