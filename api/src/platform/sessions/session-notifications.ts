import pg from 'pg';
import type { Logger } from '../http/app-env.js';
import { SessionCache } from './session-cache.js';

/*
 * Several API processes on one PostgreSQL (docs/deployment.md) each keep their own SessionCache. The
 * sessions table's trigger (migration `session_ended_notifications`) runs `pg_notify('session_ended',
 * <token hash>)` for every session revoked or deleted, whoever changed it, delivered when the change
 * commits; each process listens on a connection of its own and forgets that token. While that connection
 * is down the cache keeps nothing, so a missed notification can never leave an ended session usable.
 */

export const sessionEndedChannel = 'session_ended';

/** How long to wait before listening again after the connection was lost. */
const reconnectMs = 1_000;

export interface SessionListener {
  cache: SessionCache;
  stop(): Promise<void>;
}

/** A SessionCache for a process on PostgreSQL at `url`, kept in step with every other process. */
export async function listenForEndedSessions(url: string, log: Logger): Promise<SessionListener> {
  const cache = new SessionCache({ trusted: false });
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    cache.distrust();
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    if (stopped) return;
    log(
      `Session notifications lost${error ? ` (${error.message})` : ''}; listening again in ${reconnectMs} ms.`,
    );
    retry = setTimeout(() => void listen().catch(lost), reconnectMs);
  };

  const listen = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    next.on('notification', (message) => {
      if (message.channel === sessionEndedChannel && message.payload) cache.forgetToken(message.payload);
    });
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    await next.connect();
    await next.query(`LISTEN ${sessionEndedChannel}`);
    cache.trust();
  };

  await listen();
  return {
    cache,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end();
    },
  };
}
