import { useEffect, useState } from 'preact/hooks';
import { currentRoute, ROUTE_EVENT } from '@/lib/manage/history';
import { sameRoute, type ManageRoute } from '@/lib/manage/route';

/** The route as state, following pushState navigation and back/forward. */
export function useRoute(): ManageRoute {
  const [route, setRoute] = useState(currentRoute);
  useEffect(() => {
    const sync = () =>
      setRoute((previous) => {
        const next = currentRoute();
        return sameRoute(previous, next) ? previous : next;
      });
    window.addEventListener('popstate', sync);
    window.addEventListener(ROUTE_EVENT, sync);
    return () => {
      window.removeEventListener('popstate', sync);
      window.removeEventListener(ROUTE_EVENT, sync);
    };
  }, []);
  return route;
}
