export interface HydrationFacts {
  /** `#root` as the API sent it. */
  container: Element;
  /** A token was stored: the header and the area's build may differ from the visitor's HTML. */
  signedIn: boolean;
  /** The id the API picked the HTML's builds by (its cookie when the page arrived), if any. */
  servedFor: string | null;
  /** The id this browser asks `GET /api/remotes` with. */
  visitor: string;
}

/**
 * Whether the shell hydrates the page the API prerendered instead of rendering afresh. Only when the HTML is
 * what this browser's first render produces: a visitor who is not signed in (the HTML is made signed out;
 * a signed-in user's canary bucket is their account's, which the API cannot see in a page request), whose
 * builds the API chose by this browser's own id. Otherwise the shell renders as without prerendering.
 */
export function canHydrate({ container, signedIn, servedFor, visitor }: HydrationFacts): boolean {
  return container.firstElementChild !== null && !signedIn && (servedFor === null || servedFor === visitor);
}
