import cluster from 'node:cluster';
import type { Worker } from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError, readEnvironment } from './platform/config/environment.js';
import { loadConfig } from './platform/config/server-config.js';

/*
 * `npm run start:cluster`: WORKERS full API processes (server.ts) sharing one port through node:cluster.
 * Nothing here holds state: sessions, limits, chats and payments live in PostgreSQL, files on a shared
 * disk or an S3-compatible store, the registry in RELEASES_DIR; start-up work takes a database lock.
 */

/** A worker that dies this soon after starting is failing at boot: stop instead of forking forever. */
const bootFailureMs = 5_000;

function main(): void {
  const config = loadConfig(readEnvironment());
  if (!config.database.databaseUrl) {
    throw new ConfigError(
      'WORKERS needs a PostgreSQL server (DATABASE_URL): the embedded database serves one process.',
    );
  }
  cluster.setupPrimary({
    exec: fileURLToPath(new URL('./server.js', import.meta.url)),
    // The young generation's size as scripts/start.mjs gives the single process, for the same reason.
    execArgv: [
      '--experimental-wasm-modules',
      '--disable-warning=ExperimentalWarning',
      '--max-semi-space-size=64',
    ],
  });

  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());
  for (let index = 0; index < config.workers; index += 1) fork();
  console.log(`Cluster: ${config.workers} API processes on port ${config.port}.`);

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    console.error(`API process ${worker.process.pid} exited (${signal ?? code}).`);
    if (lived < bootFailureMs) {
      console.error('It failed while starting; stopping the cluster.');
      stopping = true;
      for (const other of startedAt.keys()) other.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit();
      return;
    }
    fork();
  });

  // Each worker drains its own requests and closes its database on SIGTERM (server.ts).
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of startedAt.keys()) worker.kill(signal);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

try {
  main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
