import '@platform/shared-ui/tokens.css';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { providePlatform } from '@platform/shared-ui/core';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, notices } from './app';
import { createShellPlatform } from './platform/shell-platform';
import { canHydrate, prerenderedForEveryone } from './prerender/hydration';
import { readVisitorCookie, writeVisitorCookie } from './prerender/visitor-cookie';
import { createFederationSource } from './remotes/area-source';
import { servedRegistry } from './remotes/served-registry';
import { providedContractVersion } from './remotes/contract-check';
import { preloadInitialArea } from './preloading/preload-initial-area';
import { startPreloading } from './preloading/start-preloading';
import { visitorId } from './remotes/visitor-id';
import { shellHealth, startHealthReporting } from './telemetry/shell-health';
import { getToken } from './platform/auth-store';

// The start in a task after the one that evaluated the modules above (react-dom's among them): in one task the
// two went past 50 ms on a phone (Lighthouse's 4x slower processor), blocking input while the page showed.
setTimeout(() => {
  const shellPlatform = createShellPlatform();
  providePlatform(shellPlatform);

  const servedFor = readVisitorCookie();
  const visitor = visitorId(undefined, servedFor);
  writeVisitorCookie(visitor);

  const areas = createFederationSource({
    api: shellPlatform.api,
    runtime: { loadRemote, registerRemotes },
    visitor,
    health: shellHealth,
    contractVersion: providedContractVersion(getInstance()),
    // A prerendered page carries the registry's answer: the page's area loads without asking first.
    served: servedRegistry({ signedIn: getToken() !== null, visitor }),
  });
  startHealthReporting();
  preloadInitialArea(areas, window.location.pathname, getToken() !== null);
  if (getToken() !== null) void import('./routes/require-auth');
  startPreloading(areas);

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  // The same tree as the prerendered HTML (prerender/render-page.tsx), so hydrating it changes nothing on
  // screen: the area's part stays as the server made it until its remote has loaded, then comes alive.
  const shell = (
    <StrictMode>
      <BrowserRouter>
        <App areas={areas} />
      </BrowserRouter>
      {notices}
    </StrictMode>
  );
  const forEveryone = prerenderedForEveryone(); // the HTML's build is the one a signed-in user gets too
  if (canHydrate({ container, signedIn: getToken() !== null, servedFor, visitor, forEveryone })) {
    // In a transition, React hydrates in slices of a few milliseconds and lets the browser run between them,
    // instead of one long task (a phone's main thread blocked ~150 ms for the home page).
    startTransition(() => {
      hydrateRoot(container, shell);
    });
  } else {
    createRoot(container).render(shell);
  }
});
