import type { ComponentChildren, ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { Spinner } from './Spinner';
import { track } from '@/lib/activity/activity';
import { t } from '@/lib/i18n/messages';

/**
 * A component whose code loads on first render (a separate chunk), so the popup's first
 * paint carries only what it shows at once. Preact's own `lazy` needs preact/compat.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown while the code loads; a spinner by default (built at render: no text at import), `null` for nothing. */
  fallback?: ComponentChildren,
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => (pending ??= track('load a view', load()).then((component) => (loaded = component)));

  function Lazy(props: P) {
    const [ready, setReady] = useState(loaded !== undefined);
    // Asks for a render even when the code arrived between this render and the effect (a
    // preload started ahead): the fallback already on screen would otherwise stay.
    useEffect(() => {
      if (ready) return;
      let alive = true;
      void start().then(() => alive && setReady(true));
      return () => {
        alive = false;
      };
    }, [ready]);
    const Component = loaded;
    return Component ? <Component {...props} /> : <>{fallback === undefined ? <Spinner label={t('ui_loading')} /> : fallback}</>;
  }
  /** Starts loading ahead of time (e.g. when a tab is hovered). */
  Lazy.preload = start;
  return Lazy;
}
