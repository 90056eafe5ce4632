import pg from 'pg';

/** The advisory-lock key of start-up work; any constant no other code of ours locks on. */
const startupLockKey = 727_001;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so API processes starting together on one server
 * migrate and seed one after the other instead of racing (the later ones then find nothing to do).
 */
export async function withStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [startupLockKey]);
    return await work();
  } finally {
    // Ending the session releases the lock too; unlocking first keeps the order obvious.
    await client.query('SELECT pg_advisory_unlock($1)', [startupLockKey]).catch(() => undefined);
    await client.end();
  }
}
