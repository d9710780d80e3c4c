import { createHash } from 'node:crypto';
import { realpathSync } from 'node:fs';

// Chromium names an unpacked extension that has no manifest `key` after its folder: SHA-256 of
// the folder's real path (symlinks resolved, as --load-extension resolves them), the first 16
// bytes in hex, each digit written as a letter from a to p. POSIX paths only: Windows hashes the
// path as UTF-16, which the bench, the one user, never runs on.

export function extensionIdForPath(realPath: string): string {
  const hex = createHash('sha256').update(realPath).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode('a'.charCodeAt(0) + parseInt(digit, 16))).join('');
}

/** The id Chromium gives the unpacked extension in `dir`. */
export function unpackedExtensionId(dir: string): string {
  return extensionIdForPath(realpathSync(dir));
}
