import type { FileUploadOptions, FileUploaded } from '@/lib/api';
import type { ApiConnection } from '@/lib/connection/connection';
import { clientOf } from '@/lib/connection/endpoints';

/**
 * Uploads one file for the Files section through the page's connection: it checks the address,
 * the key and the origin's permission before any byte is sent.
 */
export async function uploadFile(connection: ApiConnection, file: Blob, filename: string, options: FileUploadOptions, signal: AbortSignal): Promise<FileUploaded> {
  const client = await clientOf(connection);
  return client.files.upload(filename, file, options, { signal });
}
