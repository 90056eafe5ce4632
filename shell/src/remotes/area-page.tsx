import { Spinner } from '@platform/shared-ui/core';
import { lazy, Suspense, use, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pageShown } from '../preloading/first-page-shown';
import { replayEarlyClicks } from '../prerender/early-clicks';
import { AREAS } from '../routes/areas';
import type { RouteDefinition } from '../routes/route-table';
import { shellHealth } from '../telemetry/shell-health';
import { AreaBoundary } from './area-boundary';
import styles from './area-page.module.css';
import { useAreaSource } from './area-source-context';

// Only for a build that lacks one of the route table's pages: not among every first page's scripts.
const PageComingSoon = lazy(() => import('../pages/page-coming-soon'));

function AreaContent({ route }: { route: RouteDefinition }) {
  const module = use(useAreaSource().load(route.area));
  const Page = module.pages[route.page];
  // The build is for operators: always in the markup, shown only with `?build` in the address, read once
  // mounted, as the prerendered HTML it may hydrate was made without the query.
  const { search } = useLocation();
  const [showBuild, setShowBuild] = useState(false);
  useEffect(() => setShowBuild(new URLSearchParams(search).has('build')), [search]);
  useEffect(pageShown, []);
  useEffect(replayEarlyClicks, []);
  return (
    <div className={styles.area}>
      <div className={styles.content}>{Page ? <Page /> : <PageComingSoon />}</div>
      <p className={styles.stamp} data-testid="area-build" hidden={!showBuild}>
        {AREAS[route.area].label} build {module.version}
      </p>
    </div>
  );
}

/** One route's page from its area's remote, loaded on first visit, with its own fallback. */
export function AreaPage({ route }: { route: RouteDefinition }) {
  const source = useAreaSource();
  useEffect(() => shellHealth.shown(route.area), [route.area]);
  return (
    <AreaBoundary
      key={route.path}
      area={AREAS[route.area]}
      onRetry={() => source.reset(route.area)}
      onError={(error) => shellHealth.failed(route.area, error)}
    >
      <Suspense
        fallback={
          <div className={styles.loading} data-testid="area-loading">
            <Spinner label="Loading..." />
          </div>
        }
      >
        <AreaContent route={route} />
      </Suspense>
    </AreaBoundary>
  );
}
