import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { authRoutes } from './auth/auth-routes.js';
import { billingRoutes } from './billing/billing-routes.js';
import type { AppDeps } from './deps.js';
import { docsRoutes } from './docs/docs-routes.js';
import { formRoutes } from './forms/form-routes.js';
import { healthRoutes } from './health/health-routes.js';
import { ApiError } from './http/api-error.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { requestLog } from './http/request-log.js';
import { createRouter } from './http/router.js';
import { securityHeaders } from './http/security-headers.js';
import { marketingRoutes } from './marketing/marketing-routes.js';
import { profileRoutes } from './profile/profile-routes.js';
import { projectRoutes } from './projects/project-routes.js';
import { remoteFileRoutes, remoteRegistryRoutes } from './remotes/remote-routes.js';
import { siteChatRoutes } from './site-chat/site-chat-routes.js';
import { shellRoutes } from './spa/shell-routes.js';

/** JSON bodies of the API; uploads get their own, larger limits on their routes. */
const maxBodyBytes = 1024 * 1024;

/** The whole HTTP surface, without a server, so tests run it in process with `app.request(...)`. */
export function createApp(deps: AppDeps) {
  const api = createRouter()
    .route('/', healthRoutes(deps))
    .route('/', remoteRegistryRoutes(deps))
    .route('/', formRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', projectRoutes(deps))
    .route('/', billingRoutes(deps))
    .route('/', marketingRoutes(deps))
    .route('/', siteChatRoutes(deps));

  const app = createRouter();
  app.use(requestId());
  app.use(requestLog(deps.log));
  app.use(securityHeaders());
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new ApiError(413, 'The request body is too large (1 MB at most).');
      },
    }),
  );
  app.route('/api', api);
  app.route('/', docsRoutes(app));
  app.route('/', remoteFileRoutes(deps));
  app.route('/', shellRoutes(deps));
  app.notFound(notFoundHandler);
  app.onError(errorHandler(deps.log));
  return app;
}

export type App = ReturnType<typeof createApp>;
