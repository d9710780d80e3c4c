import { useEffect, useState } from 'preact/hooks';
import { readBatch, watchBatch, type Batch } from '@/lib/bulk/batch';

/** The stored bulk batch, followed live as the worker sends it; `ready` once storage answered. */
export function useBatch(): { batch: Batch | null; ready: boolean } {
  const [state, setState] = useState<{ batch: Batch | null; ready: boolean }>({ batch: null, ready: false });
  useEffect(() => {
    let live = true;
    void readBatch().then((batch) => live && setState((current) => (current.ready ? current : { batch, ready: true })));
    const stop = watchBatch((batch) => live && setState({ batch, ready: true }));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return state;
}
