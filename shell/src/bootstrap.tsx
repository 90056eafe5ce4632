import '@platform/shared-ui/tokens.css';
import { getInstance, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { providePlatform } from '@platform/shared-ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { createShellPlatform } from './platform/shell-platform';
import { createFederationSource } from './remotes/area-source';
import { providedContractVersion } from './remotes/contract-check';
import { preloadInitialArea } from './preloading/preload-initial-area';
import { preloadNextAreas } from './preloading/preload-next-areas';
import { preloadPageChunks } from './preloading/preload-page-chunks';
import { visitorId } from './remotes/visitor-id';
import { shellHealth, startHealthReporting } from './telemetry/shell-health';
import { getToken } from './platform/auth-store';

const shellPlatform = createShellPlatform();
providePlatform(shellPlatform);

const areas = createFederationSource({
  api: shellPlatform.api,
  runtime: { loadRemote, registerRemotes },
  visitor: visitorId(),
  health: shellHealth,
  contractVersion: providedContractVersion(getInstance()),
});
startHealthReporting();
preloadInitialArea(areas, window.location.pathname, getToken() !== null);
preloadNextAreas(areas, window.location.pathname, {
  hasToken: () => getToken() !== null,
  preloadPages: (area) => preloadPageChunks(area, () => getInstance()?.options.remotes ?? []),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App areas={areas} />
    </BrowserRouter>
  </StrictMode>,
);
