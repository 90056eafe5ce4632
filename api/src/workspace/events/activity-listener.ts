import pg from 'pg';
import type { Database } from '@platform/prisma';
import type { Logger } from '../../platform/http/app-env.js';
import {
  AccessCache,
  attachAccessCache,
  detachAccessCache,
  projectAccessChannel,
} from '../permissions/access-cache.js';
import { ActivityFeed } from './activity-feed.js';
import { presenceRefreshMs, refreshPresence } from './presence.js';

/*
 * Feeds this process's ActivityFeed with the commits of every process. The migration `live_activity` makes
 * PostgreSQL announce each activity row (channel 'activity', its id) and each presence change ('presence',
 * the project id) at commit. On PostgreSQL a connection of our own listens, and after losing it catches up
 * from the last row delivered. The embedded PGlite is one session in this one process: its notifications
 * come back on the app's own connection (Database.embeddedNotifications).
 * The changes of projects and their members ('project_access', the project id) empty the permission check's
 * cache of this process (api/src/workspace/permissions/access-cache.ts): heard on the app's pooled connections (its own
 * changes, before their commit answers) and on the listening connection (every other process's).
 */

const reconnectMs = 1_000;

export interface ActivityListener {
  feed: ActivityFeed;
  stop(): Promise<void>;
}

interface Notification {
  channel: string;
  payload?: string;
}

export async function listenForActivity(
  db: Pick<Database, 'prisma' | 'url' | 'kind' | 'embeddedNotifications' | 'poolNotifications'>,
  log: Logger,
  now: () => Date = () => new Date(),
): Promise<ActivityListener> {
  const feed = new ActivityFeed(db.prisma, log, now);
  await feed.start();
  // On PostgreSQL nothing is kept until our own connection listens.
  const access = new AccessCache<unknown>(db.embeddedNotifications !== null);
  attachAccessCache(db.prisma, access);
  const route = (message: Notification) => {
    if (!message.payload) return;
    if (message.channel === 'activity') feed.activityAnnounced(message.payload);
    else if (message.channel === 'presence') feed.presenceAnnounced(message.payload);
    else if (message.channel === projectAccessChannel) access.forgetProject(message.payload);
  };
  const ownChange = (message: Notification) => {
    if (message.channel === projectAccessChannel && message.payload) access.forgetProject(message.payload);
  };
  const refresh = setInterval(() => {
    refreshPresence(db.prisma, feed.streamIds(), now()).catch((error: unknown) =>
      log(`live: refreshing presence failed: ${(error as Error).message}`),
    );
  }, presenceRefreshMs);
  refresh.unref();

  if (db.embeddedNotifications) {
    const emitter = db.embeddedNotifications;
    emitter.on('notification', route);
    return {
      feed,
      stop: () => {
        clearInterval(refresh);
        detachAccessCache(db.prisma);
        emitter.off('notification', route);
        return Promise.resolve();
      },
    };
  }

  // This process's own changes, heard by the connection that committed them.
  db.poolNotifications.on('notification', ownChange);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (error?: Error) => {
    access.distrust();
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    if (stopped) return;
    log(
      `live: activity notifications lost${error ? ` (${error.message})` : ''}; listening again in ${reconnectMs} ms.`,
    );
    retry = setTimeout(
      () =>
        void listen()
          .then(() => feed.catchUp())
          .catch(lost),
      reconnectMs,
    );
  };
  const listen = async () => {
    const next = new pg.Client({ connectionString: db.url, keepAlive: true });
    client = next;
    next.on('notification', route);
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    await next.connect();
    await next.query('LISTEN activity');
    await next.query('LISTEN presence');
    await next.query(`LISTEN ${projectAccessChannel}`);
    access.trust();
  };
  await listen();
  return {
    feed,
    async stop() {
      stopped = true;
      clearInterval(refresh);
      detachAccessCache(db.prisma);
      db.poolNotifications.off('notification', ownChange);
      clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end();
    },
  };
}
