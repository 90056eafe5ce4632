import pg from 'pg';
import { migrationsDir } from './paths.js';
import { readMigrationsList } from './migration-files.js';
import { noFilter, withSchemaEngine } from './schema-engine.js';

/**
 * A migration a killed process left started and unfinished, with no error logged, is marked rolled back so
 * that it is applied again: its script ran in one transaction (schema-engine.ts), which died with the
 * process, so none of it is in the database. Without this, every later start refuses the database (P3009).
 * A migration that failed with an error keeps its row for a person to look at.
 */
async function reopenInterruptedMigrations(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      DO $$ BEGIN
        IF to_regclass('_prisma_migrations') IS NOT NULL THEN
          UPDATE _prisma_migrations SET rolled_back_at = now()
          WHERE finished_at IS NULL AND rolled_back_at IS NULL AND logs IS NULL;
        END IF;
      END $$`);
  } finally {
    await client.end();
  }
}

/**
 * Applies the pending migrations of `prisma/migrations` (or of `directory`) and records them in
 * `_prisma_migrations`, as `prisma migrate deploy` would. Returns the names of the migrations it applied.
 * Only one process may migrate a database at a time (the API takes the start-up lock on PostgreSQL).
 */
export async function migrate(url: string, directory = migrationsDir): Promise<string[]> {
  await reopenInterruptedMigrations(url);
  return withSchemaEngine(url, async (engine) => {
    const result = await engine.applyMigrations({
      migrationsList: readMigrationsList(directory),
      filters: noFilter,
    });
    return result.appliedMigrationNames;
  });
}
