// npm start: build what is not built, publish any remote that has no live build (or one made against another
// contract, docs/operations.md), then serve everything (API, shell, remotes) from one process on one port.
// SIGTERM/SIGINT reach the server (run() forwards them), which finishes its requests, closes the database and
// exits; this script then exits with it. Each step says what it does before it starts, as the first start
// takes minutes on a small machine and the tools' own output is held back (shown only when a step fails).
import { buildStoreFromEnvironment, fetchBuild } from './releases/build-store.mjs';
import { contractMismatch } from './releases/contract.mjs';
import { buildsWithoutPrerenderedPages, prerenderRelease } from './prerender/prerender.mjs';
import { publish } from './releases/release.mjs';
import { readRegistry, releasesDir, remotePackages } from './releases/registry.mjs';
import { run, runQuietly } from './run-command.mjs';

const startedAt = Date.now();
const elapsed = () => `${Math.round((Date.now() - startedAt) / 1000)} s`;

console.log('Building the API and the shell where they changed (the first start takes a few minutes)...');
const built = await runQuietly('npx', [
  'turbo',
  'run',
  'build',
  '--filter=@platform/api',
  '--filter=@platform/shell',
  '--output-logs=errors-only',
]);
if (built !== 0) {
  console.error('The build failed (its output is above).');
  process.exit(built);
}

const registry = await readRegistry();
const unpublished = remotePackages.filter((name) => !registry.remotes[name]?.current);
for (const [index, name] of unpublished.entries()) {
  console.log(`Publishing a first build of ${name} (${index + 1} of ${unpublished.length})...`);
  await publish(name);
}
// A live build whose files this host cannot find (a database kept while RELEASES_DIR changed), or one made
// against a contract this shell does not provide, would only show its area's fallback.
const store = await buildStoreFromEnvironment();
for (const name of remotePackages.filter((remote) => !unpublished.includes(remote))) {
  const live = registry.remotes[name].current;
  const why = (await fetchBuild(store, name, live, releasesDir()))
    ? await contractMismatch(name, live)
    : `${name} ${live} is live but not in the build store (${releasesDir()})`;
  if (!why) continue;
  console.log(`${why}: publishing a new build of ${name}...`);
  await publish(name);
}
// Public pages' HTML is made per shell build: after a new shell, render it again for the builds in use.
for (const name of await buildsWithoutPrerenderedPages()) {
  console.log(`Rendering the public pages of ${name.remote} ${name.version} for this shell...`);
  await prerenderRelease(name.remote, name.version);
}
console.log(`Built and published (${elapsed()}). Starting the server...`);

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
    // A young generation that outlives the answers under way, so they die young instead of filling the old
    // space whose collection stops every request at once (docs/decisions.md, "Read tails at 64 connections").
    '--max-semi-space-size=64',
    // `--cluster` (npm run start:cluster): WORKERS API processes on the port, on DATABASE_URL.
    process.argv.includes('--cluster') ? 'api/dist/cluster.js' : 'api/dist/server.js',
  ]),
);
