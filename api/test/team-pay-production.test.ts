import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, seed } from '@platform/prisma';
import { afterAll, describe, expect, it } from 'vitest';
import { addStartingData } from '../src/data/starting-data.js';
import { useHarness } from './support/harness.js';
import { freePort, ServerProcess } from './support/server-process.js';

/*
 * Issue #26, "no code path in production creates demo team payments": the demo billing is reachable only
 * from development's starting data, and the API started as in production makes none.
 */

const h = useHarness();
const src = fileURLToPath(new URL('../src', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'platform-production-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });

describe('demo team payments never in production', () => {
  it('demo-billing.ts is imported by development’s starting data alone', () => {
    const importers = sources(src)
      .filter((path) => /from '[^']*\/demo-billing\.js'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    expect(importers).toEqual(['data/starting-data.ts']);
  });

  it('a production start adds no team payments even beside the demo account; development’s does', async () => {
    await seed(h.db.prisma);
    const now = new Date();
    await addStartingData(h.db.prisma, {
      production: true,
      log: () => undefined,
      now,
      assistant: h.deps.assistant,
    });
    expect([await h.db.prisma.teamPayment.count(), await h.db.prisma.teamInvoice.count()]).toEqual([0, 0]);
    await addStartingData(h.db.prisma, {
      production: false,
      log: () => undefined,
      now,
      assistant: h.deps.assistant,
    });
    expect(await h.db.prisma.teamPayment.count()).toBeGreaterThan(0);
  });

  it('the API started with NODE_ENV=production leaves no team payment, invoice or payout in its database', async () => {
    const dataDir = join(folder, 'data');
    const server = new ServerProcess({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RELEASES_DIR: join(folder, 'releases'),
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://app.example.com',
      SMTP_URL: 'smtp://127.0.0.1:9',
      SELLER_LEGAL_NAME: 'Example Ltd',
      SELLER_ADDRESS: '1 Example Road, Lagos',
      SELLER_TAX_ID: '12345678-0001',
    });
    await server.start();
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    await server.stop('SIGTERM');
    const db = await openDatabase({ dataDir });
    try {
      expect([
        await db.prisma.teamPayment.count(),
        await db.prisma.teamInvoice.count(),
        await db.prisma.payout.count(),
        await db.prisma.user.count(),
      ]).toEqual([0, 0, 0, 0]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
