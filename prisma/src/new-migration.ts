import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedPostgres } from './embedded-postgres.js';
import { lockfileContent, lockfileName, readMigrationsList } from './migration-files.js';
import { migrationsDir } from './paths.js';
import { noFilter, readSchema, withSchemaEngine } from './schema-engine.js';

/** `20261121165948`, the UTC timestamp prefix Prisma gives migration folders. */
function timestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

export function migrationSlug(name: string): string {
  const slug = name
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  if (!slug)
    throw new Error(
      'Give the migration a name, e.g. `npm run new-migration -w @platform/prisma -- add_tasks`.',
    );
  return slug;
}

/** True when a diff script holds nothing but comments and blank lines. */
function isEmptyScript(script: string): boolean {
  return script.split('\n').every((line) => line.trim() === '' || line.trim().startsWith('--'));
}

/**
 * Writes `migrations/<timestamp>_<name>/migration.sql` with the SQL that takes a database from the
 * existing migrations to `schema.prisma`. The engine replays the migrations on a throwaway in-memory
 * PGlite, so this needs no database server and never touches real data. Returns the folder written,
 * or null when the schema has no changes.
 */
export async function createMigration(name: string, now = new Date()): Promise<string | null> {
  const folder = `${timestamp(now)}_${migrationSlug(name)}`;
  const migrations = readMigrationsList(migrationsDir);
  const scratch = await startEmbeddedPostgres();
  try {
    const { stdout } = await withSchemaEngine(
      scratch.url,
      (engine) =>
        engine.diff({
          from:
            migrations.migrationDirectories.length === 0
              ? { tag: 'empty' }
              : { tag: 'migrations', ...migrations },
          to: { tag: 'schemaDatamodel', ...readSchema() },
          script: true,
          exitCode: null,
          filters: noFilter,
        }),
      { scratch: true },
    );
    if (stdout === null || isEmptyScript(stdout)) return null;
    mkdirSync(join(migrationsDir, folder), { recursive: true });
    writeFileSync(join(migrationsDir, folder, 'migration.sql'), stdout);
    const lockfile = join(migrationsDir, lockfileName);
    if (!existsSync(lockfile)) writeFileSync(lockfile, lockfileContent);
    return folder;
  } finally {
    await scratch.stop();
  }
}
