import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
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
 * Commands that replay migrations (diff from the migrations folder) ask for a shadow database. Only a
 * throwaway database may serve as its own shadow (PGlite has a single database anyway); on real data
 * the request is refused rather than letting the engine reset anything.
 */
function adapterFactory(pool: pg.Pool, scratch: boolean): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPg(pool);
  const connect = async () => withCharColumns(await factory.connect());
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
