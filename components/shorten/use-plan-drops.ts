import { useEffect, useState } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { droppedByPlan, type DroppedSetting } from '@/lib/links/plan-drops';

/** What reading links back showed this installation's plan drops (storage only, no request); null until read. */
export function usePlanDrops(): DroppedSetting[] | null {
  const connection = useConnection();
  const [dropped, setDropped] = useState<DroppedSetting[] | null>(null);
  useEffect(() => {
    let live = true;
    void droppedByPlan(connection)
      .catch(() => [])
      .then((found) => live && setDropped(found));
    return () => {
      live = false;
    };
  }, [connection]);
  return dropped;
}
