import { migrationsDir } from './paths.js';
import { readMigrationsList } from './migration-files.js';
import { noFilter, withSchemaEngine } from './schema-engine.js';

/**
 * Applies the pending migrations of `prisma/migrations` and records them in `_prisma_migrations`,
 * exactly as `prisma migrate deploy` would. Returns the names of the migrations it applied.
 */
export async function migrate(url: string): Promise<string[]> {
  return withSchemaEngine(url, async (engine) => {
    const result = await engine.applyMigrations({
      migrationsList: readMigrationsList(migrationsDir),
      filters: noFilter,
    });
    return result.appliedMigrationNames;
  });
}
