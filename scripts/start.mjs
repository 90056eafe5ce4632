// npm start: build what is not built, publish any remote that has no live build, then serve everything
// (API, shell, remotes) from one process on one port. SIGTERM/SIGINT reach the server (run() forwards
// them), which finishes its requests, closes the database and exits; this script then exits with it.
import { publish } from './releases/release.mjs';
import { readRegistry, remotePackages } from './releases/registry.mjs';
import { run, runSteps } from './run-command.mjs';

await runSteps([
  [
    'npx',
    [
      'turbo',
      'run',
      'build',
      '--filter=@platform/api',
      '--filter=@platform/shell',
      '--output-logs=errors-only',
    ],
  ],
]);

const registry = await readRegistry();
for (const name of remotePackages) {
  if (!registry.remotes[name]?.current) {
    console.log(`Publishing a first build of ${name}...`);
    await publish(name);
  }
}

// `npm start` runs this script through a shell that dies on SIGTERM without passing it on; when our
// parent goes away like that, stop the server as if we had been signalled ourselves.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 500).unref();

// The server itself, not `npm run start`: npm and its shell would stand between us and the signals.
process.exit(
  await run(process.execPath, [
    '--experimental-wasm-modules',
    '--disable-warning=ExperimentalWarning',
    // `--cluster` (npm run start:cluster): WORKERS API processes on the port, on DATABASE_URL.
    process.argv.includes('--cluster') ? 'api/dist/cluster.js' : 'api/dist/server.js',
  ]),
);
