import { EventEmitter } from 'node:events';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/client.js';
import { DataVersion, watchChanges } from './data-version.js';
import { embeddedDataDir } from './database-config.js';
import type { DatabaseConfig } from './database-config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface Database {
  prisma: PrismaClient;
  /** Connection string, e.g. for `migrate(url)`. */
  url: string;
  kind: 'postgresql' | 'pglite';
  /** The connection pool, for its gauges (`GET /metrics`): connections open, idle, and requests waiting. */
  pool: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  /**
   * The embedded database only: the `NOTIFY`s of its channels (`EMBEDDED_CHANNELS`), as `notification`
   * events `{ channel, payload }`. PGlite is one session and hands a notification to the connection whose
   * statement was running when it fired, never to another connection's LISTEN; the app's pool is that
   * connection, so its notifications are read there. On PostgreSQL listen on a connection of your own.
   */
  embeddedNotifications: EventEmitter | null;
  /**
   * The `NOTIFY`s of `POOL_CHANNELS` (the embedded database: of `EMBEDDED_CHANNELS`) that reach the app's own
   * pooled connections, as `notification` events. Each of them listens, and PostgreSQL hands a session its own
   * notifications at commit, before the commit's answer: so a change this process commits is heard before the
   * call that made it goes on, whichever connection it used.
   */
  poolNotifications: EventEmitter;
  /** Moves after every change committed through `prisma` (data-version.ts); the API's answer cache reads it. */
  dataVersion: DataVersion;
  close(): Promise<void>;
}

/** The channels the embedded database announces (migrations `live_activity`, `project_access_notifications`). */
export const EMBEDDED_CHANNELS = ['activity', 'presence', 'project_access'] as const;

/** The channels every pooled connection listens to on PostgreSQL (migration `project_access_notifications`). */
export const POOL_CHANNELS = ['project_access'] as const;

/**
 * Opens the platform's database: the PostgreSQL server of `databaseUrl` when set, otherwise the embedded
 * PGlite database persisted in `<dataDir>/pglite`. Both are reached through Prisma's `pg` driver adapter.
 */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) return connect(config.databaseUrl, 'postgresql');
  const embedded = await startEmbeddedPostgres({ dataDir: embeddedDataDir(config) });
  return connect(embedded.url, 'pglite', () => embedded.stop());
}

/**
 * A Prisma client on `url`. PGlite is a single session, so its pool holds ONE connection: statements of
 * concurrent requests then queue instead of interleaving inside each other's transactions.
 */
export function connect(url: string, kind: Database['kind'], onClose?: () => Promise<void>): Database {
  const pool = new pg.Pool(kind === 'pglite' ? { connectionString: url, max: 1 } : { connectionString: url });
  const poolNotifications = new EventEmitter();
  const embeddedNotifications = kind === 'pglite' ? poolNotifications : null;
  const channels = kind === 'pglite' ? EMBEDDED_CHANNELS : POOL_CHANNELS;
  pool.on('connect', (client) => {
    client.on('notification', (message) => poolNotifications.emit('notification', message));
    // Queued before any statement of the app; the session keeps listening for as long as it lives.
    for (const channel of channels) void client.query(`LISTEN ${channel}`).catch(() => undefined);
  });
  const dataVersion = new DataVersion();
  const adapter = watchChanges(new PrismaPg(pool, { disposeExternalPool: true }), dataVersion);
  // A burst of transactions queues for the one connection (or a free one of the pool): waiting longer
  // than Prisma's 2 s default for it is slow, failing with a 500 is worse (the race suite's task moves).
  const prisma = new PrismaClient({ adapter, transactionOptions: { maxWait: 20_000 } });
  return {
    prisma,
    url,
    kind,
    pool,
    embeddedNotifications,
    poolNotifications,
    dataVersion,
    async close() {
      await prisma.$disconnect();
      await onClose?.();
    },
  };
}
