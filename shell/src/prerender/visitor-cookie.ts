import { VISITOR_ID_KEY } from '../remotes/visitor-id';

/*
 * The browser's random id (remotes/visitor-id.ts) as a cookie too: the API picks a public page's prerendered
 * HTML by it before any script runs, so the HTML and the scripts come from the same build of the area.
 */

const maxAgeSeconds = 365 * 24 * 60 * 60;

/** The id the API served this page's HTML for, if it had one. */
export function readVisitorCookie(cookies: string = document.cookie): string | null {
  const pair = cookies.split('; ').find((item) => item.startsWith(`${VISITOR_ID_KEY}=`));
  return pair ? decodeURIComponent(pair.slice(VISITOR_ID_KEY.length + 1)) : null;
}

export function writeVisitorCookie(id: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${VISITOR_ID_KEY}=${encodeURIComponent(id)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
