import { randomUUID } from 'node:crypto';
import { streamSSE } from 'hono/streaming';
import type { SSEStreamingApi } from 'hono/streaming';
import type { PrismaClient } from '@platform/prisma';
import { LIVE_CONTROL_EVENTS } from '@platform/contract';
import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { findVisibleProject } from '../projects/project-access.js';
import { findActiveSession } from '../../platform/sessions/sessions.js';
import { requestHeader } from '../../platform/http/node-messages.js';
import { liveEvent } from './activity-feed.js';
import type { LiveEvent } from './activity-feed.js';
import { stillSeen } from './audience.js';
import { arrive, leave } from './presence.js';
import { streamRouteDefinitions } from './stream.routes.js';

/** Most events a reconnect replays; beyond, the page is told to reload its data instead. */
export const replayLimit = 200;
/** A comment this often keeps proxies from closing a quiet stream, and checks the session still lives. */
const heartbeatMs = 25_000;

/** What was missed after `lastId` that this person may see, or `reload` with the id to go on from. */
async function missed(prisma: PrismaClient, userId: string, lastId: bigint) {
  const rows = await prisma.activity.findMany({
    where: { id: { gt: lastId }, audience: { has: userId } },
    orderBy: { id: 'asc' },
    take: replayLimit + 1,
  });
  if (rows.length <= replayLimit) {
    // The audience was decided at each change; what this person may no longer see is not replayed, and the
    // page reloads instead, so that it leaves their lists too.
    const seen = await stillSeen(prisma, userId, rows);
    const last = rows.at(-1);
    return {
      events: seen.map(liveEvent),
      reloadFrom: last && seen.length < rows.length ? String(last.id) : null,
    };
  }
  const newest = await prisma.activity.findFirst({
    where: { audience: { has: userId } },
    orderBy: { id: 'desc' },
    select: { id: true },
  });
  return { events: [], reloadFrom: String(newest?.id ?? lastId) };
}

export function streamRoutes(deps: AppDeps) {
  const { prisma, activityFeed: feed } = deps;
  const routes = streamRouteDefinitions(requireSession(deps));

  return createRouter<AuthEnv>().openapi(routes.stream, async (c) => {
    const { userId } = c.get('session');
    const projectId = c.req.valid('query').project ?? null;
    if (projectId) await findVisibleProject(prisma, userId, projectId);
    const lastEventId = c.req.valid('header')['last-event-id'];
    const token =
      requestHeader(c, 'authorization')
        ?.replace(/^Bearer\s+/i, '')
        .trim() ?? '';
    // nginx and other proxies hold a response back to buffer it unless told not to.
    c.header('X-Accel-Buffering', 'no');

    return streamSSE(c, async (stream: SSEStreamingApi) => {
      const streamId = randomUUID();
      const sent = new Set<string>();
      let waiting: LiveEvent[] | null = [];
      let writes = Promise.resolve();
      const write = (message: { event: string; data: string; id?: string }) => {
        writes = writes.then(() => stream.writeSSE(message)).catch(() => undefined);
      };
      const send = (event: LiveEvent) => {
        if (sent.has(event.id)) return;
        sent.add(event.id);
        write({ id: event.id, event: event.kind, data: JSON.stringify(event) });
      };
      const stopFeed = feed.add({
        streamId,
        userId,
        projectId,
        deliver: (event) => (waiting ? waiting.push(event) : send(event)),
        presence: (people) =>
          write({ event: LIVE_CONTROL_EVENTS.presence, data: JSON.stringify({ people }) }),
      });
      let closed = false;
      const close = async () => {
        if (closed) return;
        closed = true;
        stopFeed();
        if (projectId) await leave(prisma, streamId).catch(() => undefined);
      };
      stream.onAbort(() => void close());

      write({ event: LIVE_CONTROL_EVENTS.ready, data: JSON.stringify({ streamId }) });
      // Live events that arrive during the replay wait, so the replay's come first and none twice.
      if (lastEventId !== undefined) {
        const { events, reloadFrom } = await missed(prisma, userId, BigInt(lastEventId));
        events.forEach(send);
        if (reloadFrom) write({ id: reloadFrom, event: LIVE_CONTROL_EVENTS.reload, data: '{}' });
      }
      const queued = waiting;
      waiting = null;
      queued.sort((a, b) => Number(BigInt(a.id) - BigInt(b.id))).forEach(send);
      if (projectId) await arrive(prisma, { streamId, projectId, userId }, deps.now());

      while (!closed && !stream.aborted) {
        await stream.sleep(heartbeatMs);
        if (closed || stream.aborted) break;
        const session = await findActiveSession(prisma, deps.sessionCache, token, deps.now());
        if (!session) break;
        writes = writes
          .then(() => stream.write(': still here\n\n'))
          .then(
            () => undefined,
            () => undefined,
          );
      }
      await writes;
      await close();
    });
  });
}
