// The first page of every list on the big-project database (big-project-seed.mjs) on PostgreSQL, in server
// time: each request carries its own X-Request-Id and its time is read from the API's request log line
// (api/src/platform/http/request-log.ts: from the request's arrival to its answer, the network between left out).
import { execFileSync } from 'node:child_process';
import { createBenchDatabase } from './postgres-database.mjs';
import { measureBigBoard } from './big-board.mjs';
import { bigProjectAccount, bigProjectName, bigSeed } from './big-project-seed.mjs';
import { logIn } from './demo-session.mjs';
import { repoRoot, startProduct } from './server.mjs';

export const bigLists = { samples: 30, warmUp: 5, budgetMs: 50, pageSize: 50 };

const round = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** Server times by request id, from the product's standard output. */
function requestTimes(output) {
  const times = new Map();
  const waiting = new Map();
  let rest = '';
  output.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      const match = /^\w+ \S+ \d{3} ([\d.]+)ms (bench-\S+)$/.exec(line);
      if (!match) continue;
      const ms = Number(match[1]);
      times.set(match[2], ms);
      waiting.get(match[2])?.(ms);
    }
  });
  output.resume();
  /** The server time of request `id`, once its log line is written (a batch per turn of its event loop). */
  return (id) =>
    times.has(id) ? Promise.resolve(times.get(id)) : new Promise((resolve) => waiting.set(id, resolve));
}

/** The lists, first page each, as the workspace's pages ask for them, for the big project and its owner. */
function lists(projectId, taskId) {
  const { pageSize } = bigLists;
  const project = `/api/projects/${projectId}`;
  return [
    { name: 'projects (dashboard)', path: '/api/all_projects/' },
    { name: `board, first ${pageSize} cards`, path: `${project}/tasks/?limit=${pageSize}` },
    {
      name: `board, all ${bigSeed.bigProjectTasks.toLocaleString('en')} cards`,
      path: `${project}/tasks/`,
      firstPage: false,
    },
    { name: `files, first ${pageSize}`, path: `${project}/files/?limit=${pageSize}` },
    { name: 'files in the trash', path: `${project}/files/trash/` },
    { name: 'notifications', path: '/api/notifications/' },
    { name: 'activity (recent updates)', path: `${project}/recent-updates/` },
    { name: 'team', path: `${project}/team/` },
    { name: 'reviews', path: `${project}/reviews/` },
    { name: 'meetings', path: `${project}/meetings/` },
    { name: 'milestones', path: `${project}/milestones/` },
    { name: 'features', path: '/api/get-project-features/', body: { project_id: projectId } },
    { name: "a task's history", path: `/api/tasks/${taskId}/history/` },
    { name: "a task's comments", path: `/api/tasks/${taskId}/comments/` },
    { name: 'billing invoices', path: '/api/billing/invoices/' },
    { name: 'billing team payments', path: '/api/billing/team-payments/' },
    { name: 'signed-in sessions', path: '/api/account/sessions/' },
  ];
}

/**
 * Seeds a fresh database of the PostgreSQL server `serverUrl`, starts the product on it and times the
 * first page of each list, one request at a time, the lists taking turns.
 */
export async function measureBigProjects(serverUrl, port) {
  const database = await createBenchDatabase(serverUrl);
  try {
    const seeded = JSON.parse(
      execFileSync(
        'node',
        [
          '--experimental-wasm-modules',
          '--disable-warning=ExperimentalWarning',
          'bench/big-project-seed.mjs',
          database.url,
        ],
        { cwd: repoRoot, encoding: 'utf8' },
      ),
    );
    const product = await startProduct(port, { env: { DATABASE_URL: database.url }, stdout: true });
    const serverTime = requestTimes(product.stdout);
    try {
      const token = await logIn(product.baseUrl, bigProjectAccount);
      const authorization = `Bearer ${token}`;
      const projects = await (
        await fetch(`${product.baseUrl}/api/all_projects/?limit=50`, { headers: { authorization } })
      ).json();
      const project = projects.find((entry) => entry.name === bigProjectName);
      if (!project) throw new Error(`${bigProjectAccount.email} has no project named ${bigProjectName}`);
      const board = await (
        await fetch(`${product.baseUrl}/api/projects/${project.id}/tasks/?limit=1`, {
          headers: { authorization },
        })
      ).json();
      const entries = lists(project.id, board.tasks[0].id);
      const times = entries.map(() => []);
      const sizes = entries.map(() => 0);
      let sent = 0;
      for (let turn = 0; turn < bigLists.warmUp + bigLists.samples; turn += 1) {
        for (const [index, entry] of entries.entries()) {
          sent += 1;
          const id = `bench-${sent}`;
          const response = await fetch(`${product.baseUrl}${entry.path}`, {
            method: entry.body ? 'POST' : 'GET',
            headers: {
              authorization,
              'x-request-id': id,
              ...(entry.body ? { 'content-type': 'application/json' } : {}),
            },
            body: entry.body ? JSON.stringify(entry.body) : undefined,
          });
          const bytes = (await response.arrayBuffer()).byteLength;
          if (response.status !== 200) throw new Error(`${entry.path}: ${response.status}`);
          const ms = await serverTime(id);
          if (turn >= bigLists.warmUp) times[index].push(ms);
          sizes[index] = bytes;
        }
      }
      const rows = entries.map((entry, index) => {
        const sorted = times[index].sort((a, b) => a - b);
        return {
          name: entry.name,
          firstPage: entry.firstPage ?? true,
          path: entry.path.replaceAll(project.id, '{project_id}').replace(board.tasks[0].id, '{task_id}'),
          median: round(percentile(sorted, 50)),
          p90: round(percentile(sorted, 90)),
          kib: round(sizes[index] / 1024),
        };
      });
      const inBrowser = await measureBigBoard(product.baseUrl, token, project.id);
      return { rows, board: inBrowser, seedSeconds: seeded.seconds };
    } finally {
      product.stop();
    }
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await database.drop();
  }
}

// `BENCH_DATABASE_URL=... node bench/big-project.mjs` prints this measurement alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureBigProjects(process.env.BENCH_DATABASE_URL, 4416), null, 2));
}
