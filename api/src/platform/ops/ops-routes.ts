import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import { promote, rollback, setCanaryShare } from '../../../../scripts/releases/release.mjs';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../http/api-error.js';
import { tagOf } from '../http/conditional-reads.js';
import { json, type OperationText } from '../http/openapi-content.js';
import { bearerSecurity, errorResponses, MessageSchema } from '../http/openapi-schemas.js';
import { requireJson } from '../http/require-json.js';
import { createRouter } from '../http/router.js';
import { REMOTE_PACKAGES } from '@platform/contract';
import { registryPlace } from '../remotes/registry.js';
import { DEFAULT_ROLLBACK_RULE } from '../remotes/rollback-rule.js';
import { opsOverview } from './ops-overview.js';
import { RecentOverview } from './recent-overview.js';
import { requireOpsToken } from './ops-token.js';

/** Who the registry's history names for a change made on the ops page. */
export const OPS_PAGE_ACTOR = 'ops page';

const Remote = z.enum(REMOTE_PACKAGES as [string, ...string[]]);
const AreaState = z.object({
  live: z.string().nullable(),
  canary: z.object({ version: z.string(), share: z.number() }).nullable(),
});

const OverviewSchema = z
  .object({
    rule: z.object({
      enabled: z.boolean(),
      windowMinutes: z.number().int(),
      marginPoints: z.number(),
      minSessions: z.number().int(),
    }),
    areas: z.array(
      z.object({
        remote: Remote,
        area: z.string(),
        builds: z.array(
          z.object({
            version: z.string(),
            channel: z.enum(['live', 'canary']),
            share: z.number(),
            sessions: z.number().int(),
            errors: z.number().int(),
            errorRate: z.number(),
            vitals: z.object({
              lcp: z.number().nullable(),
              inp: z.number().nullable(),
              cls: z.number().nullable(),
            }),
            minutes: z.array(
              z.object({ minute: z.string(), sessions: z.number().int(), errors: z.number().int() }),
            ),
          }),
        ),
        history: z.array(
          z.object({
            at: z.string(),
            by: z.string(),
            remote: z.string(),
            action: z.string(),
            from: AreaState,
            to: AreaState,
            reason: z.string().optional(),
          }),
        ),
      }),
    ),
  })
  .openapi('OpsOverview');
type Overview = z.infer<typeof OverviewSchema>;

const RemoteBody = z.object({ remote: Remote }).strict().openapi('OpsRemote');
const ShareBody = z
  .object({ remote: Remote, share: z.number().gt(0).max(100) })
  .strict()
  .openapi('OpsCanaryShare');

const overviewRoute = createRoute({
  method: 'get',
  path: '/ops/overview',
  tags: ['Operations'],
  operationId: 'getOpsOverview',
  summary: 'Show the builds and their health',
  description: 'Every area: live and canary builds, shares, health of the last hour, latest changes.',
  security: bearerSecurity,
  responses: {
    200: { description: 'The overview', content: json(OverviewSchema) },
    ...errorResponses(401, 404),
  },
});

const action = <T extends z.ZodType>({ path, ...text }: OperationText & { path: string }, body: T) =>
  createRoute({
    method: 'post',
    path,
    tags: ['Operations'],
    ...text,
    security: bearerSecurity,
    middleware: [requireJson] as const,
    request: { body: { required: true, content: json(body) } },
    responses: {
      200: { description: 'Done; the message says what is live', content: json(MessageSchema) },
      ...errorResponses(401, 404, 409, 415, 422),
    },
  });

/** A release refused (no canary to promote...): its message, as a conflict with the registry's state. */
async function released<T>(change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    throw new ApiError(409, (error as Error).message);
  }
}

/** `/api/ops/*`: the ops page's data and buttons, calling the same code as the release commands. */
export function opsRoutes(deps: AppDeps) {
  const { prisma, now } = deps;
  const place = registryPlace(deps);
  const rule = deps.rollbackRule ?? DEFAULT_ROLLBACK_RULE;
  const options = { by: OPS_PAGE_ACTOR, ...place, store: deps.byteStore };
  // Kept as the text answered and its tag: 64 callers a second each serialising and digesting ~20-50 KB
  // again cost more than the read (docs/decisions.md, "Per-request cost").
  const overview = new RecentOverview(async (at) => {
    const text = JSON.stringify({ rule, areas: await opsOverview(prisma, place, at) });
    return { text, tag: tagOf(text) };
  });
  /** A change through the ops page: the overview asked next shows it. */
  const changed = async <T>(change: () => Promise<T>): Promise<T> => {
    try {
      return await released(change);
    } finally {
      overview.forget();
    }
  };
  const router = createRouter();
  router.use('/ops/*', requireOpsToken(deps.opsToken ?? null));
  router.openapi(overviewRoute, async (c) => {
    const { text, tag } = await overview.at(now());
    const headers = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', ETag: tag };
    // The text is JSON.stringify of an overview of this route's schema (the tests check every answer
    // against it); Hono's types know JSON answers only as values.
    return c.body(text, 200, headers) as unknown as TypedResponse<Overview, 200, 'json'>;
  });
  router.openapi(
    action(
      {
        path: '/ops/promote',
        operationId: 'promoteCanary',
        summary: 'Make the canary live',
        description: "Make a remote's canary build live for everyone.",
      },
      RemoteBody,
    ),
    async (c) => {
      const { remote } = c.req.valid('json');
      const version = await changed(() => promote(remote, options));
      return c.json({ message: `${remote} ${version} is live for everyone.` }, 200);
    },
  );
  router.openapi(
    action(
      {
        path: '/ops/rollback',
        operationId: 'rollBackRemote',
        summary: 'Roll back a remote',
        description: "Drop a remote's canary, or, with none, go back to its previous build.",
      },
      RemoteBody,
    ),
    async (c) => {
      const { remote } = c.req.valid('json');
      const { live, dropped } = await changed(() => rollback(remote, undefined, options));
      const message = dropped
        ? `${remote} canary ${dropped} dropped: ${live} is live for everyone.`
        : `${remote} rolled back: ${live} is live.`;
      return c.json({ message }, 200);
    },
  );
  router.openapi(
    action(
      {
        path: '/ops/canary-share',
        operationId: 'setCanaryShare',
        summary: "Change the canary's share",
        description: "Change the share of users (1 to 100 per cent) a remote's canary build serves.",
      },
      ShareBody,
    ),
    async (c) => {
      const { remote, share } = c.req.valid('json');
      await changed(() => setCanaryShare(remote, share, options));
      return c.json({ message: `${remote}: the canary now serves ${share}% of users.` }, 200);
    },
  );
  return router;
}
