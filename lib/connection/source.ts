import type { Connection } from '@/lib/settings/schema';

/**
 * Identifies a connection without storing the key a second time: the base URL plus a short
 * non-reversible hash (FNV-1a) of the key.
 */
export function connectionSource(connection: Connection): string {
  let hash = 0x811c9dc5;
  for (const char of connection.apiKey.trim()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${connection.baseUrl.trim().replace(/\/+$/, '')}#${hash.toString(16)}`;
}
