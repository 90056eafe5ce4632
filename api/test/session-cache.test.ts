import { openDatabase } from '@platform/prisma';
import type { Database } from '@platform/prisma';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import type { App } from '../src/app.js';
import { SessionCache } from '../src/platform/sessions/session-cache.js';
import { listenForEndedSessions } from '../src/platform/sessions/session-notifications.js';
import type { SessionListener } from '../src/platform/sessions/session-notifications.js';
import { bearer, createUser, logIn, useHarness } from './support/harness.js';
import { countStatements } from './support/statement-count.js';
import { testDatabaseUrl } from './support/test-environment.js';

/*
 * Session lookups are kept in memory (api/src/platform/sessions/session-cache.ts); ending a session must still take
 * effect at once, in this process and in every other API process on the same PostgreSQL.
 */

const h = useHarness();
const checkAuth = (app: App, token: string) => app.request('/api/check-auth/', bearer(token));
const statementsOf = countStatements();

describe('a kept session lookup', () => {
  it('answers without the database once read, and ends with logout at once', async () => {
    const token = await logIn(h.app, await createUser(h.db));
    expect((await checkAuth(h.app, token)).status).toBe(200);
    // Nothing can answer from the table now: the kept lookup does.
    await h.db.prisma.$executeRaw`ALTER TABLE sessions RENAME TO sessions_away`;
    try {
      expect((await checkAuth(h.app, token)).status).toBe(200);
    } finally {
      await h.db.prisma.$executeRaw`ALTER TABLE sessions_away RENAME TO sessions`;
    }
    expect((await h.app.request('/api/logout/', bearer(token))).status).toBe(200);
    expect((await checkAuth(h.app, token)).status).toBe(401);
  });

  it('is not kept when its session ended while it was being read', () => {
    const cache = new SessionCache();
    const session = { sessionId: 's', userId: 'u', expiresAt: new Date(Date.now() + 60_000) };
    const mark = cache.mark();
    cache.forgetUser('u');
    cache.keep('hash', session, mark);
    expect(cache.get('hash')).toBeUndefined();
    cache.keep('hash', session, cache.mark());
    expect(cache.get('hash')).toEqual(expect.objectContaining({ sessionId: 's' }));
  });

  it('is read, and marked seen, once for all the requests that ask while it is read, keeping kept answers', async () => {
    const user = await createUser(h.db);
    const token = await logIn(h.app, user);
    await h.db.prisma.session.updateMany({
      where: { userId: user.id },
      data: { lastSeenAt: new Date(h.deps.now().getTime() - 120_000) },
    });
    // A process that has not read this session yet, as one whose kept lookup has just run out.
    const app = createApp({ ...h.deps, sessionCache: new SessionCache() });
    const version = h.db.dataVersion.current;
    let statuses: number[] = [];
    const statements = await statementsOf(async () => {
      statuses = (await Promise.all(Array.from({ length: 20 }, () => checkAuth(app, token)))).map(
        (answer) => answer.status,
      );
    });
    expect(statuses).toEqual(Array(20).fill(200));
    // One SELECT and one UPDATE of "last seen", which is no change to what a read shows: kept answers stay.
    expect(statements).toBe(2);
    expect(h.db.dataVersion.current).toBe(version);
    const seen = await h.db.prisma.session.findFirstOrThrow({ where: { userId: user.id } });
    expect(seen.lastSeenAt.getTime()).toBe(h.deps.now().getTime());
    // Ending it is a change.
    expect((await app.request('/api/logout/', bearer(token))).status).toBe(200);
    expect(h.db.dataVersion.current).toBeGreaterThan(version);
  });

  it('is not joined by a request that asks after a session ended', async () => {
    const cache = new SessionCache();
    const session = { sessionId: 's', userId: 'u', expiresAt: new Date(Date.now() + 60_000) };
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve(session);
    };
    const first = cache.lookUpOnce('hash', read);
    expect(cache.lookUpOnce('hash', read)).toBe(first);
    cache.forgetUser('u');
    const after = cache.lookUpOnce('hash', read);
    expect(after).not.toBe(first);
    expect(reads).toBe(2);
    await Promise.all([first, after]);
    expect(cache.lookUpOnce('hash', read)).not.toBe(after);
    expect(reads).toBe(3);
  });

  it('keeps nothing while the other processes may not be heard', () => {
    const cache = new SessionCache();
    const session = { sessionId: 's', userId: 'u', expiresAt: new Date(Date.now() + 60_000) };
    cache.keep('hash', session, cache.mark());
    cache.distrust();
    expect(cache.get('hash')).toBeUndefined();
    cache.keep('hash', session, cache.mark());
    expect(cache.get('hash')).toBeUndefined();
    cache.trust();
    cache.keep('hash', session, cache.mark());
    expect(cache.get('hash')).toBeDefined();
  });
});

/** Two API processes on one PostgreSQL: two apps, each with its own connections and its own listener. */
describe.skipIf(!testDatabaseUrl)('two API processes on one PostgreSQL', () => {
  const other: { db?: Database; listener?: SessionListener; app?: App } = {};
  let mine: SessionListener;
  let here: App;
  let there: App;

  beforeAll(async () => {
    mine = await listenForEndedSessions(h.db.url, () => undefined);
    here = createApp({ ...h.deps, sessionCache: mine.cache });
    other.db = await openDatabase({ databaseUrl: h.db.url, dataDir: '' });
    other.listener = await listenForEndedSessions(h.db.url, () => undefined);
    there = createApp({ ...h.deps, prisma: other.db.prisma, sessionCache: other.listener.cache });
    other.app = there;
  });

  afterAll(async () => {
    await mine.stop();
    await other.listener?.stop();
    await other.db?.close();
  });

  /** Milliseconds until `there` refuses the token, asking as fast as it answers. */
  async function untilRefused(token: string): Promise<number> {
    const started = performance.now();
    while (performance.now() - started < 2_000) {
      if ((await checkAuth(there, token)).status === 401) return performance.now() - started;
      // A kept lookup answers without I/O: let the notification in, as a server between requests does.
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('The other process still accepts the token after 2 s.');
  }

  it('sees a logout in the other process within 100 ms', async () => {
    const token = await logIn(here, await createUser(h.db));
    expect((await checkAuth(there, token)).status).toBe(200);
    expect((await checkAuth(there, token)).status).toBe(200);
    expect((await here.request('/api/logout/', bearer(token))).status).toBe(200);
    expect(await untilRefused(token)).toBeLessThan(100);
  });

  it('sees a revocation made by anyone in the database within 100 ms', async () => {
    const token = await logIn(here, await createUser(h.db));
    expect((await checkAuth(there, token)).status).toBe(200);
    const admin = new pg.Client({ connectionString: h.db.url });
    await admin.connect();
    try {
      await admin.query('UPDATE sessions SET revoked_at = now() WHERE revoked_at IS NULL');
    } finally {
      await admin.end();
    }
    expect(await untilRefused(token)).toBeLessThan(100);
    expect((await checkAuth(here, token)).status).toBe(401);
  });
});
