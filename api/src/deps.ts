import type { PrismaClient } from '@platform/prisma';
import type { SessionCache } from './platform/sessions/session-cache.js';
import type { AnswerCache } from './platform/http/answer-cache.js';
import type { Assistant } from './workspace/assistant/assistant.js';
import type { BackgroundWork } from './platform/background/background-work.js';
import type { ByteStore } from './platform/byte-store/byte-store.js';
import type { ActivityFeed } from './workspace/events/activity-feed.js';
import type { GoogleSignIn } from './accounts/google/google-sign-in.js';
import type { Logger } from './platform/http/app-env.js';
import type { Mailbox, Mailer } from './platform/mail/mailer.js';
import type { PaymentProvider } from './billing/payments/payment-provider.js';
import type { Seller } from './billing/subscriptions/seller.js';
import type { DatabasePool } from './platform/metrics/metrics.js';
import type { RollbackRule } from './platform/remotes/rollback-rule.js';

/** What the app needs from the outside world; tests pass their own. */
export interface AppDeps {
  prisma: PrismaClient;
  /**
   * Recent session lookups of this process. On PostgreSQL it must be listening to the other processes'
   * revocations (session-notifications.ts); a cache of its own is enough while one process writes sessions.
   */
  sessionCache: SessionCache;
  /**
   * The last answers of signed-in JSON reads, kept while the data version stands (answer-cache.ts); null turns
   * it off (ANSWER_CACHE=off). On PostgreSQL it must hear the other processes' changes (session-notifications.ts).
   */
  answerCache?: AnswerCache | null;
  /** This process's open live streams, fed with every process's committed activity (api/src/workspace/events/). */
  activityFeed: ActivityFeed;
  /** Work started by a request that its answer does not wait for; a stopping server lets it finish. */
  background: BackgroundWork;
  /** Signing key of the form tokens. */
  appSecret: string;
  /** Published remote builds, and `registry.json` on the embedded database. */
  releasesDir: string;
  /**
   * The PostgreSQL server of the remote registry (DATABASE_URL), which every host shares; unset or null keeps
   * it in `releasesDir/registry.json` (the embedded database of one machine).
   */
  registryDatabaseUrl?: string | null;
  /** The built shell, served at `/` with SPA fallback. */
  shellDist: string;
  /** When set, remotes come from `<devRemotesRoot>/<package>/dist` as version `dev` (`npm run dev`). */
  devRemotesRoot: string | null;
  /** The engine behind every chat (embedded by default). */
  assistant: Assistant;
  /** Sends e-mail: SMTP when SMTP_URL is set, else the development mailbox. */
  mailer: Mailer;
  /** Development only (no SMTP, not production): what the mailer kept, listed by `GET /api/dev/mailbox`. */
  devMailbox: Mailbox | null;
  /** Origin users reach the site at, for links in e-mails (PUBLIC_URL). */
  publicUrl: string;
  /** Google sign-in, or null when it is not configured. */
  google: GoogleSignIn | null;
  /**
   * Every stored byte (project files, task attachments, profile pictures, exports, remote builds): the
   * uploads folder on this host, or an S3-compatible bucket (S3_BUCKET) shared by every host. Nothing else
   * writes uploads to disk.
   */
  byteStore: ByteStore;
  /** Whether one reverse proxy in front sets X-Forwarded-For (TRUST_PROXY=1), for rate limits by IP. */
  trustProxy: boolean;
  /** Paystack, or the embedded test checkout in development (api/src/billing/payments/payments-from-env.ts). */
  payments: PaymentProvider;
  /** Who issues the invoices (SELLER_* variables; development's example otherwise). */
  seller: Seller;
  /** PAYSTACK_WEBHOOK_IPS: the only addresses that may deliver webhooks; null or unset, any (the signature decides). */
  webhookSourceIps?: readonly string[] | null;
  /** The database connection pool, for the metrics' pool gauges. */
  databasePool?: DatabasePool;
  /** METRICS_TOKEN: the bearer token of `GET /metrics`; without it, only loopback may scrape. */
  metricsToken?: string | null;
  /** OPS_TOKEN: the bearer token of the ops page's calls; without it there is no ops page. */
  opsToken?: string | null;
  /** When a canary is dropped automatically (ROLLBACK_* variables); the documented defaults otherwise. */
  rollbackRule?: RollbackRule;
  now: () => Date;
  log: Logger;
}
