import { SERVED_REGISTRY_ID } from '@platform/contract';
import type { ApiOperation, ApiResult } from '@platform/shared-ui';

/*
 * The registry answer the API puts in a prerendered page (api/src/platform/spa/prerendered-page.ts): the builds
 * `GET /api/remotes` would give this browser when the page was served, and the manifest of the page's area's
 * build. With it the shell loads that area's `remoteEntry.js` as it starts, instead of after two round trips.
 */

type Remotes = ApiResult<ApiOperation<'/api/remotes', 'get'>>['remotes'];

/** The builds and manifests the page came with, as the shell uses them. */
export interface ServedRegistry {
  remotes: Remotes;
  /** Parsed `mf-manifest.json` files by their address (the registry entry's `entry`). */
  manifests: Readonly<Record<string, unknown>>;
}

export interface ServedRegistryFacts {
  /** A token was stored: with a canary, the account picks the bucket, which the API could not see. */
  signedIn: boolean;
  /** The id this browser asks `GET /api/remotes` with. */
  visitor: string;
  page?: Document;
  /** This document's navigation entry (`performance.getEntriesByType('navigation')[0]`). */
  navigation?: Pick<PerformanceNavigationTiming, 'transferSize'> | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The page's registry answer when it is this browser's and current, else null (the shell then asks the API):
 * current when the document came from the server (a 200, or a 304 that confirmed it: the answer is inside it, so
 * its ETag changes with the registry), not when the browser took it from its cache without asking (a history
 * navigation, a restored tab), as a rollback may have happened since; this browser's when no area had a canary
 * (everyone gets the same builds), or when it was picked by this browser's id for a visitor who is not signed in.
 */
export function servedRegistry({
  signedIn,
  visitor,
  page = document,
  navigation = currentNavigation(),
}: ServedRegistryFacts): ServedRegistry | null {
  const text = page.getElementById(SERVED_REGISTRY_ID)?.textContent;
  if (!text || !navigation || !(navigation.transferSize > 0)) return null;
  let served: unknown;
  try {
    served = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObject(served) || !Array.isArray(served.remotes) || !isObject(served.manifests)) return null;
  const pickedFor = served.visitor ?? null;
  if (pickedFor !== null && (signedIn || pickedFor !== visitor)) return null;
  return { remotes: served.remotes as Remotes, manifests: served.manifests };
}

function currentNavigation(): PerformanceNavigationTiming | undefined {
  return performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
}
