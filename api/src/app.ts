import { accountRoutes } from './account/account.handlers.js';
import { authRoutes } from './auth/auth-routes.js';
import { accountBillingRoutes } from './billing/billing.handlers.js';
import { billingRoutes } from './billing/billing-routes.js';
import { briefRoutes } from './brief/brief.handlers.js';
import { contractRoutes } from './contracts/contracts.handlers.js';
import type { AppDeps } from './deps.js';
import { docsRoutes } from './docs/docs-routes.js';
import { fileTrashRoutes } from './files/file-trash.routes.js';
import { recentUpdateRoutes } from './events/recent-updates.handlers.js';
import { streamRoutes } from './events/stream.handlers.js';
import { fileRoutes } from './files/files.handlers.js';
import { formRoutes } from './forms/form-routes.js';
import { healthRoutes } from './health/health-routes.js';
import { featureRoutes } from './features/feature.handlers.js';
import { errorHandler, notFoundHandler } from './http/error-handler.js';
import { requestBody } from './http/request-body.js';
import { requestLog } from './http/request-log.js';
import { createRouter } from './http/router.js';
import { conditionalReads } from './http/conditional-reads.js';
import { securityHeaders } from './http/security-headers.js';
import { devMailboxRoutes } from './mail/dev-mailbox-routes.js';
import { meetingRoutes } from './meetings/meetings.handlers.js';
import { handoverRoutes } from './handover/handover.handlers.js';
import { milestoneRoutes } from './milestones/milestones.handlers.js';
import { createMetrics } from './metrics/metrics.js';
import { metricsRoutes } from './metrics/metrics-routes.js';
import { marketingRoutes } from './marketing/marketing-routes.js';
import { notificationPreferenceRoutes } from './notifications/notification-preference-routes.js';
import { notificationRoutes } from './notifications/notification-routes.js';
import { opsRoutes } from './ops/ops-routes.js';
import { paymentRoutes } from './payments/payment-routes.js';
import { testCheckoutRoutes } from './payments/test-checkout-routes.js';
import { onboardingRoutes } from './onboarding/onboarding.handlers.js';
import { placementRoutes } from './placements/placements.handlers.js';
import { pageChatRoutes } from './page-chat/page-chat.handlers.js';
import { permissionRoutes } from './permissions/permission-routes.js';
import { profileRoutes } from './profile/profile-routes.js';
import { projectChatRoutes } from './project-chat/chat-routes.js';
import { insightRoutes } from './projects/insight-routes.js';
import { projectDeleteRoutes } from './projects/project-delete-routes.js';
import { projectArchiveRoutes } from './projects/project-archive.js';
import { projectEditRoutes } from './projects/project-edit-routes.js';
import { projectRoutes } from './projects/project-routes.js';
import { requestLimits } from './rate-limit/request-limits.js';
import { reviewRoutes } from './reviews/reviews.handlers.js';
import { commentRoutes } from './comments/comments.handlers.js';
import { automaticRollback } from './remotes/automatic-rollback.js';
import { remoteFileRoutes, remoteRegistryRoutes } from './remotes/remote-routes.js';
import { DEFAULT_ROLLBACK_RULE } from './remotes/rollback-rule.js';
import { siteChatRoutes } from './site-chat/site-chat-routes.js';
import { staffRoutes } from './staff/staff.handlers.js';
import { inboxRoutes } from './inbox/inbox.handlers.js';
import { moneyDeskRoutes } from './money-desk/money-desk.routes.js';
import { payoutRoutes } from './payouts/payouts.routes.js';
import { handOffRoutes } from './site-chat/hand-off-routes.js';
import { teamRoutes } from './team/team.handlers.js';
import { telemetryRoutes } from './telemetry/telemetry-routes.js';
import { taskEditRoutes } from './tasks/task-edit.handlers.js';
import { taskRoutes } from './tasks/task.handlers.js';
import { staffingRoutes } from './staffing/staffing.handlers.js';
import { talentPoolRoutes } from './talent/talent-pool.handlers.js';
import { talentRoutes } from './talent/talent.handlers.js';
import { shellRoutes } from './spa/shell-routes.js';

/** JSON bodies of the API. */
const jsonLimit = { maxBytes: 1024 * 1024, message: 'The request body is too large (1 MB at most).' };
/** Multipart uploads, at most; each upload route sets its own, smaller limit. */
const uploadLimit = { maxBytes: 10 * 1024 * 1024, message: 'The upload is too large (10 MB at most).' };

const isMultipart = (contentType: string) => /^multipart\/form-data\b/i.test(contentType);

/** The whole HTTP surface, without a server, so tests run it in process with `app.request(...)`. */
export function createApp(deps: AppDeps) {
  const metrics = createMetrics({ prisma: deps.prisma, pool: deps.databasePool, now: deps.now });
  const api = createRouter()
    .route('/', healthRoutes(deps))
    .route('/', remoteRegistryRoutes(deps))
    .route('/', opsRoutes(deps))
    .route('/', formRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', devMailboxRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', accountRoutes(deps))
    .route('/', projectRoutes(deps))
    .route('/', projectEditRoutes(deps))
    .route('/', projectDeleteRoutes(deps))
    .route('/', projectArchiveRoutes(deps))
    .route('/', briefRoutes(deps))
    .route('/', featureRoutes(deps))
    .route('/', pageChatRoutes(deps))
    .route('/', projectChatRoutes(deps))
    .route('/', insightRoutes(deps))
    .route('/', teamRoutes(deps))
    .route('/', permissionRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/', notificationPreferenceRoutes(deps))
    .route('/', streamRoutes(deps))
    .route('/', recentUpdateRoutes(deps))
    .route('/', taskRoutes(deps))
    .route('/', taskEditRoutes(deps))
    .route('/', fileTrashRoutes(deps))
    .route('/', fileRoutes(deps))
    .route('/', reviewRoutes(deps))
    .route('/', commentRoutes(deps))
    .route('/', meetingRoutes(deps))
    .route('/', milestoneRoutes(deps))
    .route('/', handoverRoutes(deps))
    .route('/', talentRoutes(deps))
    .route('/', talentPoolRoutes(deps))
    .route('/', staffingRoutes(deps))
    .route('/', contractRoutes(deps))
    .route('/', onboardingRoutes(deps))
    .route('/', placementRoutes(deps))
    .route('/', billingRoutes(deps))
    .route('/', accountBillingRoutes(deps))
    .route('/', paymentRoutes(deps))
    // The embedded provider's webhook goes through the whole app, like Paystack's HTTP call.
    .route(
      '/',
      testCheckoutRoutes(deps, async (request) => app.fetch(request)),
    )
    .route('/', marketingRoutes(deps))
    .route('/', siteChatRoutes(deps))
    .route('/', handOffRoutes(deps))
    .route('/', staffRoutes(deps))
    .route('/', inboxRoutes(deps))
    .route('/', moneyDeskRoutes(deps))
    .route('/', payoutRoutes(deps))
    .route(
      '/',
      telemetryRoutes(deps, metrics, automaticRollback(deps, deps.rollbackRule ?? DEFAULT_ROLLBACK_RULE)),
    );

  const app = createRouter();
  app.use(metrics.requestMetrics);
  app.use(requestLog(deps.log));
  app.use(securityHeaders());
  app.use('/api/*', requestLimits(deps));
  app.use(
    '/api/*',
    requestBody((contentType) => (isMultipart(contentType) ? uploadLimit : jsonLimit)),
  );
  app.use('/api/*', conditionalReads());
  app.route('/api', api);
  app.route('/', docsRoutes(app));
  app.route('/', metricsRoutes(metrics, deps.metricsToken ?? null));
  app.route('/', remoteFileRoutes(deps));
  app.route('/', shellRoutes(deps));
  app.notFound(notFoundHandler);
  app.onError(errorHandler(deps.log));
  return app;
}

export type App = ReturnType<typeof createApp>;
