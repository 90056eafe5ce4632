import { randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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
 * PGlite's initdb and the migrations are most of a first start's 31-35 s of processor time: a test that
 * migrates a database itself starts from an empty one made by the same initdb (`openEmptyTestDatabase`), and
 * one that starts the API in a process of its own may give it the migrated data folder (`copyMigratedDataDir`).
 */

/** Serialisable, so a global setup can hand it to test workers. */
export type TestDatabaseTemplate =
  | {
      kind: 'pglite';
      /** The migrated data folder's dump. */
      dumpFile: string;
      /** The same before any migration: initdb's database. */
      emptyDumpFile: string;
      /** Removed with the template: each test process's copy of the migrated data folder goes here. */
      scratchDir: string;
    }
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
  const name = uniqueName('platform-test-template');
  const dumpFile = join(tmpdir(), `${name}.tar`);
  const emptyDumpFile = join(tmpdir(), `${name}-empty.tar`);
  const scratchDir = join(tmpdir(), `${name}-folders`);
  const dumpTo = async (file: string) =>
    writeFile(file, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  try {
    await dumpTo(emptyDumpFile);
    await migrate(embedded.url);
    await dumpTo(dumpFile);
  } finally {
    await embedded.stop();
  }
  return {
    template: { kind: 'pglite', dumpFile, emptyDumpFile, scratchDir },
    dispose: async () => {
      await Promise.all(
        [dumpFile, emptyDumpFile, scratchDir].map((path) => rm(path, { recursive: true, force: true })),
      );
    },
  };
}

/** An in-memory PGlite started from a dump, discarded by `close()`. */
async function openDump(dumpFile: string): Promise<Database> {
  const embedded = await startEmbeddedPostgres({ loadDataDir: new Blob([await readFile(dumpFile)]) });
  return connect(embedded.url, 'pglite', () => embedded.stop());
}

/** A new database on the server (`TEMPLATE` names what it copies; none: an empty one), dropped by `close()`. */
async function openNewDatabase(serverUrl: string, template?: string): Promise<Database> {
  const name = uniqueName('platform_test');
  await runOnServer(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  return connect(databaseUrl(serverUrl, name), 'postgresql', () =>
    runOnServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  );
}

/** A private copy of the template for one test file; `close()` discards it. */
export async function openTestDatabase(template: TestDatabaseTemplate): Promise<Database> {
  return template.kind === 'pglite'
    ? openDump(template.dumpFile)
    : openNewDatabase(template.serverUrl, template.templateName);
}

/**
 * An empty database, no migration applied (as initdb or `CREATE DATABASE` leaves it), for a test that migrates
 * it itself; `close()` discards it.
 */
export async function openEmptyTestDatabase(template: TestDatabaseTemplate): Promise<Database> {
  return template.kind === 'pglite' ? openDump(template.emptyDumpFile) : openNewDatabase(template.serverUrl);
}

/** This process's migrated data folder, written once from the template's dump (PGlite's own files on disk). */
let migratedDataDir: Promise<string> | undefined;

async function writeMigratedDataDir(template: { dumpFile: string; scratchDir: string }): Promise<string> {
  await mkdir(template.scratchDir, { recursive: true });
  const dataDir = join(await mkdtemp(join(template.scratchDir, 'data-')), 'pglite');
  const embedded = await startEmbeddedPostgres({
    dataDir,
    loadDataDir: new Blob([await readFile(template.dumpFile)]),
  });
  await embedded.stop();
  return dataDir;
}

/**
 * Puts the migrated template's database in `target` (an embedded database folder not made yet, e.g. a
 * server's `<DATA_DIR>/pglite`), as the API's first start there would leave it before seeding: that start then
 * skips PGlite's initdb and the migrations. A PGlite template only; with a PostgreSQL one this returns false
 * and leaves `target` alone, so the API makes its folder itself.
 */
export async function copyMigratedDataDir(template: TestDatabaseTemplate, target: string): Promise<boolean> {
  if (template.kind !== 'pglite') return false;
  migratedDataDir ??= writeMigratedDataDir(template);
  await cp(await migratedDataDir, target, { recursive: true });
  return true;
}
