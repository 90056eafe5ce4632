import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../embedded-postgres.js';
import { migrate } from '../migrate.js';
import { connect } from '../open-database.js';
import type { Database } from '../open-database.js';

/*
 * A fresh, migrated database per test file, fast: migrations run ONCE (in a test runner's global setup)
 * into a template, and each file gets a copy.
 * - Default: embedded PGlite. The migrated data folder is dumped to a tarball; each file loads it into
 *   an in-memory PGlite.
 * - With TEST_DATABASE_URL (a PostgreSQL server where that role may CREATE DATABASE): the template is a
 *   database, and each file gets `CREATE DATABASE ... TEMPLATE ...`, dropped when the file closes it.
 */

/** Serialisable, so a global setup can hand it to test workers. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgresql'; serverUrl: string; templateName: string };

function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (CREATE/DROP DATABASE) on the server's maintenance connection. */
async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Migrates a template database; call once per test run and `dispose` it at the end. */
export async function createTestDatabaseTemplate(
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ template: TestDatabaseTemplate; dispose(): Promise<void> }> {
  const serverUrl = env.TEST_DATABASE_URL;
  if (serverUrl) {
    const templateName = uniqueName('platform_test_template');
    await runOnServer(serverUrl, `CREATE DATABASE "${templateName}"`);
    await migrate(databaseUrl(serverUrl, templateName));
    return {
      template: { kind: 'postgresql', serverUrl, templateName },
      dispose: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${templateName}"`),
    };
  }
  const embedded = await startEmbeddedPostgres();
  const dumpFile = join(tmpdir(), `${uniqueName('platform-test-template')}.tar`);
  try {
    await migrate(embedded.url);
    await writeFile(dumpFile, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  } finally {
    await embedded.stop();
  }
  return { template: { kind: 'pglite', dumpFile }, dispose: () => rm(dumpFile, { force: true }) };
}

/** A private copy of the template for one test file; `close()` discards it. */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<Database> {
  if (template.kind === 'pglite') {
    const embedded = await startEmbeddedPostgres({
      loadDataDir: new Blob([await readFile(template.dumpFile)]),
    });
    return connect(embedded.url, 'pglite', () => embedded.stop());
  }
  const { serverUrl, templateName } = template;
  const name = uniqueName('platform_test');
  await runOnServer(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${templateName}"`);
  return connect(databaseUrl(serverUrl, name), 'postgresql', () =>
    runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}
