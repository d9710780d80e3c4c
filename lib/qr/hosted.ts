import type { ApiClient } from '@/lib/api';
import { readQrImage, UNREAD, type QrImageReading } from './read';

/**
 * What a code's hosted image shows, read with no API request (the image is public). Never
 * rejects: an image the service does not serve, that does not arrive or that Trim cannot read is
 * UNREAD, a code Trim could not read, never a failure of what asked for it.
 */
export async function readHostedQr(client: ApiClient, link: string): Promise<QrImageReading> {
  if (!link) return UNREAD;
  try {
    const served = await client.qr.image(link);
    return served ? readQrImage(served.contentType, served.text) : UNREAD;
  } catch {
    return UNREAD;
  }
}
