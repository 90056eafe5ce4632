import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@platform/prisma';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'platform-embedded-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('the embedded database', () => {
  it('listens on no TCP port: only on a Unix socket in a folder no other user can open', async () => {
    const db = await openDatabase({ dataDir });
    try {
      const url = new URL(db.url);
      expect(url.port).toBe('');
      const socketDir = url.searchParams.get('host') ?? '';
      expect(socketDir).toMatch(/^\//);
      const folder = statSync(socketDir);
      expect(folder.mode & 0o777).toBe(0o700);
      expect(folder.uid).toBe(process.getuid?.());
      expect(statSync(join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);
      expect(await db.prisma.$queryRaw`SELECT 1 AS one`).toEqual([{ one: 1 }]);
      await db.close();
      expect(() => statSync(socketDir)).toThrow();
    } finally {
      await db.close().catch(() => undefined);
    }
  }, 60_000);
});
