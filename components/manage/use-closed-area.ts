import { useEffect } from 'preact/hooks';
import { useConnection } from '@/components/connection/context';
import { useReference } from '@/components/reference/use-reference';
import { areaRefusal, type Refusal } from '@/lib/api/errors';
import { cachedRefusal, closedBy, type Area } from '@/lib/reference/areas';
import { recordAreas } from '@/lib/reference/cache';
import { isReferenceKind } from '@/lib/reference/data';

/**
 * What closes the area a view shows (see closedBy), given the view's own request. What that
 * request learned goes to the shared cache, so every picker follows without a request of its own.
 */
export function useClosedArea(area: Area, resource: { error: unknown; data: unknown }): Refusal | null {
  const connection = useConnection();
  const { data: reference } = useReference(false);
  const source = connection.source;
  const loaded = resource.data !== undefined && !resource.error;

  useEffect(() => {
    if (!isReferenceKind(area)) return;
    const learned = resource.error ? areaRefusal(resource.error) : loaded ? null : undefined;
    // A failure of another kind, or no answer yet: nothing learned.
    if (learned === undefined || (resource.error && learned === null)) return;
    if (cachedRefusal(reference, area, source) === learned) return;
    void recordAreas(connection, [{ kind: area, refusal: learned }]);
  }, [area, resource.error, loaded, reference, source, connection]);

  return closedBy(area, { error: resource.error, loaded, reference, source });
}
