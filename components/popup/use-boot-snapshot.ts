import { useLayoutEffect, useRef } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { forgetBootSnapshot } from '@/lib/boot/forget';

// The next opening paints this opening's first frame early (lib/boot) when that frame was the
// plain form shell, before any answer, lazy part or notice. Any other first frame (a one-click
// failure, a cleaning note, the paste box or a view whose code is still loading) is not kept,
// and the older snapshot is forgotten, so the early paint is always the frame the app draws first.

let firstFrame: 'rendering' | 'kept' | 'shown' = 'rendering';

/** The form keeps the frame when it is plain and in the first frame (its effect runs as that frame commits). */
export function useBootSnapshot(plain: boolean): void {
  const seen = useRef(false);
  useLayoutEffect(() => {
    const app = document.getElementById('app');
    if (seen.current || firstFrame !== 'rendering' || !plain || !app) return;
    seen.current = true;
    firstFrame = 'kept';
    // The frame as it is now; serialised and stored once the writer has loaded.
    const frame = {
      copy: app.cloneNode(true) as Element,
      selected: [...app.querySelectorAll('select')].map((select) => select.selectedIndex),
      attributes: [...document.documentElement.attributes].map((a): [string, string] => [a.name, a.value]),
    };
    void import('@/lib/boot/save').then(({ saveBootSnapshot }) => saveBootSnapshot(frame, browser.i18n.getUILanguage()));
  }, [plain]);
}

/** Called once the first render has committed: a first frame nobody kept forgets the older one. */
export function firstFrameShown(): void {
  if (firstFrame === 'rendering') forgetBootSnapshot();
  firstFrame = 'shown';
}
