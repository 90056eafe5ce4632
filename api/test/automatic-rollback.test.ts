import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { pageBeacon } from './support/page-beacon.js';

const rule = { enabled: true, windowMinutes: 10, marginPoints: 5, minSessions: 3 };
const h = useHarness(() => ({ rollbackRule: rule }));

interface Registry {
  remotes: Record<string, { current: string; canary: { version: string; share: number } | null }>;
  history: {
    by: string;
    action: string;
    remote: string;
    reason?: string;
    to: { live: string; canary: unknown };
  }[];
}

const registryFile = () => join(h.releasesDir, 'registry.json');
const readRegistry = () => JSON.parse(readFileSync(registryFile(), 'utf8')) as Registry;

/** One page load's telemetry from a browser of the build. */
const pageLoad = async (version: string, failed: boolean, ip: string) =>
  h.app.request(
    '/api/telemetry',
    {
      method: 'POST',
      body: JSON.stringify({
        beacon: await pageBeacon(h),
        events: [
          { remote: 'mf-marketing', version, kind: 'session' },
          ...(failed ? [{ remote: 'mf-marketing', version, kind: 'render-error' }] : []),
        ],
      }),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );

describe('automatic rollback', () => {
  beforeEach(async () => {
    await h.db.prisma.telemetryCount.deleteMany();
    await h.db.prisma.telemetrySession.deleteMany();
    mkdirSync(h.releasesDir, { recursive: true });
    writeFileSync(
      registryFile(),
      JSON.stringify({
        remotes: {
          'mf-marketing': { current: 'm1', versions: ['m1', 'm2'], canary: { version: 'm2', share: 50 } },
        },
        history: [],
      }),
    );
  });

  it('drops a failing canary once it has enough sessions, and writes why to the history and the log', async () => {
    for (let index = 0; index < 4; index += 1) await pageLoad('m1', false, `10.0.0.${index}`);
    await pageLoad('m2', true, '10.0.1.1');
    await pageLoad('m2', true, '10.0.1.2');
    expect(readRegistry().remotes['mf-marketing']?.canary).toEqual({ version: 'm2', share: 50 });

    await pageLoad('m2', true, '10.0.1.3');
    const registry = readRegistry();
    expect(registry.remotes['mf-marketing']).toMatchObject({ current: 'm1', canary: null });
    expect(registry.history).toEqual([
      expect.objectContaining({
        by: 'automatic rollback',
        action: 'automatic rollback',
        remote: 'mf-marketing',
        to: { live: 'm1', canary: null },
        reason:
          "canary error rate 100.0% over 3 sessions against the live build's 0.0% over 4, in the last 10 minutes: " +
          'more than 5 points worse',
      }),
    ]);
    expect(
      h.logs.filter((line) => line.startsWith('AUTOMATIC ROLLBACK: mf-marketing canary m2 dropped')),
    ).toHaveLength(1);

    // Later beacons of the dropped build change nothing more.
    await pageLoad('m2', true, '10.0.1.4');
    expect(readRegistry().history).toHaveLength(1);
  });

  it('keeps a canary that fails no more than the live build', async () => {
    for (let index = 0; index < 5; index += 1) {
      await pageLoad('m1', index === 0, `10.0.2.${index}`);
      await pageLoad('m2', index === 0, `10.0.3.${index}`);
    }
    expect(readRegistry().remotes['mf-marketing']?.canary).toEqual({ version: 'm2', share: 50 });
    expect(readRegistry().history).toEqual([]);
  });
});
