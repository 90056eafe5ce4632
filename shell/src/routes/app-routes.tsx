import { documentTitle } from '@platform/shared-ui/core';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PlainLayout } from '../layouts/plain-layout';
import { PublicLayout } from '../layouts/public-layout';
import { LoadingScreen } from '../pages/loading-screen';
import { NotFoundPage } from '../pages/not-found-page';
import { AreaPage } from '../remotes/area-page';
import { DocumentTitle, PageTitle } from './document-title';
import { routeTable, type RouteDefinition } from './route-table';

const DashboardLayout = lazy(() => import('../layouts/dashboard-layout'));
// Not among a signed-out visitor's first scripts (it needs the whole platform contract, not only its core);
// the bootstrap fetches it at once when a token is stored.
const RequireAuth = lazy(() => import('./require-auth').then((module) => ({ default: module.RequireAuth })));
const OpsPage = lazy(() => import('../ops/ops-page'));

function pageRoutes(filter: (route: RouteDefinition) => boolean) {
  return routeTable.filter(filter).map((route) => (
    <Route
      key={route.path}
      path={route.path}
      element={
        <>
          <PageTitle page={route.page} />
          <AreaPage route={route} />
        </>
      }
    />
  ));
}

/** The route table as react-router routes, grouped by layout and guard. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {pageRoutes((route) => route.layout === 'public' && !route.protected)}
        <Route
          path="*"
          element={
            <>
              <DocumentTitle title={documentTitle('Page not found')} />
              <NotFoundPage />
            </>
          }
        />
      </Route>
      <Route element={<PlainLayout />}>
        {pageRoutes((route) => route.layout === 'plain' && !route.protected)}
        <Route
          path="/ops"
          element={
            <Suspense fallback={<LoadingScreen />}>
              <DocumentTitle title={documentTitle('Operations')} />
              <OpsPage />
            </Suspense>
          }
        />
      </Route>
      <Route
        element={
          <Suspense fallback={<LoadingScreen />}>
            <RequireAuth />
          </Suspense>
        }
      >
        <Route
          element={
            <Suspense fallback={<LoadingScreen />}>
              <DashboardLayout />
            </Suspense>
          }
        >
          {pageRoutes((route) => route.layout === 'dashboard')}
        </Route>
        <Route element={<PlainLayout />}>
          {pageRoutes((route) => route.layout === 'plain' && route.protected)}
        </Route>
      </Route>
    </Routes>
  );
}
