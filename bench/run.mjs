// npm run bench: starts the product as `npm start` does, measures it, and rewrites docs/benchmarks.md.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { measureApi } from './api-load.mjs';
import { measureFrontEnd } from './front-end.mjs';
import { measureProjectList } from './project-list.mjs';
import { repoRoot, startProduct } from './server.mjs';

const product = await startProduct(4410);
let frontEnd;
let api;
try {
  frontEnd = await measureFrontEnd(product.baseUrl);
  api = await measureApi(product.baseUrl, 4411);
} finally {
  product.stop();
}
// On a server of its own, whose database is seeded with thousands of projects before it starts.
const projectList = await measureProjectList(4412);

// Accuracy of the assistants on their evaluation sets (api/evaluation/), as `npm test` checks it.
const evaluation = execFileSync('npm', ['run', '--silent', 'evaluate', '-w', '@platform/api'], {
  cwd: repoRoot,
  encoding: 'utf8',
}).trim();

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const projectRows = projectList.rows
  .map(
    (row) =>
      `| ${row.projects} | ${row.page} | ${row.median} ms | ${row.p90} ms | ${row.p99} ms | ${row.rps} |`,
  )
  .join('\n');
const renderers = Object.entries(frontEnd.reactRenderers)
  .map(([route, count]) => `| \`${route}\` | ${count} |`)
  .join('\n');

const report = `# Benchmarks

Produced by \`npm run bench\` (bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}: Node ${process.version},
${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, headless Debian Chromium, the product started
as \`npm start\` starts it (production front-end builds, embedded PGlite database). Numbers from one run on a
shared machine: compare within a run, not across runs.

## Home page (\`/\`)

| what | value |
|---|---|
| JavaScript loaded before the hero renders | ${frontEnd.home.files} files, ${kib(frontEnd.home.gzipBytes)} gzip (${kib(frontEnd.home.rawBytes)} raw) |
| time from navigation to the hero button visible, cold cache | median ${frontEnd.hero.median} ms, p90 ${frontEnd.hero.p90} ms, best ${frontEnd.hero.min} ms (${frontEnd.hero.runs} runs) |

## React copies

React renderers registered in one page while visiting each area in turn (must stay 1: react and react-dom are
Module Federation singletons):

| after visiting | renderers |
|---|---|
${renderers}

## API under load

autocannon, ${api.load.connections} connections, ${api.load.duration} s each, from the same machine.

| endpoint | requests/s | p99 latency |
|---|---|---|
| \`GET /api/check-auth/\` (bearer token looked up in the database) | ${api.checkAuth.rps} | ${api.checkAuth.p99} ms |
| bare Hono hello-world on @hono/node-server (baseline) | ${api.hello.rps} | ${api.hello.p99} ms |

## Project list: 5 projects against 5,000

\`GET /api/all_projects/\` (20 projects a page) for users with 5 and with 5,000 projects on the same server and
database (bench/project-list.mjs). The list is read in two parts, opened projects by last view and then the
never-opened ones by last update, each on its own index with keyset paging (\`?after=<last project id>\`), so a
page reads about 20 index entries however many projects the user has. Latency: ${projectList.samples} requests
each, one at a time, the cases taking turns after a warm-up; throughput: autocannon, ${projectList.load.connections} connections,
${projectList.load.duration} s (the embedded database is one connection, so requests queue on it). The server
refreshes the embedded database's planner statistics at start (PGlite runs no autovacuum); without them the
planner sorted all of a user's projects for pages deep in the list.

| projects (opened) | page | median | p90 | p99 | requests/s |
|---|---|---|---|---|---|
${projectRows}

## Assistant evaluation sets

Per-field accuracy of the embedded assistant on the conversations in \`api/evaluation/\` (\`npm run evaluate -w
@platform/api -- --misses\` lists every miss). \`npm test\` fails when a field drops below its threshold in
\`api/evaluation/thresholds.ts\`.

\`\`\`
${evaluation}
\`\`\`
`;

const reportFile = path.join(repoRoot, 'docs/benchmarks.md');
await writeFile(reportFile, report);
// Formatted like every other document, so `npm test`'s format check stays green after a run.
execFileSync('npx', ['prettier', '--write', reportFile], { cwd: repoRoot, stdio: 'ignore' });
console.log(report);
