// The popup's early paint (issue #25). The popup keeps the markup of its plain first frame (the
// form shell) in localStorage (lib/boot/save.ts, components/popup/use-boot-snapshot.ts). On the
// next opening, assets/public/popup-paint.js paints it, when it was taken by this build in this
// language; the app then renders over those nodes, reusing them, and they stay inert until it has.
// That script loads first in the head, async and at high priority: neither the stylesheet nor the
// module waits for it, nor it for them, so the kept frame is in the page's first frame (a parser
// script after the stylesheet waited for it and missed that frame). Being async it may run before
// #app is parsed (it waits for the parse) or after the app has drawn (it does nothing). A broken
// record costs the opening its early paint, nothing more. The script is plain JavaScript, not
// built, as small as it can be: components/popup/early-paint.test.ts holds the two to one format.
// A page that changes what the first view shows (an installation's name, the theme) forgets the
// snapshot, so no opening paints anything stale. Every extension page shares localStorage; the
// worker has none and nothing to forget.

export const BOOT_SNAPSHOT_KEY = 'trim:boot-snapshot';

export function forgetBootSnapshot(): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.removeItem(BOOT_SNAPSHOT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}
