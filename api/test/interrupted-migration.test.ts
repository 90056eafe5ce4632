import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, repoRoot } from '@platform/prisma';
import { openEmptyTestDatabase } from '@platform/prisma/testing';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';

/*
 * A start killed while it migrates (kill -9 during the first `npm start`, or the first start after an
 * update) must not leave a database the next start refuses ("migrate found failed migrations", P3009):
 * each migration is applied whole or not at all, and one a killed process left unfinished is applied
 * again on the next start. Each test migrates an empty database of the test server (PGlite's initdb, made once
 * a run, or PostgreSQL's).
 */

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A migrations folder of the lock file and the given scripts, named in order. */
function migrationsFolder(scripts: string[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'platform-migrations-'));
  folders.push(folder);
  cpSync(join(repoRoot, 'prisma/migrations/migration_lock.toml'), join(folder, 'migration_lock.toml'));
  scripts.forEach((script, index) => {
    mkdirSync(join(folder, `2026010100000${index}_step_${index}`));
    writeFileSync(join(folder, `2026010100000${index}_step_${index}`, 'migration.sql'), script);
  });
  return folder;
}

async function withDatabase(work: (client: pg.Client, url: string) => Promise<void>) {
  const db = await openEmptyTestDatabase(inject('databaseTemplate'));
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    await work(client, db.url);
  } finally {
    await client.end();
    await db.close();
  }
}

const tables = async (client: pg.Client) =>
  (
    await client.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_name LIKE 'step_%' ORDER BY 1`,
    )
  ).rows.map((row) => row.name);

const first = 'CREATE TABLE "step_a" ("id" INTEGER PRIMARY KEY);\n';
const second =
  'CREATE TABLE "step_b" ("id" INTEGER PRIMARY KEY);\nCREATE TABLE "step_c" ("id" INTEGER PRIMARY KEY);\n';

describe('migrations interrupted half-way', () => {
  it('a migration that fails half-way leaves none of its statements behind', async () => {
    const broken = 'CREATE TABLE "step_b" ("id" INTEGER PRIMARY KEY);\nSELECT no_such_function();\n';
    await withDatabase(async (client, url) => {
      await expect(migrate(url, migrationsFolder([first, broken]))).rejects.toThrow();
      expect(await tables(client)).toEqual(['step_a']);
    });
  });

  it('one a killed start left unfinished is applied again, and the database opens as if nothing happened', async () => {
    await withDatabase(async (client, url) => {
      expect(await migrate(url, migrationsFolder([first]))).toEqual(['20260101000000_step_0']);
      // What a kill -9 during the second migration leaves: its row started, never finished, no error logged
      // (the engine writes the row, then runs the script); the script itself rolled back with the process.
      await client.query(
        `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count)
         VALUES (gen_random_uuid()::text, $1, '20260101000001_step_1', now(), 0)`,
        [createHash('sha256').update(second).digest('hex')],
      );
      expect(await migrate(url, migrationsFolder([first, second]))).toEqual(['20260101000001_step_1']);
      expect(await tables(client)).toEqual(['step_a', 'step_b', 'step_c']);
      expect(await migrate(url, migrationsFolder([first, second]))).toEqual([]);
    });
  });
});
