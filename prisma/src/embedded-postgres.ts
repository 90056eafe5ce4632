import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { lockDataDir } from './data-dir-lock.js';

export interface EmbeddedPostgres {
  /** Connection string of the loopback wire-protocol server in front of PGlite. */
  url: string;
  /** The whole data folder as a tarball, loadable with `startEmbeddedPostgres({ loadDataDir })`. */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Folder to persist into; omit for an in-memory database. */
  dataDir?: string;
  /** A data folder dump to start from, e.g. a migrated test template. */
  loadDataDir?: Blob;
}

/**
 * Starts PGlite (Postgres compiled to WASM) and serves it on a random loopback port, so Prisma's `pg`
 * adapter and the migration engine reach it like any PostgreSQL server. PGlite is a single session:
 * the socket server queues statements from its connections, so clients must keep their pools to one.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const { dataDir, loadDataDir } = options;
  if (dataDir !== undefined) mkdirSync(dirname(dataDir), { recursive: true });
  const unlock = dataDir === undefined ? () => undefined : lockDataDir(dataDir);
  try {
    const db = await PGlite.create({
      ...(dataDir === undefined ? {} : { dataDir }),
      ...(loadDataDir === undefined ? {} : { loadDataDir }),
    });
    // Room for the app's one pooled connection plus the migration engine's and a maintenance client.
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 8 });
    await server.start();
    return {
      url: `postgresql://postgres:postgres@${server.getServerConn()}/postgres`,
      dump: () => db.dumpDataDir('none'),
      async stop() {
        await server.stop();
        await db.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
