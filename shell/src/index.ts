// Asynchronous boundary: the federation runtime first sets up the shared singletons (one React for the
// shell and every remote), then the app starts.
import { holdEarlyClicks } from './prerender/early-clicks';

// Clicks on a prerendered page's buttons wait for its hydration (prerender/early-clicks.ts).
holdEarlyClicks();
// In a task of its own: setting up the bootstrap's chunks and shared modules, in the same task as the federation
// runtime's start, made one long task on a phone (~150 ms at Lighthouse's 4x slower processor).
setTimeout(() => import('./bootstrap'));
