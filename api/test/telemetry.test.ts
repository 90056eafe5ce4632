import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { TELEMETRY_RETENTION_MS, pruneTelemetry } from '../src/platform/telemetry/telemetry-store.js';
import { beaconRefused } from '../src/platform/telemetry/telemetry-routes.js';
import { useHarness } from './support/harness.js';
import { pageBeacon } from './support/page-beacon.js';

const h = useHarness();

function publishRegistry(remotes: Record<string, unknown>) {
  mkdirSync(h.releasesDir, { recursive: true });
  writeFileSync(join(h.releasesDir, 'registry.json'), JSON.stringify({ remotes }));
}

const send = (body: unknown, contentType = 'text/plain;charset=UTF-8', ip = '203.0.113.7') =>
  h.app.request(
    '/api/telemetry',
    {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
    { incoming: { socket: { remoteAddress: ip } } },
  );

const rows = () =>
  h.db.prisma.telemetryCount
    .findMany({ orderBy: [{ version: 'asc' }, { kind: 'asc' }] })
    .then((found) =>
      found.map(({ remote, version, kind, count, sum }) => ({ remote, version, kind, count, sum })),
    );

describe('POST /api/telemetry', () => {
  beforeAll(() => {
    publishRegistry({
      'mf-billing': { current: '1', versions: ['1', '2'], canary: { version: '2', share: 10 } },
    });
  });

  it('counts a sendBeacon batch per minute, area, build and kind, keeping nothing else', async () => {
    h.setNow(new Date('2026-11-23T10:15:20Z'));
    const response = await send({
      beacon: await pageBeacon(h),
      events: [
        { remote: 'mf-billing', version: '2', kind: 'session' },
        { remote: 'mf-billing', version: '2', kind: 'render-error' },
        { remote: 'mf-billing', version: '2', kind: 'lcp', value: 1200 },
        { remote: 'mf-billing', version: '2', kind: 'lcp', value: 800 },
        { remote: 'mf-billing', version: '1', kind: 'session' },
        { remote: 'mf-billing', version: '9', kind: 'session' },
      ],
    });
    expect(response.status).toBe(202);
    // The page load's second LCP of the same build is not counted: one of each kind per page load.
    expect(await response.json()).toEqual({ accepted: 4 });

    // JSON bodies are taken too, and add to the same minute: another page load.
    h.setNow(new Date('2026-11-23T10:15:50Z'));
    const again = await send(
      { beacon: await pageBeacon(h), events: [{ remote: 'mf-billing', version: '1', kind: 'session' }] },
      'application/json',
    );
    expect(again.status).toBe(202);

    expect(await rows()).toEqual([
      { remote: 'mf-billing', version: '1', kind: 'session', count: 2, sum: 0 },
      { remote: 'mf-billing', version: '2', kind: 'lcp', count: 1, sum: 1200 },
      { remote: 'mf-billing', version: '2', kind: 'render-error', count: 1, sum: 0 },
      { remote: 'mf-billing', version: '2', kind: 'session', count: 1, sum: 0 },
    ]);
    const stored = await h.db.prisma.telemetryCount.findFirst();
    expect(stored?.minute.toISOString()).toBe('2026-11-23T10:15:00.000Z');
  });

  it('counts only page loads the API started, each kind of a build once per page load (issue #32, finding 3)', async () => {
    const before = await rows();
    const events = [
      ...Array.from({ length: 30 }, () => ({ remote: 'mf-billing', version: '2', kind: 'session' })),
      ...Array.from({ length: 20 }, () => ({ remote: 'mf-billing', version: '2', kind: 'load-failure' })),
    ];
    const anonymous = await send({ events });
    expect(anonymous.status).toBe(422);
    const beacon = await pageBeacon(h);
    const [id, expiry] = beacon.split('.');
    const forged = [
      `${id}.${expiry}.${'A'.repeat(32)}`,
      `${id}.${Number(expiry) + 9999}.${beacon.split('.')[2]}`,
    ];
    for (const fake of forged) {
      expect(await send({ beacon: fake, events })).toMatchObject({ status: 422 });
      expect(await (await send({ beacon: fake, events })).json()).toEqual({
        message: beaconRefused,
        errors: { beacon: beaconRefused },
      });
    }
    expect(await rows()).toEqual(before);

    expect(await (await send({ beacon, events })).json()).toEqual({ accepted: 2 });
    expect(await (await send({ beacon, events })).json()).toEqual({ accepted: 0 });
    const counted = (await rows()).filter((row) => row.version === '2' && row.kind !== 'lcp');
    expect(counted).toEqual([
      { remote: 'mf-billing', version: '2', kind: 'load-failure', count: 1, sum: 0 },
      { remote: 'mf-billing', version: '2', kind: 'render-error', count: 1, sum: 0 },
      { remote: 'mf-billing', version: '2', kind: 'session', count: 2, sum: 0 },
    ]);

    // A page left open past its beacon's life is not counted either.
    h.setNow(new Date(h.deps.now().getTime() + 13 * 60 * 60_000));
    expect(await send({ beacon, events })).toMatchObject({ status: 422 });
  });

  it('refuses what is not a batch of known events, and counts none of it', async () => {
    const before = await rows();
    const beacon = await pageBeacon(h);
    const cases: [unknown, number, string][] = [
      ['{"events": [', 400, 'The telemetry batch is not JSON.'],
      [{ events: [] }, 422, 'Events cannot be empty.'],
      [{ events: [{ remote: 'mf-shop', version: '1', kind: 'session' }] }, 422, ''],
      [{ events: [{ remote: 'mf-billing', version: '../1', kind: 'session' }] }, 422, ''],
      [{ events: [{ remote: 'mf-billing', version: '1', kind: 'page-url' }] }, 422, ''],
      [{ events: [{ remote: 'mf-billing', version: '1', kind: 'lcp' }] }, 422, 'value: lcp needs its value.'],
      [
        { events: [{ remote: 'mf-billing', version: '1', kind: 'cls', value: 1e9 }] },
        422,
        'value: cls is out of range.',
      ],
      [
        { events: [{ remote: 'mf-billing', version: '1', kind: 'session', value: 3 }] },
        422,
        'value: session carries no value.',
      ],
      [
        { events: [{ remote: 'mf-billing', version: '1', kind: 'session', url: '/project/7?x=1' }] },
        422,
        'Unknown field: url.',
      ],
      [
        { events: [{ remote: 'mf-billing', version: '1', kind: 'session' }], user: 'u1' },
        422,
        'Unknown field: user.',
      ],
      [
        {
          events: Array.from({ length: 51 }, () => ({ remote: 'mf-billing', version: '1', kind: 'session' })),
        },
        422,
        '',
      ],
    ];
    for (const [body, status, message] of cases) {
      const response = await send(typeof body === 'string' ? body : { beacon, ...(body as object) });
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      const answer = (await response.json()) as { message: string };
      if (message) expect(answer.message).toBe(message);
    }
    // Found by the fuzz suite: a form body was read before the batch and answered 500.
    for (const contentType of [
      'multipart/form-data; boundary=xyz',
      'application/x-www-form-urlencoded',
      '',
    ]) {
      const response = await send('""', contentType);
      expect(response.status, contentType).toBe(415);
    }
    // 16 KB in bytes, whichever type the batch is sent as (JSON was read whole and parsed before).
    for (const contentType of ['text/plain', 'application/json']) {
      const huge = await send(`{"events":[${' '.repeat(20_000)}]}`, contentType);
      expect(huge.status, contentType).toBe(413);
      const wide = await send(`{"events":[],"x":"${'₦'.repeat(6_000)}"}`, contentType);
      expect(wide.status, contentType).toBe(413);
    }
    expect(await rows()).toEqual(before);
  });

  it('limits batches per address, with Retry-After', async () => {
    h.setNow(new Date('2026-11-23T10:15:40Z'));
    const batch = {
      beacon: await pageBeacon(h),
      events: [{ remote: 'mf-billing', version: '1', kind: 'session' }],
    };
    let last: Response | null = null;
    for (let index = 0; index <= 600; index += 1) {
      last = await send(batch, 'text/plain', '198.51.100.9');
      if (last.status !== 202) break;
    }
    expect(last?.status).toBe(429);
    expect(last?.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await last?.json()) as { message: string }).message).toMatch(/^Too many attempts/);
    expect((await send(batch, 'text/plain', '198.51.100.10')).status).toBe(202);
  }, 120_000);

  it('prunes minutes older than the retention', async () => {
    await pruneTelemetry(
      h.db.prisma,
      new Date(Date.parse('2026-11-23T10:15:00Z') + TELEMETRY_RETENTION_MS + 60_000),
    );
    expect(await rows()).toEqual([]);
    expect(await h.db.prisma.telemetrySession.count()).toBe(0);
  });
});
