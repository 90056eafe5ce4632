import { createRoute } from '@hono/zod-openapi';
import { createMiddleware } from 'hono/factory';
import type { BlankEnv } from 'hono/types';
import type { AppDeps } from '../../deps.js';
import { json } from '../http/openapi-content.js';
import { ApiError } from '../http/api-error.js';
import { errorResponses } from '../http/openapi-schemas.js';
import { createRouter } from '../http/router.js';
import { validationError } from '../http/validation.js';
import type { Metrics } from '../metrics/metrics.js';
import { limits } from '../rate-limit/limits.js';
import { devRegistry, registryPlace, registryReader } from '../remotes/registry.js';
import {
  MAX_BATCH_BYTES,
  TelemetryAcceptedSchema,
  TelemetryBatchSchema,
  type TelemetryEvent,
} from './telemetry-schema.js';
import { addressKey, beaconId } from './beacon.js';
import { firstOfPageLoad, recordTelemetry, tally } from './telemetry-store.js';

const batchContent = { schema: TelemetryBatchSchema };

const batchTooLarge = () => new ApiError(413, 'A telemetry batch is 16 KB at most.');

/**
 * A batch is JSON, typed as JSON or as sendBeacon's text; any other body is refused before it is read.
 * Its size is judged in bytes before any validator parses it, whichever of the two types it came as
 * (the body reader has made Content-Length the body's true length).
 */
const jsonOrText = createMiddleware<BlankEnv>(async (c, next) => {
  if (!/^(application\/json|text\/plain)\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
    throw new ApiError(415, 'Send the telemetry batch as JSON (application/json or text/plain).');
  }
  if (Number(c.req.header('Content-Length') ?? 0) > MAX_BATCH_BYTES) throw batchTooLarge();
  await next();
});

const postTelemetry = createRoute({
  method: 'post',
  path: '/telemetry',
  tags: ['Telemetry'],
  operationId: 'sendTelemetry',
  summary: 'Send build health events',
  description:
    'Health events of remote builds from the shell (sendBeacon batches). Counted per minute, area, build and kind; nothing else of the request is kept. The body is JSON, sent as text/plain by `navigator.sendBeacon` or as application/json. Only batches with a valid beacon of a page load (`GET /api/remotes` gives it) are counted, each kind of each build once per page load; events of builds the registry does not list are not counted.',
  middleware: [jsonOrText] as const,
  request: { body: { content: { 'application/json': batchContent, 'text/plain': batchContent } } },
  responses: {
    202: {
      description: 'The batch is counted',
      content: json(TelemetryAcceptedSchema),
    },
    ...errorResponses(400, 413, 415, 422, 429),
  },
});

export const beaconRefused = 'The telemetry beacon is not valid or has expired: reload the page.';

function parseBatch(text: string): { beacon: string; events: TelemetryEvent[] } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'The telemetry batch is not JSON.');
  }
  const parsed = TelemetryBatchSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Hears which builds got new events, after they are stored (the automatic rollback). */
export type TelemetryListener = (builds: { remote: string; version: string }[]) => Promise<void>;

/** `POST /api/telemetry`: rate-limited per address, validated, folded into the shared per-minute counts. */
export function telemetryRoutes(deps: AppDeps, metrics: Metrics, onRecorded: TelemetryListener) {
  const readRegistry = registryReader(registryPlace(deps), deps.log);
  return createRouter().openapi(postTelemetry, async (c) => {
    await c.var.limits.limiter.consume([{ limit: limits.telemetryBatchesPerIp, subject: c.var.limits.ip }]);
    const batch = parseBatch(await c.req.text());
    const id = beaconId(deps.appSecret, batch.beacon, deps.now());
    if (!id) throw new ApiError(422, beaconRefused, { errors: { beacon: beaconRefused } });
    const page = { beaconId: id, address: addressKey(deps.appSecret, c.var.limits.ip) };
    const areas = deps.devRemotesRoot ? devRegistry() : await readRegistry();
    const published = new Set(areas.flatMap((area) => area.versions.map((v) => `${area.live.package} ${v}`)));
    const counted = await firstOfPageLoad(
      deps.prisma,
      batch.events.filter((event) => published.has(`${event.remote} ${event.version}`)),
      page,
      deps.now(),
    );
    const rows = tally(counted);
    await recordTelemetry(deps.prisma, rows, deps.now());
    for (const row of rows)
      metrics.telemetryEvents.inc({ remote: row.remote, version: row.version, kind: row.kind }, row.count);
    await onRecorded(rows);
    return c.json({ accepted: counted.length }, 202);
  });
}
