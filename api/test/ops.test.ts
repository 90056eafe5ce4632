import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { useHarness } from './support/harness.js';
import { pageBeacon } from './support/page-beacon.js';

const token = 'ops-token-0123456789abcdef';
const h = useHarness(() => ({ opsToken: token }));
const auth = { Authorization: `Bearer ${token}` };

const registryFile = () => join(h.releasesDir, 'registry.json');
const readRegistry = () =>
  JSON.parse(readFileSync(registryFile(), 'utf8')) as {
    remotes: Record<string, { current: string; canary: { version: string; share: number } | null }>;
    history: { by: string; action: string }[];
  };

const post = (path: string, body: unknown, headers: Record<string, string> = auth) =>
  h.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the ops calls', () => {
  beforeEach(async () => {
    mkdirSync(join(h.releasesDir, 'mf-billing', 'b1'), { recursive: true });
    writeFileSync(join(h.releasesDir, 'mf-billing', 'b1', 'mf-manifest.json'), '{}');
    writeFileSync(
      registryFile(),
      JSON.stringify({
        remotes: {
          'mf-billing': { current: 'b1', versions: ['b1', 'b2'], canary: { version: 'b2', share: 20 } },
        },
        history: [],
      }),
    );
    await h.db.prisma.telemetryCount.deleteMany();
  });

  it('refuse a missing or wrong ops token, and do not exist without OPS_TOKEN', async () => {
    for (const headers of [{}, { Authorization: 'Bearer not-the-ops-token-at-all' }] as Record<
      string,
      string
    >[]) {
      const response = await h.app.request('/api/ops/overview', { headers });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'A valid ops token is required.' });
      expect((await post('/api/ops/promote', { remote: 'mf-billing' }, headers)).status).toBe(401);
    }
    const withoutOps = createApp({ ...h.deps, opsToken: null });
    const response = await withoutOps.request('/api/ops/overview', { headers: auth });
    expect(response.status).toBe(404);
    expect(readRegistry().remotes['mf-billing']?.canary).toEqual({ version: 'b2', share: 20 });
  });

  it('show each area with its builds, shares, health of the last hour and its changes', async () => {
    h.setNow(new Date('2026-11-23T10:30:10Z'));
    await h.app.request('/api/telemetry', {
      method: 'POST',
      body: JSON.stringify({
        beacon: await pageBeacon(h),
        events: [
          { remote: 'mf-billing', version: 'b2', kind: 'session' },
          { remote: 'mf-billing', version: 'b2', kind: 'render-error' },
          { remote: 'mf-billing', version: 'b1', kind: 'session' },
          { remote: 'mf-billing', version: 'b1', kind: 'lcp', value: 1500 },
        ],
      }),
    });
    const response = await h.app.request('/api/ops/overview', { headers: auth });
    expect(response.status).toBe(200);
    const { rule, areas } = (await response.json()) as {
      rule: unknown;
      areas: { remote: string; builds: { minutes: { minute: string; errors: number }[] }[] }[];
    };
    expect(rule).toEqual({ enabled: true, windowMinutes: 10, marginPoints: 5, minSessions: 30 });
    const billing = areas.find((area) => area.remote === 'mf-billing');
    expect(billing).toMatchObject({
      area: 'Billing',
      builds: [
        {
          version: 'b1',
          channel: 'live',
          share: 80,
          sessions: 1,
          errors: 0,
          errorRate: 0,
          vitals: { lcp: 1500, inp: null },
        },
        { version: 'b2', channel: 'canary', share: 20, sessions: 1, errors: 1, errorRate: 100 },
      ],
    });
    const minutes = billing!.builds[1]!.minutes;
    expect(minutes).toHaveLength(60);
    expect(minutes.at(-1)).toEqual({ minute: '2026-11-23T10:30:00.000Z', sessions: 1, errors: 1 });
    expect(areas.find((area) => area.remote === 'mf-auth')).toMatchObject({ builds: [], history: [] });
  });

  it('read the registry at most once a second, and show a change made on the page at once', async () => {
    const shares = async () => {
      const response = await h.app.request('/api/ops/overview', { headers: auth });
      const { areas } = (await response.json()) as {
        areas: { remote: string; builds: { share: number }[] }[];
      };
      return areas.find((area) => area.remote === 'mf-billing')!.builds.map((build) => build.share);
    };
    h.setNow(new Date('2026-11-23T11:00:00Z'));
    expect(await shares()).toEqual([80, 20]);
    // A release command elsewhere writes the registry: the overview read this second is answered again...
    const registry = readRegistry();
    registry.remotes['mf-billing']!.canary = { version: 'b2', share: 50 };
    writeFileSync(registryFile(), JSON.stringify(registry));
    h.setNow(new Date('2026-11-23T11:00:00.999Z'));
    expect(await shares()).toEqual([80, 20]);
    // ... and read again once the second is over.
    h.setNow(new Date('2026-11-23T11:00:01Z'));
    expect(await shares()).toEqual([50, 50]);
    // A change made on the ops page shows at once.
    expect((await post('/api/ops/canary-share', { remote: 'mf-billing', share: 35 })).status).toBe(200);
    expect(await shares()).toEqual([65, 35]);
  });

  it('change the canary share, promote and roll back through the release code, written to the history', async () => {
    const share = await post('/api/ops/canary-share', { remote: 'mf-billing', share: 35 });
    expect(await share.json()).toEqual({ message: 'mf-billing: the canary now serves 35% of users.' });
    expect(readRegistry().remotes['mf-billing']?.canary).toEqual({ version: 'b2', share: 35 });

    const promoted = await post('/api/ops/promote', { remote: 'mf-billing' });
    expect(await promoted.json()).toEqual({ message: 'mf-billing b2 is live for everyone.' });
    const again = await post('/api/ops/promote', { remote: 'mf-billing' });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: 'mf-billing has no canary to promote.' });

    const rolledBack = await post('/api/ops/rollback', { remote: 'mf-billing' });
    expect(await rolledBack.json()).toEqual({ message: 'mf-billing rolled back: b1 is live.' });
    const { remotes, history } = readRegistry();
    expect(remotes['mf-billing']).toMatchObject({ current: 'b1', canary: null });
    expect(history.map((change) => `${change.by}: ${change.action}`)).toEqual([
      'ops page: canary share',
      'ops page: promote',
      'ops page: rollback',
    ]);
  });

  it('refuse to roll back to a build made against a contract the shell does not provide', async () => {
    const manifest = { shared: [{ name: '@platform/shared-ui', requiredVersion: '^0.1.0' }] };
    writeFileSync(join(h.releasesDir, 'mf-billing', 'b1', 'mf-manifest.json'), JSON.stringify(manifest));
    const registry = { remotes: { 'mf-billing': { current: 'b2', versions: ['b1', 'b2'] } }, history: [] };
    writeFileSync(registryFile(), JSON.stringify(registry));

    const refused = await post('/api/ops/rollback', { remote: 'mf-billing' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(
      /^mf-billing b1 was built against @platform\/shared-ui \^0\.1\.0; the shell provides \d+\.\d+\.\d+, so the area would show its fallback/,
    );
    expect(readRegistry()).toEqual(registry);
  });

  it('refuse bad input and change nothing', async () => {
    for (const [body, status] of [
      [{ remote: 'mf-shop' }, 422],
      [{ remote: 'mf-billing', share: 0 }, 422],
      [{ remote: 'mf-billing', share: 101 }, 422],
    ] as const) {
      const path = 'share' in body ? '/api/ops/canary-share' : '/api/ops/promote';
      expect((await post(path, body)).status).toBe(status);
    }
    expect(readRegistry().history).toEqual([]);
  });
});
