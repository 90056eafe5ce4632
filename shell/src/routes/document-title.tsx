import { useEffect } from 'react';
import { afterFirstPage } from '../preloading/first-page-shown';
import type { RouteDefinition } from './route-table';

/** Sets the browser tab's title while the page is shown. */
export function DocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/**
 * Sets the tab's title of a page of the route table while it is shown. The table of titles is not among the
 * first page's scripts: a prerendered page's HTML carries its title already, so the table comes after the
 * first page (preloading/first-page-shown.ts) and names the pages visited next.
 */
export function PageTitle({ page }: Pick<RouteDefinition, 'page'>) {
  useEffect(() => {
    let shown = true;
    void afterFirstPage
      .then(() => import('./page-titles'))
      .then(({ pageTitle }) => {
        if (shown) document.title = pageTitle({ page });
      });
    return () => {
      shown = false;
    };
  }, [page]);
  return null;
}
