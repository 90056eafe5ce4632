import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLLBACK_RULE } from '../src/platform/remotes/rollback-rule.js';
import { PAGE_LOADS_PER_ADDRESS } from '../src/platform/telemetry/telemetry-store.js';
import { useHarness } from './support/harness.js';
import { pageBeacon } from './support/page-beacon.js';

/*
 * Issue #32, finding 3: one anonymous POST /api/telemetry with 30 sessions and 20 load failures for a
 * canary's build rolled the canary back. Under the default rule, the rollback now judges distinct page
 * loads the API started, a few per address.
 */

const h = useHarness(() => ({ rollbackRule: { ...DEFAULT_ROLLBACK_RULE, enabled: true } }));

const registryFile = () => join(h.releasesDir, 'registry.json');
const canary = () =>
  (JSON.parse(readFileSync(registryFile(), 'utf8')) as { remotes: Record<string, { canary: unknown }> })
    .remotes['mf-marketing']?.canary;

const failing = (version: string) => [
  { remote: 'mf-marketing', version, kind: 'session' },
  { remote: 'mf-marketing', version, kind: 'load-failure' },
];
const healthy = (version: string) => [{ remote: 'mf-marketing', version, kind: 'session' }];

const post = (body: unknown, ip: string) =>
  h.app.request(
    '/api/telemetry',
    { method: 'POST', body: JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
const pageLoad = async (events: unknown[], ip: string) => post({ beacon: await pageBeacon(h), events }, ip);

beforeAll(() => {
  mkdirSync(h.releasesDir, { recursive: true });
  writeFileSync(
    registryFile(),
    JSON.stringify({
      remotes: {
        'mf-marketing': { current: 'm1', versions: ['m1', 'm2'], canary: { version: 'm2', share: 10 } },
      },
      history: [],
    }),
  );
});

describe('a canary under forged telemetry', () => {
  it('is not rolled back by one anonymous batch, one page load repeated, or many page loads from one address', async () => {
    for (let index = 0; index < 20; index += 1) await pageLoad(healthy('m1'), `10.1.0.${index}`);

    const anonymous = await post(
      {
        events: [
          ...Array.from({ length: 30 }, () => healthy('m2')[0]),
          ...Array.from({ length: 20 }, () => failing('m2')[1]),
        ],
      },
      '198.51.100.1',
    );
    expect(anonymous.status).toBe(422);

    const beacon = await pageBeacon(h);
    for (let index = 0; index < 30; index += 1) {
      expect((await post({ beacon, events: failing('m2') }, '198.51.100.1')).status).toBe(202);
    }
    for (let index = 0; index < 40; index += 1) await pageLoad(failing('m2'), '198.51.100.2');
    expect(canary()).toEqual({ version: 'm2', share: 10 });
  });

  it('is rolled back when enough addresses see it fail', async () => {
    const addresses = Math.ceil(DEFAULT_ROLLBACK_RULE.minSessions / PAGE_LOADS_PER_ADDRESS);
    for (let address = 0; address < addresses; address += 1) {
      for (let load = 0; load < PAGE_LOADS_PER_ADDRESS; load += 1) {
        await pageLoad(failing('m2'), `10.2.0.${address}`);
      }
    }
    expect(canary()).toBeNull();
    expect(h.logs.join('\n')).toContain('AUTOMATIC ROLLBACK: mf-marketing canary m2 dropped');
  });
});
