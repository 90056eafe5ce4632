import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SchemaEngine, SchemaFilter, SchemasContainer } from '@prisma/schema-engine-wasm';
import type pg from 'pg';
import { charTaggingPool, withCharColumns } from './char-columns.js';
import { schemaPath } from './paths.js';

export const noFilter: SchemaFilter = { externalTables: [], externalEnums: [] };

export function readSchema(): SchemasContainer {
  return { files: [{ path: basename(schemaPath), content: readFileSync(schemaPath, 'utf8') }] };
}

/** The engine logs JSON lines; only warnings and errors are worth a developer's attention. */
function forwardEngineLog(line: string): void {
  if (/"level":"(WARN|ERROR)"/.test(line)) console.error(line);
}

/** The engine reports Rust panics through this global; without it a panic hides its message. */
function registerPanicMessages(): { take(): string | undefined } {
  let message: string | undefined;
  Object.assign(globalThis, {
    PRISMA_WASM_PANIC_REGISTRY: {
      set_message(value: string) {
        message = value;
      },
    },
  });
  return {
    take() {
      const taken = message;
      message = undefined;
      return taken;
    },
  };
}

/** Loaded on first use, so opening the database (the API, tests) never pays for compiling the engine. */
async function loadSchemaEngine(): Promise<typeof SchemaEngine> {
  try {
    return (await import('@prisma/schema-engine-wasm')).SchemaEngine;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    throw new Error(
      'The migration engine is WebAssembly: on Node 20 run node with --experimental-wasm-modules (the package scripts do).',
      { cause: error },
    );
  }
}

/**
 * The `pg` adapter runs a migration's script one statement at a time, each committed on its own, so a
 * process killed half-way (or a statement that fails) left half a migration behind. This sends the script
 * as one query, which PostgreSQL runs as one transaction, together with marking its `_prisma_migrations`
 * row (matched by the script's checksum) finished: the migration and the record of it commit together.
 */
function wholeScripts(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  return {
    ...adapter,
    async executeScript(script) {
      const checksum = createHash('sha256').update(script).digest('hex');
      const client = await pool.connect();
      try {
        await client.query(`${script}
;DO $platform_migration$ BEGIN
  IF to_regclass('_prisma_migrations') IS NOT NULL THEN
    UPDATE _prisma_migrations SET finished_at = now()
    WHERE checksum = '${checksum}' AND finished_at IS NULL AND rolled_back_at IS NULL;
  END IF;
END $platform_migration$`);
      } finally {
        client.release();
      }
    },
  };
}

/**
 * Commands that replay migrations (diff from the migrations folder) ask for a shadow database. Only a
 * throwaway database may serve as its own shadow (PGlite has a single database anyway); on real data
 * the request is refused rather than letting the engine reset anything.
 */
function adapterFactory(pool: pg.Pool, scratch: boolean): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPg(pool);
  const connect = async () => wholeScripts(withCharColumns(await factory.connect()), pool);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect,
    connectToShadowDb: scratch
      ? connect
      : () => Promise.reject(new Error('No shadow database: this command only runs on a scratch database.')),
  };
}

export interface SchemaEngineOptions {
  /** The database is throwaway and may double as the shadow database. Never set this for real data. */
  scratch?: boolean;
}

/**
 * Runs `work` with Prisma's schema engine compiled to WebAssembly, talking to the database through the
 * `pg` driver adapter, so migrations need neither the native engine download nor network access.
 * Needs `node --experimental-wasm-modules` on Node 20.
 */
export async function withSchemaEngine<T>(
  url: string,
  work: (engine: SchemaEngine) => Promise<T>,
  options: SchemaEngineOptions = {},
): Promise<T> {
  const SchemaEngine = await loadSchemaEngine();
  const panics = registerPanicMessages();
  const schema = readSchema();
  const pool = charTaggingPool(url);
  try {
    const engine = await SchemaEngine.new(
      { datamodels: schema.files.map((file) => [file.path, file.content]) },
      forwardEngineLog,
      bindMigrationAwareSqlAdapterFactory(adapterFactory(pool, options.scratch ?? false)),
    );
    try {
      return await work(engine);
    } finally {
      engine.free();
    }
  } catch (error) {
    const panic = panics.take();
    throw panic ? new Error(`Schema engine panicked: ${panic}`, { cause: error }) : error;
  } finally {
    await pool.end();
  }
}
