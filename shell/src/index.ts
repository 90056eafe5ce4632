// Asynchronous boundary: the federation runtime first sets up the shared singletons (one React for the
// shell and every remote), then the app starts.
import { holdEarlyClicks } from './prerender/early-clicks';

// Clicks on a prerendered page's buttons wait for its hydration (prerender/early-clicks.ts).
holdEarlyClicks();
import('./bootstrap');
