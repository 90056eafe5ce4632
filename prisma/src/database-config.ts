import { join, resolve } from 'node:path';
import { repoRoot } from './paths.js';

export interface DatabaseConfig {
  /** A PostgreSQL connection string. Without one, the embedded PGlite database in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** Where the embedded database lives (in `<dataDir>/pglite`). */
  dataDir: string;
}

/**
 * `DATABASE_URL` and `DATA_DIR` (default `<repo>/data`), shared by the API (from its parsed environment) and
 * the CLIs (from theirs).
 */
export function databaseConfigFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATA_DIR?: string | undefined;
}): DatabaseConfig {
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ? resolve(env.DATA_DIR) : join(repoRoot, 'data'),
  };
}

/** The embedded database's own folder inside the data folder. */
export function embeddedDataDir(config: DatabaseConfig): string {
  return join(config.dataDir, 'pglite');
}
