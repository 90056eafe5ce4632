// Throughput and tail latency of GET /api/check-auth/ beside a bare Hono hello-world, same run, same machine.
// The machine is shared, so the two take turns in short slices (a busy moment weighs on both alike), and
// each server's processor time per request is read too: it does not depend on what else the machine runs.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { waitFor, startNodeScript } from './server.mjs';
import { demoToken } from './demo-session.mjs';

export const load = { connections: 64, turns: 5, sliceSeconds: 2, pipelining: 1 };

async function slice(url, headers, duration) {
  const result = await autocannon({
    url,
    headers,
    connections: load.connections,
    pipelining: load.pipelining,
    duration,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  }
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99 };
}

/** Processor seconds the product's API process has used (prom-client's metric on /metrics, from loopback). */
async function apiCpuSeconds(baseUrl) {
  const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^process_cpu_seconds_total (\S+)$/m.exec(metrics)?.[1]);
}

/** Processor seconds of a process of this machine, from /proc (user + system). */
function processCpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function summary(slices, cpuSeconds) {
  const requests = slices.reduce((sum, part) => sum + part.requests, 0);
  const seconds = slices.reduce((sum, part) => sum + part.seconds, 0);
  return {
    rps: Math.round(requests / seconds),
    // Median of the slices' p99s: one slice hit by someone else's build does not stand for the whole run.
    p99: median(slices.map((part) => part.p99)),
    worstP99: Math.max(...slices.map((part) => part.p99)),
    total: requests,
    cpuMicrosPerRequest: Math.round((cpuSeconds * 1e6) / requests),
  };
}

/** check-auth on the product at `baseUrl` and the hello-world on `helloPort`, taking turns. */
export async function measureApi(baseUrl, helloPort) {
  const token = await demoToken(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  const checkAuthUrl = `${baseUrl}/api/check-auth/`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const hello = startNodeScript('bench/hello-hono.mjs', { PORT: String(helloPort) });
  try {
    await waitFor(helloUrl, 10_000);
    // Warm both up (JIT, the session looked up once, as any signed-in browser's first request does).
    await slice(checkAuthUrl, auth, 1);
    await slice(helloUrl, {}, 1);
    const slices = { checkAuth: [], hello: [] };
    const cpu = { checkAuth: 0, hello: 0 };
    for (let turn = 0; turn < load.turns; turn += 1) {
      const apiBefore = await apiCpuSeconds(baseUrl);
      slices.checkAuth.push(await slice(checkAuthUrl, auth, load.sliceSeconds));
      cpu.checkAuth += (await apiCpuSeconds(baseUrl)) - apiBefore;
      const helloBefore = processCpuSeconds(hello.pid);
      slices.hello.push(await slice(helloUrl, {}, load.sliceSeconds));
      cpu.hello += processCpuSeconds(hello.pid) - helloBefore;
    }
    const checkAuth = summary(slices.checkAuth, cpu.checkAuth);
    const helloWorld = summary(slices.hello, cpu.hello);
    return {
      checkAuth,
      hello: helloWorld,
      ratio: checkAuth.rps / helloWorld.rps,
      cpuRatio: helloWorld.cpuMicrosPerRequest / checkAuth.cpuMicrosPerRequest,
    };
  } finally {
    hello.stop();
  }
}
