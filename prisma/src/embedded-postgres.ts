import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import { PrivateNodeFS } from './private-node-fs.js';
import { removeStaleSocketFolders, socketFolderPrefix } from './socket-folders.js';

export interface EmbeddedPostgres {
  /** Connection string of the wire-protocol server in front of PGlite (a private Unix socket). */
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
 * Starts PGlite (Postgres compiled to WASM) and serves it on a Unix socket, so Prisma's `pg` adapter and
 * the migration engine reach it like any PostgreSQL server. PGlite checks no password, so there is no
 * TCP port at all: the socket lives in a folder only this user can open (mode 0700), and any other
 * local user or container neighbour cannot connect. PGlite is a single session: the socket server
 * queues statements from its connections, so clients must keep their pools to one.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const { dataDir, loadDataDir } = options;
  if (dataDir !== undefined) mkdirSync(dirname(dataDir), { recursive: true });
  const unlock = dataDir === undefined ? () => undefined : lockDataDir(dataDir);
  removeStaleSocketFolders();
  // Short, so the socket path stays under the 107 bytes Unix allows, and private to this user.
  const socketDir = mkdtempSync(join(tmpdir(), socketFolderPrefix(process.pid)));
  const release = () => {
    rmSync(socketDir, { recursive: true, force: true });
    unlock();
  };
  try {
    const db = await PGlite.create({
      ...(dataDir === undefined ? {} : { fs: new PrivateNodeFS(dataDir) }),
      ...(loadDataDir === undefined ? {} : { loadDataDir }),
    });
    // Room for the app's one pooled connection plus the migration engine's and a maintenance client.
    const server = new PGLiteSocketServer({ db, path: join(socketDir, '.s.PGSQL.5432'), maxConnections: 8 });
    await server.start();
    return {
      url: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
      dump: () => db.dumpDataDir('none'),
      async stop() {
        await server.stop();
        await db.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
