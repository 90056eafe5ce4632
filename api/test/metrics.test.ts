import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { useHarness } from './support/harness.js';
import { pageBeacon } from './support/page-beacon.js';

const h = useHarness(() => ({ databasePool: { totalCount: 3, idleCount: 2, waitingCount: 0 } }));

const fromLoopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const fromElsewhere = { incoming: { socket: { remoteAddress: '203.0.113.5' } } };
const token = 'metrics-token-0123456789';

describe('GET /metrics', () => {
  it('answers Prometheus text to this machine: requests by route pattern, latency, pool and build health', async () => {
    mkdirSync(h.releasesDir, { recursive: true });
    writeFileSync(
      join(h.releasesDir, 'registry.json'),
      JSON.stringify({ remotes: { 'mf-auth': { current: 'a1', versions: ['a1'] } } }),
    );
    await h.app.request('/api/health');
    await h.app.request('/api/projects/3f7b6c4e-0000-4000-8000-000000000000/');
    const beacon = await h.app.request(
      '/api/telemetry',
      {
        method: 'POST',
        body: JSON.stringify({
          beacon: await pageBeacon(h),
          events: [{ remote: 'mf-auth', version: 'a1', kind: 'render-error' }],
        }),
      },
      fromLoopback,
    );
    expect(beacon.status).toBe(202);

    const response = await h.app.request('/metrics', {}, fromLoopback);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 1');
    expect(text).toMatch(
      /http_requests_total\{method="GET",route="\/api\/projects\/:project_id\/",status="401"\} 1/,
    );
    expect(text).not.toContain('3f7b6c4e');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health",status="200"\}/,
    );
    expect(text).toContain('db_pool_connections{state="open"} 3');
    expect(text).toContain('db_pool_connections{state="idle"} 2');
    expect(text).toContain('db_pool_waiting_requests 0');
    expect(text).toContain(
      'platform_telemetry_events_total{remote="mf-auth",version="a1",kind="render-error"} 1',
    );
    expect(text).toContain(
      'platform_area_events_last_hour{remote="mf-auth",version="a1",kind="render-error"} 1',
    );
  });

  it('is a plain 404 from elsewhere, or from loopback through a proxy, without a token set', async () => {
    expect((await h.app.request('/metrics', {}, fromElsewhere)).status).toBe(404);
    expect((await h.app.request('/metrics')).status).toBe(404);
    // Whichever header the proxy uses to say whom it relays.
    const proxyHeaders: Record<string, string>[] = [
      { 'X-Forwarded-For': '198.51.100.1' },
      { Forwarded: 'for=198.51.100.1;proto=https' },
      { 'X-Real-IP': '198.51.100.1' },
    ];
    for (const relayed of proxyHeaders) {
      const proxied = await h.app.request('/metrics', { headers: relayed }, fromLoopback);
      expect(proxied.status).toBe(404);
      expect(await proxied.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('asks for the token when METRICS_TOKEN is set, from anywhere', async () => {
    const app = createApp({ ...h.deps, metricsToken: token });
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${token}`]) {
      const headers: Record<string, string> = authorization ? { Authorization: authorization } : {};
      const refused = await app.request('/metrics', { headers }, fromLoopback);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ message: 'A valid metrics token is required.' });
    }
    const scraped = await app.request(
      '/metrics',
      { headers: { Authorization: `Bearer ${token}` } },
      fromElsewhere,
    );
    expect(scraped.status).toBe(200);
    expect(await scraped.text()).toContain('http_requests_total');
  });
});
