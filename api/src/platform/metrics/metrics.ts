import type { PrismaClient } from '@platform/prisma';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppEnv } from '../http/app-env.js';
import { totalsSince } from '../telemetry/telemetry-store.js';

/** The connection pool's gauges (pg.Pool's own counts). */
export interface DatabasePool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const hourMs = 60 * 60_000;

/**
 * The app's Prometheus metrics, in a registry of its own (not prom-client's global one), so every app
 * made in one process (tests) counts on its own. HTTP counts and the telemetry counter are this process's;
 * the per-build health of the last hour is read from the database at each scrape, so every process answers
 * the same totals however many run behind the load balancer.
 */
export function createMetrics({
  prisma,
  pool,
  now,
}: {
  prisma: PrismaClient;
  pool?: DatabasePool;
  now: () => Date;
}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const telemetryEvents = new Counter({
    name: 'platform_telemetry_events_total',
    help: 'Health events from the shells that this process counted, by remote, build and kind.',
    labelNames: ['remote', 'version', 'kind'],
    registers: [registry],
  });

  if (pool) {
    new Gauge({
      name: 'db_pool_connections',
      help: "Database connections of this process's pool, by state.",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'open' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Queries of this process waiting for a database connection.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  new Gauge({
    name: 'platform_area_events_last_hour',
    help: 'Health events of the last hour from every API process, by remote, build and kind (database).',
    labelNames: ['remote', 'version', 'kind'],
    registers: [registry],
    async collect() {
      this.reset();
      const totals = await totalsSince(prisma, new Date(now().getTime() - hourMs));
      for (const [build, kinds] of totals) {
        const [remote = '', version = ''] = build.split(' ');
        for (const [kind, { count }] of Object.entries(kinds)) this.set({ remote, version, kind }, count);
      }
    },
  });

  /** Counts every request by the route pattern that answered it (never the raw path: ids stay out). */
  const requestMetrics = createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const labels = { method: c.req.method, route: routePath(c), status: String(c.res.status) };
      requests.inc(labels);
      duration.observe(labels, (performance.now() - started) / 1000);
    }
  });

  return { registry, requestMetrics, telemetryEvents };
}

export type Metrics = ReturnType<typeof createMetrics>;
