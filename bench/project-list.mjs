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
  execFileSync('npx', ['turbo', 'run', 'build', '--filter=@platform/db', '--output-logs=errors-only'], {
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

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Latency of one request at a time, after a warm-up, in ms. */
async function sequential(url, token, items) {
  const headers = { authorization: `Bearer ${token}` };
  const times = [];
  for (let i = 0; i < samples + 20; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = await response.json();
    if (!response.ok || body.length !== items)
      throw new Error(`${url}: ${response.status}, ${body.length} items`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    median: round(percentile(times, 50)),
    p90: round(percentile(times, 90)),
    p99: round(percentile(times, 99)),
  };
}

async function underLoad(url, token) {
  const result = await autocannon({ url, headers: { authorization: `Bearer ${token}` }, ...load });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

export async function measureProjectList(port) {
  const runDir = mkdtempSync(path.join(tmpdir(), 'platform-bench-projects-'));
  const dataDir = path.join(runDir, 'data');
  const users = seedDatabase(dataDir);
  const product = await startProduct(port, { dataDir });
  try {
    const rows = [];
    const measure = async (user, page, url, items) => {
      const token = await logIn(product.baseUrl, user);
      const projects = `${user.count.toLocaleString('en')} (${user.opened || 'none'} opened)`;
      rows.push({
        projects,
        page,
        ...(await sequential(url, token, items)),
        ...(await underLoad(url, token)),
      });
    };
    const list = `${product.baseUrl}/api/all_projects/`;
    for (const user of users) {
      await measure(user, 'first page', list, Math.min(20, user.count));
      if (user.deepAfter)
        await measure(user, 'the page after the 2,000th project', `${list}?after=${user.deepAfter}`, 20);
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
