import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { demoAccount, demoStaffAccount, migrate, openDatabase, withStartupLock } from '@platform/prisma';
import { importRegistryFile } from '../../scripts/releases/registry.mjs';
import { createApp } from './app.js';
import { resolveAppSecret } from './platform/config/app-secret.js';
import { assistantFromEnv } from './workspace/assistant/assistant-from-env.js';
import { loadEmbeddedChats } from './workspace/assistant/embedded/embedded-assistant.js';
import { BackgroundWork } from './platform/background/background-work.js';
import { byteStoreFromEnv } from './platform/byte-store/byte-store-from-env.js';
import { accountsDepsFromEnv } from './accounts/auth/accounts-deps.js';
import { SessionCache } from './platform/sessions/session-cache.js';
import { AnswerCache } from './platform/http/answer-cache.js';
import { apiServerOptions } from './platform/http/answer-response.js';
import { listenForEndedSessions } from './platform/sessions/session-notifications.js';
import { sendInvoiceReminders } from './billing/subscriptions/invoice-reminders.js';
import { renewDueSubscriptions } from './billing/subscriptions/renewal-sweep.js';
import { sellerFromEnv } from './billing/subscriptions/seller.js';
import { ConfigError, readEnvironment } from './platform/config/environment.js';
import { raiseDueContractInvoices } from './workspace/contracts/contract-invoices.js';
import { loadConfig } from './platform/config/server-config.js';
import { keepFilesPrivate } from './data/private-files.js';
import { addStartingData } from './data/starting-data.js';
import { SWEEP_EVERY_MS, sweepTrash } from './workspace/files/file-trash.js';
import { sendDailyDigests } from './workspace/notifications/daily-digest.js';
import { sweepMilestones } from './workspace/milestones/milestone-sweep.js';
import { recheckProcessingPayouts } from './staff/payouts/payouts.js';
import { listenForActivity } from './workspace/events/activity-listener.js';
import { batchedLog } from './platform/http/batched-log.js';
import { isLoopback } from './platform/http/loopback.js';
import { keepMailboxToken, mailboxToken } from './platform/mail/mailbox-token.js';
import { settleOpenPayments } from './billing/payments/open-payments.js';
import { paymentsFromEnv } from './billing/payments/payments-from-env.js';

/** How long requests under way may take to finish once the server is told to stop. */
const drainMs = 10_000;

/** Boot: read the environment (every problem at once), open and migrate the database, seed it in development, then serve. */
async function main(): Promise<void> {
  const env = readEnvironment();
  const config = loadConfig(env);
  keepFilesPrivate([config.database.dataDir]);
  const appSecret = resolveAppSecret({ appSecret: config.appSecret, dataDir: config.database.dataDir });
  const log = batchedLog(process.stdout, (flush) => process.once('exit', flush));
  const accounts = accountsDepsFromEnv(env, { ...config, dataDir: config.database.dataDir, log });
  const assistant = assistantFromEnv(env, log);
  const byteStore = byteStoreFromEnv(env, join(config.database.dataDir, 'uploads'));
  if (accounts.devMailbox) keepMailboxToken(config.database.dataDir, appSecret);
  log(
    config.database.databaseUrl ? 'Opening the PostgreSQL database...' : 'Opening the embedded database...',
  );
  // Alongside the database's start-up, and awaited before the server answers (embedded-assistant.ts).
  const chatsLoading = loadEmbeddedChats();
  const db = await openDatabase(config.database);
  const startUp = async () => {
    log('Applying database migrations...');
    await migrate(db.url);
    // The embedded PGlite runs no autovacuum, so nothing else gives the planner statistics: without them it
    // may sort a user's thousands of projects where an index walk reads twenty (docs/benchmarks.md).
    if (db.kind === 'pglite') await db.prisma.$executeRaw`ANALYZE`;
    await addStartingData(db.prisma, { production: config.production, log, now: new Date(), assistant });
    // Before any payment is settled: a first payment from before contracts were invoiced becomes its invoice.
    await raiseDueContractInvoices(db.prisma, new Date());
  };
  // Several API processes may start at once on one PostgreSQL (docs/deployment.md): they take turns.
  // The embedded database belongs to this one process.
  await (db.kind === 'postgresql' ? withStartupLock(db.url, startUp) : startUp());
  if (
    db.kind === 'postgresql' &&
    (await importRegistryFile({ dir: config.releasesDir, databaseUrl: db.url }))
  ) {
    log(`The remote registry ${config.releasesDir}/registry.json is now in PostgreSQL (renamed *.imported).`);
  }

  // On PostgreSQL other API processes may end sessions and change data; the embedded database has only this one.
  const answerCache = config.answerCache
    ? new AnswerCache(db.dataVersion, { trusted: db.kind === 'pglite' })
    : null;
  const sessions =
    db.kind === 'postgresql'
      ? await listenForEndedSessions(
          db.url,
          log,
          answerCache && { cache: answerCache, version: db.dataVersion },
        )
      : { cache: new SessionCache(), stop: () => Promise.resolve() };

  const live = await listenForActivity(db, log);

  const payments = paymentsFromEnv(env, {
    prisma: db.prisma,
    appSecret,
    publicUrl: accounts.publicUrl,
    production: config.production,
    listensOnLoopback: isLoopback(config.host),
  });
  const background = new BackgroundWork();
  const app = createApp({
    prisma: db.prisma,
    background,
    sessionCache: sessions.cache,
    answerCache,
    activityFeed: live.feed,
    appSecret,
    releasesDir: config.releasesDir,
    registryDatabaseUrl: db.kind === 'postgresql' ? db.url : null,
    shellDist: config.shellDist,
    devRemotesRoot: config.devRemotesRoot,
    assistant,
    ...accounts,
    byteStore,
    payments,
    seller: sellerFromEnv(env),
    webhookSourceIps: env.PAYSTACK_WEBHOOK_IPS,
    databasePool: db.pool,
    metricsToken: config.metricsToken,
    opsToken: config.opsToken,
    rollbackRule: config.rollbackRule,
    now: () => new Date(),
    log,
  });
  await chatsLoading;
  // An HTTP/1 server (serve() types it as any of the node servers).
  const server = serve(
    { fetch: app.fetch, port: config.port, hostname: config.host, serverOptions: apiServerOptions },
    (info) => {
      const where = isLoopback(config.host) ? 'localhost' : config.host;
      const origin = `http://${where.includes(':') ? `[${where}]` : where}:${info.port}`;
      console.log(`Ready at ${origin}`);
      if (!config.production) {
        console.log(`Demo account: ${demoAccount.email} / ${demoAccount.password}`);
        console.log(`Staff console (/staff): ${demoStaffAccount.email} / ${demoAccount.password}`);
      }
      if (accounts.devMailbox) {
        console.log(`E-mail sent (yours only): ${origin}/api/dev/mailbox?token=${mailboxToken(appSecret)}`);
      }
    },
  ) as Server;
  // What a crash left open (api/src/billing/payments/open-payments.ts), once the server answers.
  settleOpenPayments({
    prisma: db.prisma,
    payments,
    mailer: accounts.mailer,
    publicUrl: accounts.publicUrl,
    seller: sellerFromEnv(env),
    log,
  }).catch((error: unknown) => log(`payments: settling the open payments failed: ${String(error)}`));

  // Files deleted 30 days ago leave the trash for good (api/src/workspace/files/file-trash.ts), monthly contract
  // parts are invoiced as they come due (api/src/workspace/contracts/contract-invoices.ts), ended periods are renewed and
  // charged to a saved card (api/src/billing/subscriptions/renewal-sweep.ts), bills are reminded of before
  // and after their due date (api/src/billing/subscriptions/invoice-reminders.ts), payouts left Processing are checked
  // with the provider (api/src/staff/payouts/payouts.ts), and the daily digests
  // of notifications go out (api/src/workspace/notifications/daily-digest.ts): once now, then hourly.
  const tellingDeps = {
    prisma: db.prisma,
    mailer: accounts.mailer,
    publicUrl: accounts.publicUrl,
    log,
    now: () => new Date(),
  };
  const payingDeps = { ...tellingDeps, payments, seller: sellerFromEnv(env) };
  const sweep = () =>
    Promise.all([
      sweepTrash({ prisma: db.prisma, byteStore, log, now: () => new Date() }).then(
        (removed) => removed > 0 && log(`trash sweep: ${removed} file(s) removed for good`),
        (error: unknown) => log(`trash sweep failed: ${String(error)}`),
      ),
      raiseDueContractInvoices(db.prisma, new Date()).then(
        (raised) => raised > 0 && log(`billing sweep: ${raised} contract invoice(s) raised`),
        (error: unknown) => log(`billing sweep failed: ${String(error)}`),
      ),
      renewDueSubscriptions(payingDeps).then(
        ({ renewed, charged }) =>
          renewed + charged > 0 &&
          log(`billing sweep: ${renewed} subscription(s) renewed, ${charged} charged to a saved card`),
        (error: unknown) => log(`renewals failed: ${String(error)}`),
      ),
      recheckProcessingPayouts(payingDeps).then(
        (settled) => settled > 0 && log(`payouts sweep: ${settled} payout(s) settled`),
        (error: unknown) => log(`payouts sweep failed: ${String(error)}`),
      ),
      sendInvoiceReminders(tellingDeps).then(
        (reminded) => reminded > 0 && log(`billing sweep: ${reminded} invoice reminder(s) sent`),
        (error: unknown) => log(`invoice reminders failed: ${String(error)}`),
      ),
      sendDailyDigests(tellingDeps).then(
        (sent) => sent > 0 && log(`daily digests: ${sent} sent`),
        (error: unknown) => log(`daily digests failed: ${String(error)}`),
      ),
    ]);
  // Deliveries nobody answered: reminders, then acceptance (api/src/workspace/milestones/milestone-sweep.ts), hourly too.
  const milestoneSweep = () =>
    sweepMilestones(tellingDeps).then(
      ({ reminded, accepted }) =>
        reminded + accepted > 0 &&
        log(`milestone sweep: ${reminded} reminder(s), ${accepted} accepted automatically`),
      (error: unknown) => log(`milestone sweep failed: ${String(error)}`),
    );
  void sweep();
  void milestoneSweep();
  const sweeping = setInterval(() => {
    void sweep();
    void milestoneSweep();
  }, SWEEP_EVERY_MS);
  sweeping.unref();

  // On SIGTERM/SIGINT: stop taking connections, let the requests under way finish (idle keep-alive
  // connections are closed at once, busy ones get `drainMs`), let started background work end, then close the database cleanly, so the
  // embedded one is flushed to disk and its folder unlocked for the next start.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    clearInterval(sweeping);
    console.log(`${signal}: finishing the requests under way, then stopping.`);
    const drained = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
    drained
      .then(() => {
        clearTimeout(deadline);
        return background
          .settled()
          .then(() => Promise.all([sessions.stop(), live.stop()]))
          .then(() => db.close());
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
