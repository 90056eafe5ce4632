// A throwaway database on the PostgreSQL server of BENCH_DATABASE_URL, for the product's PostgreSQL run.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onServer(serverUrl, sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates the database; returns its URL and `drop()`. */
export async function createBenchDatabase(serverUrl) {
  const name = `platform_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
