// The first page of GET /api/all_projects/ for a user with 5 projects and one with 5,000, on the same
// server and database: keyset paging should make them cost the same. Also a page 2,000 projects deep.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { logIn } from './demo-session.mjs';
import { repoRoot, startProduct } from './server.mjs';

const samples = 300;
const load = { connections: 10, duration: 5, pipelining: 1 };

function seedDatabase(dataDir) {
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@platform/prisma', '--output-logs=errors-only'], {
    cwd: repoRoot,
    stdio: 'ignore',
  });
  const output = execFileSync(
    'node',
    [
      '--experimental-wasm-modules',
      '--disable-warning=ExperimentalWarning',
      'bench/project-list-seed.mjs',
      dataDir,
    ],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)).users;
}

const warmUp = 50;
const round = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timedGet({ url, token, items }) {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (!response.ok || body.length !== items)
    throw new Error(`${url}: ${response.status}, ${body.length} items`);
  return performance.now() - started;
}

/**
 * Latency of one request at a time, in ms. The cases take turns, one request each per round, so a server
 * still warming up or a busy moment on the machine weighs on all of them alike.
 */
async function sequential(cases) {
  const times = cases.map(() => []);
  for (let round = 0; round < warmUp + samples; round += 1) {
    for (const [index, entry] of cases.entries()) {
      const ms = await timedGet(entry);
      if (round >= warmUp) times[index].push(ms);
    }
  }
  return times.map((list) => {
    list.sort((a, b) => a - b);
    return {
      median: round(percentile(list, 50)),
      p90: round(percentile(list, 90)),
      p99: round(percentile(list, 99)),
    };
  });
}

async function underLoad({ url, token }) {
  const result = await autocannon({ url, headers: { authorization: `Bearer ${token}` }, ...load });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average) };
}

export async function measureProjectList(port) {
  const runDir = mkdtempSync(path.join(tmpdir(), 'platform-bench-projects-'));
  const dataDir = path.join(runDir, 'data');
  const users = seedDatabase(dataDir);
  const product = await startProduct(port, { dataDir });
  try {
    const list = `${product.baseUrl}/api/all_projects/`;
    const cases = [];
    for (const user of users) {
      const token = await logIn(product.baseUrl, user);
      const projects = `${user.count.toLocaleString('en')} (${user.opened || 'none'} opened)`;
      cases.push({ projects, page: 'first page', url: list, token, items: Math.min(20, user.count) });
      if (user.deepAfter) {
        const deep = `${list}?after=${user.deepAfter}`;
        cases.push({ projects, page: 'the page after the 2,000th project', url: deep, token, items: 20 });
      }
    }
    const latencies = await sequential(cases);
    const rows = [];
    for (const [index, entry] of cases.entries()) {
      rows.push({
        projects: entry.projects,
        page: entry.page,
        ...latencies[index],
        ...(await underLoad(entry)),
      });
    }
    return { rows, samples, load };
  } finally {
    product.stop();
  }
}

// `node bench/project-list.mjs` prints this measurement alone; `npm run bench` puts it in the report.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureProjectList(4412), null, 2));
}
