import { PRERENDERED_FOR_META } from '@platform/contract';

export interface HydrationFacts {
  /** `#root` as the API sent it. */
  container: Element;
  /** A token was stored: the area's build is chosen by the account, which the API could not see. */
  signedIn: boolean;
  /** The id the API picked the HTML's builds by (its cookie when the page arrived), if any. */
  servedFor: string | null;
  /** The id this browser asks `GET /api/remotes` with. */
  visitor: string;
  /** The HTML's build is everyone's (no canary of its area when it was served). */
  forEveryone: boolean;
}

/** Whether the page says its HTML was made from the build every visitor gets. */
export function prerenderedForEveryone(page: Document = document): boolean {
  return page.querySelector(`meta[name="${PRERENDERED_FOR_META}"]`)?.getAttribute('content') === 'everyone';
}

/**
 * Whether the shell hydrates the page the API prerendered instead of rendering afresh: only when its first
 * render is that HTML. The HTML is made signed out and the header shows a session only once hydrated
 * (layouts/public-layout.tsx), so what decides is the area's build: everyone's, or chosen by this browser's
 * own id for a visitor who is not signed in (a signed-in user's canary bucket is their account's).
 */
export function canHydrate({
  container,
  signedIn,
  servedFor,
  visitor,
  forEveryone,
}: HydrationFacts): boolean {
  if (container.firstElementChild === null) return false;
  return forEveryone || (!signedIn && (servedFor === null || servedFor === visitor));
}
