import { matchPath } from 'react-router-dom';
import { routeTable } from '../routes/route-table';
import type { AreaSource } from '../remotes/area-source';

/**
 * Starts loading the area of the page being opened while the shell itself starts, instead of after its
 * first render. Protected areas are only fetched for a browser that holds a token. A failure is shown
 * later, by the area's own fallback, from the same cached load.
 */
export function preloadInitialArea(areas: AreaSource, pathname: string, hasToken: boolean): void {
  const route = routeTable.find((candidate) => matchPath(candidate.path, pathname));
  if (!route || (route.protected && !hasToken)) return;
  areas.load(route.area).catch(() => undefined);
}
