// 1,000 live streams (GET /api/events/) open on one API process: how long a change takes to reach the last
// of them, and what a stream costs in memory. The streams are the demo account's (one process holds them
// all; whose they are does not change the work: the process reads a committed row once and writes it to
// each stream of its audience).
import http from 'node:http';
import { demoToken } from './demo-session.mjs';
import { startProduct } from './server.mjs';

export const live = { streams: 1000, changes: 60, settleMs: 3_000 };

const round = (value) => Math.round(value * 10) / 10;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** The API process's memory, from its own metrics (prom-client's defaults, served to loopback). */
async function memory(baseUrl) {
  const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
  const read = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(metrics)?.[1]);
  return { rss: read('process_resident_memory_bytes'), heap: read('nodejs_heap_size_used_bytes') };
}

/** One open stream (its own connection, as a tab's would be); calls `onEvent(id, time)` for each event. */
function openStream(baseUrl, token, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/events/`,
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk) => {
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (block.includes('event: ready')) resolve(() => request.destroy());
            const id = /^id: (\d+)$/m.exec(block)?.[1];
            if (id) onEvent(id, performance.now());
          }
        });
      },
    );
    request.on('error', reject);
  });
}

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${answer.message}`);
  return answer;
}

export async function measureLiveStreams(port) {
  const product = await startProduct(port);
  const closers = [];
  try {
    const { baseUrl } = product;
    const token = await demoToken(baseUrl);
    const projects = await call(baseUrl, token, 'GET', '/api/all_projects/');
    const project =
      (projects.projects ?? projects).find((candidate) => candidate.status !== 'Draft') ?? projects[0];
    const board = await call(baseUrl, token, 'GET', `/api/projects/${project.id}/tasks/`);
    const task = board.tasks.find((card) => card.status !== 'Approved' && card.status !== 'Completed');

    const before = await memory(baseUrl);
    /** For each event id: how many streams have it, and when the last one did. */
    const deliveries = new Map();
    const onEvent = (id, at) => {
      const seen = deliveries.get(id) ?? { count: 0, last: 0 };
      seen.count += 1;
      seen.last = Math.max(seen.last, at);
      deliveries.set(id, seen);
    };
    for (let index = 0; index < live.streams; index += 1) {
      closers.push(await openStream(baseUrl, token, onEvent));
    }
    await new Promise((resolve) => setTimeout(resolve, live.settleMs));
    const opened = await memory(baseUrl);

    const latencies = [];
    const afterAnswer = [];
    let status = task.status === 'In Progress' ? 'To Do' : 'In Progress';
    for (let change = 0; change < live.changes; change += 1) {
      const known = new Set(deliveries.keys());
      const started = performance.now();
      await call(baseUrl, token, 'POST', `/api/tasks/${task.id}/move/`, { status, position: 0 });
      const answered = performance.now();
      // The move's event: the new id that every stream gets.
      const deadline = Date.now() + 30_000;
      let done = null;
      while (!done && Date.now() < deadline) {
        done = [...deliveries.entries()].find(([id, seen]) => !known.has(id) && seen.count >= live.streams);
        if (!done) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      if (!done) throw new Error(`change ${change} did not reach all ${live.streams} streams`);
      latencies.push(done[1].last - started);
      afterAnswer.push(Math.max(0, done[1].last - answered));
      status = status === 'In Progress' ? 'To Do' : 'In Progress';
    }
    latencies.sort((a, b) => a - b);
    afterAnswer.sort((a, b) => a - b);
    return {
      median: round(percentile(latencies, 50)),
      p99: round(percentile(latencies, 99)),
      worst: round(latencies.at(-1)),
      afterAnswerMedian: round(percentile(afterAnswer, 50)),
      afterAnswerP99: round(percentile(afterAnswer, 99)),
      rssPerStreamKiB: round((opened.rss - before.rss) / live.streams / 1024),
      heapPerStreamKiB: round((opened.heap - before.heap) / live.streams / 1024),
    };
  } finally {
    for (const close of closers) close();
    product.stop();
  }
}

// `node bench/live-streams.mjs`: this measurement alone (npm run bench runs it with the rest).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await measureLiveStreams(4415));
  process.exit(0);
}
