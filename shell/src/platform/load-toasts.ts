import { afterFirstPage } from '../preloading/first-page-shown';

/**
 * The toasts' store and rules (toasts.ts), which are not among the first page's scripts: they come after it,
 * with the toaster that shows them (app.tsx). A toast asked for sooner waits for them, in order.
 */
export const loadToasts = () => afterFirstPage.then(() => import('./toasts'));
