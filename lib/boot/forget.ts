// The popup's early paint (issue #25). The popup keeps the markup of its plain first frame (the
// form shell) in localStorage (lib/boot/save.ts, components/popup/use-boot-snapshot.ts); on the
// next opening, assets/public/popup-paint.js, a classic script right after #app, paints it, when
// it was taken by this build in this language, before the module has run; the app then renders
// over those nodes, reusing them, and they stay inert until it has. A broken record costs the
// opening its early paint, nothing more. That script is plain JavaScript, not built, as small as
// it can be: components/popup/early-paint.test.ts holds the two to one format. A page that changes what the first view shows (an installation's name, the
// theme) forgets the snapshot, so no opening paints anything stale. Every extension page shares
// localStorage; the worker has none and nothing to forget.

export const BOOT_SNAPSHOT_KEY = 'trim:boot-snapshot';

export function forgetBootSnapshot(): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(BOOT_SNAPSHOT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
