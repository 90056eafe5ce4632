/**
 * Addresses people type for the account pages that the spec names otherwise. A visitor typing /signup
 * expects the sign-up page, not "Page not found"; a permanent redirect also tells search engines which
 * address is the page's own. Matched without a trailing slash or case, as people type them.
 */
const aliases: Record<string, string> = {
  '/signup': '/register',
  '/sign-up': '/register',
  '/join': '/register',
  '/signin': '/login',
  '/sign-in': '/login',
  '/log-in': '/login',
};

/** Where a typed alias leads (its query kept), or null when the path is not one. */
export function aliasTarget(path: string, search: string): string | null {
  const target = aliases[path.toLowerCase().replace(/\/+$/, '')];
  return target ? `${target}${search}` : null;
}
