import { accountRoutes } from './accounts/settings/account.handlers.js';
import { authRoutes } from './accounts/auth/auth-routes.js';
import { accountBillingRoutes } from './billing/subscriptions/billing.handlers.js';
import { billingRoutes } from './billing/subscriptions/billing-routes.js';
import { briefRoutes } from './workspace/brief/brief.handlers.js';
import { contractRoutes } from './workspace/contracts/contracts.handlers.js';
import type { AppDeps } from './deps.js';
import { docsRoutes } from './platform/docs/docs-routes.js';
import { fileTrashRoutes } from './workspace/files/file-trash.routes.js';
import { recentUpdateRoutes } from './workspace/events/recent-updates.handlers.js';
import { streamRoutes } from './workspace/events/stream.handlers.js';
import { fileRoutes } from './workspace/files/files.handlers.js';
import { formRoutes } from './platform/forms/form-routes.js';
import { healthRoutes } from './platform/health/health-routes.js';
import { featureRoutes } from './workspace/features/feature.handlers.js';
import { errorHandler, notFoundHandler } from './platform/http/error-handler.js';
import { requestBody } from './platform/http/request-body.js';
import { requestLog } from './platform/http/request-log.js';
import { createRouter } from './platform/http/router.js';
import { conditionalReads } from './platform/http/conditional-reads.js';
import { answerCaching } from './platform/http/answer-cache.js';
import { securityHeaders } from './platform/http/security-headers.js';
import { devMailboxRoutes } from './platform/mail/dev-mailbox-routes.js';
import { meetingRoutes } from './workspace/meetings/meetings.handlers.js';
import { handoverRoutes } from './workspace/handover/handover.handlers.js';
import { milestoneRoutes } from './workspace/milestones/milestones.handlers.js';
import { createMetrics } from './platform/metrics/metrics.js';
import { metricsRoutes } from './platform/metrics/metrics-routes.js';
import { marketingRoutes } from './marketing/requests/marketing-routes.js';
import { notificationPreferenceRoutes } from './workspace/notifications/notification-preference-routes.js';
import { notificationRoutes } from './workspace/notifications/notification-routes.js';
import { opsRoutes } from './platform/ops/ops-routes.js';
import { paymentRoutes } from './billing/payments/payment-routes.js';
import { testCheckoutRoutes } from './billing/payments/test-checkout-routes.js';
import { onboardingRoutes } from './workspace/onboarding/onboarding.handlers.js';
import { placementRoutes } from './workspace/placements/placements.handlers.js';
import { pageChatRoutes } from './workspace/page-chat/page-chat.handlers.js';
import { permissionRoutes } from './workspace/permissions/permission-routes.js';
import { profileRoutes } from './accounts/profile/profile-routes.js';
import { projectChatRoutes } from './workspace/project-chat/chat-routes.js';
import { insightRoutes } from './workspace/projects/insight-routes.js';
import { projectDeleteRoutes } from './workspace/projects/project-delete-routes.js';
import { projectArchiveRoutes } from './workspace/projects/project-archive.js';
import { projectEditRoutes } from './workspace/projects/project-edit-routes.js';
import { projectRoutes } from './workspace/projects/project-routes.js';
import { requestLimits } from './platform/rate-limit/request-limits.js';
import { reviewRoutes } from './workspace/reviews/reviews.handlers.js';
import { commentRoutes } from './workspace/comments/comments.handlers.js';
import { automaticRollback } from './platform/remotes/automatic-rollback.js';
import { remoteFileRoutes, remoteRegistryRoutes } from './platform/remotes/remote-routes.js';
import { DEFAULT_ROLLBACK_RULE } from './platform/remotes/rollback-rule.js';
import { siteChatRoutes } from './marketing/site-chat/site-chat-routes.js';
import { staffRoutes } from './staff/console/staff.handlers.js';
import { inboxRoutes } from './staff/inbox/inbox.handlers.js';
import { moneyDeskRoutes } from './staff/money-desk/money-desk.routes.js';
import { payoutRoutes } from './staff/payouts/payouts.routes.js';
import { handOffRoutes } from './marketing/site-chat/hand-off-routes.js';
import { teamRoutes } from './workspace/team/team.handlers.js';
import { telemetryRoutes } from './platform/telemetry/telemetry-routes.js';
import { taskEditRoutes } from './workspace/tasks/task-edit.handlers.js';
import { taskRoutes } from './workspace/tasks/task.handlers.js';
import { staffingRoutes } from './staff/staffing/staffing.handlers.js';
import { talentPoolRoutes } from './staff/talent/talent-pool.handlers.js';
import { talentRoutes } from './staff/talent/talent.handlers.js';
import { shellRoutes } from './platform/spa/shell-routes.js';

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
  app.use('/api/*', answerCaching(deps));
  app.use('/api/*', conditionalReads());
  app.route('/api', api);
  app.route('/', docsRoutes(app, deps.publicUrl));
  app.route('/', metricsRoutes(metrics, deps.metricsToken ?? null));
  app.route('/', remoteFileRoutes(deps));
  app.route('/', shellRoutes(deps));
  app.notFound(notFoundHandler);
  app.onError(errorHandler(deps.log));
  return app;
}

export type App = ReturnType<typeof createApp>;
