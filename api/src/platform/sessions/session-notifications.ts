import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { DataVersion } from '@platform/prisma';
import type { AnswerCache } from '../http/answer-cache.js';
import type { Logger } from '../http/app-env.js';
import { SessionCache } from './session-cache.js';

/*
 * Several API processes on one PostgreSQL (docs/deployment.md) each keep their own SessionCache. The
 * sessions table's trigger (migration `session_ended_notifications`) runs `pg_notify('session_ended',
 * <token hash>)` for every session revoked or deleted, whoever changed it, delivered when the change
 * commits; each process listens on a connection of its own and forgets that token. While that connection
 * is down the cache keeps nothing, so a missed notification can never leave an ended session usable.
 *
 * The same connection carries the answer caches' changes (api/src/platform/http/answer-cache.ts): after each
 * change this process commits, it sends `data_changed` with its own name, and every other process moves its
 * data version on hearing it. A process's changes reach the others a notification's trip after their
 * commit (milliseconds); in that window another process may still answer a read from before them, as a read
 * running during the commit would have. Changes are told one notification at a time (those made while one
 * is on its way go out together in the next). While this connection is down the answer cache keeps nothing;
 * while the connection of another process is down, its changes reach this cache only as its second ends.
 */

export const sessionEndedChannel = 'session_ended';
export const dataChangedChannel = 'data_changed';

/** How long to wait before listening again after the connection was lost. */
const reconnectMs = 1_000;

export interface SessionListener {
  cache: SessionCache;
  stop(): Promise<void>;
}

/** This process's answer cache and the data version it reads, kept in step with the other processes. */
export interface AnswerCacheSync {
  cache: AnswerCache;
  version: DataVersion;
}

/**
 * A SessionCache for a process on PostgreSQL at `url`, kept in step with every other process; so is the
 * answer cache, when there is one.
 */
export async function listenForEndedSessions(
  url: string,
  log: Logger,
  answers: AnswerCacheSync | null = null,
): Promise<SessionListener> {
  const cache = new SessionCache({ trusted: false });
  const ownName = randomUUID();
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let telling = false;
  let toldAgain = false;

  const tellChange = () => {
    if (!client) return;
    if (telling) {
      toldAgain = true;
      return;
    }
    telling = true;
    client
      .query('SELECT pg_notify($1, $2)', [dataChangedChannel, ownName])
      .catch(() => undefined)
      .finally(() => {
        telling = false;
        if (!toldAgain) return;
        toldAgain = false;
        tellChange();
      });
  };
  const stopTelling = answers?.version.onChangeHere(tellChange);

  const lost = (error?: Error) => {
    cache.distrust();
    answers?.cache.distrust();
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
      if (message.channel === dataChangedChannel && message.payload !== ownName) {
        answers?.version.changedElsewhere();
      }
    });
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    await next.connect();
    await next.query(`LISTEN ${sessionEndedChannel}`);
    if (answers) await next.query(`LISTEN ${dataChangedChannel}`);
    cache.trust();
    answers?.cache.trust();
  };

  await listen();
  return {
    cache,
    async stop() {
      stopped = true;
      stopTelling?.();
      clearTimeout(retry);
      const last = client;
      client = null;
      last?.removeAllListeners();
      await last?.end();
    },
  };
}
