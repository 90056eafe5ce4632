import { databaseConfigFromEnv, embeddedDataDir } from '../database-config.js';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { migrate } from '../migrate.js';

// Migrates the database the API would open: DATABASE_URL, or the embedded one in DATA_DIR.
async function migrateConfiguredDatabase(): Promise<string[]> {
  const config = databaseConfigFromEnv(process.env);
  if (config.databaseUrl) return migrate(config.databaseUrl);
  const embedded = await startEmbeddedPostgres({ dataDir: embeddedDataDir(config) });
  try {
    return await migrate(embedded.url);
  } finally {
    await embedded.stop();
  }
}

const applied = await migrateConfiguredDatabase();
console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date.');
