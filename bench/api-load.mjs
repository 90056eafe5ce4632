// Throughput and tail latency of GET /api/check-auth/ beside a bare Hono hello-world, same run, same machine.
// The machine is shared, so the two take turns in short slices (a busy moment weighs on both alike), and
// each server's processor time per request is read too: it does not depend on what else the machine runs.
// autocannon is itself a Node program on the same two cores: against the hello-world it is the client that
// runs out of processor first, so its ratio flatters the API. wrk (Debian's package, in C) needs a fraction
// of that, so where it is installed the same turns are taken with it too: its ratio is what an outside
// load test from a cheap client sees.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
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

const wrkPath = '/usr/bin/wrk';

/** A duration as wrk prints it ("12.34ms", "2.00s") in milliseconds. */
function wrkMillis(text, unit) {
  const factor = { us: 0.001, ms: 1, s: 1000 }[unit];
  return Number(text) * factor;
}

async function wrkSlice(url, headers, duration) {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout } = await promisify(execFile)(wrkPath, [
    '-t1',
    `-c${load.connections}`,
    `-d${duration}s`,
    '--latency',
    ...headerArgs,
    url,
  ]);
  if (/Non-2xx|Socket errors/.test(stdout)) throw new Error(`${url}: errors under load (wrk)\n${stdout}`);
  const [, requests, secondsText, secondsUnit] = /(\d+) requests in ([\d.]+)(us|ms|s)/.exec(stdout) ?? [];
  const [, p99Text, p99Unit] = /^\s*99%\s+([\d.]+)(us|ms|s)$/m.exec(stdout) ?? [];
  return {
    requests: Number(requests),
    seconds: wrkMillis(secondsText, secondsUnit) / 1000,
    p99: Math.round(wrkMillis(p99Text, p99Unit)),
  };
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

/** `load.turns` turns of check-auth then hello-world, each a slice by `measure`, with processor time. */
async function takeTurns(measure, baseUrl, helloPid, checkAuthUrl, auth, helloUrl) {
  const slices = { checkAuth: [], hello: [] };
  const cpu = { checkAuth: 0, hello: 0 };
  for (let turn = 0; turn < load.turns; turn += 1) {
    const apiBefore = await apiCpuSeconds(baseUrl);
    slices.checkAuth.push(await measure(checkAuthUrl, auth, load.sliceSeconds));
    cpu.checkAuth += (await apiCpuSeconds(baseUrl)) - apiBefore;
    const helloBefore = processCpuSeconds(helloPid);
    slices.hello.push(await measure(helloUrl, {}, load.sliceSeconds));
    cpu.hello += processCpuSeconds(helloPid) - helloBefore;
  }
  const checkAuth = summary(slices.checkAuth, cpu.checkAuth);
  const helloWorld = summary(slices.hello, cpu.hello);
  return {
    checkAuth,
    hello: helloWorld,
    ratio: checkAuth.rps / helloWorld.rps,
    cpuRatio: helloWorld.cpuMicrosPerRequest / checkAuth.cpuMicrosPerRequest,
  };
}

/** check-auth on the product at `baseUrl` and the hello-world on `helloPort`, taking turns. */
export async function measureApi(baseUrl, helloPort) {
  const token = await demoToken(baseUrl);
  const auth = { authorization: `Bearer ${token}` };
  // Both by address, as the hello-world listens: a name would be looked up by each of wrk's connections.
  const checkAuthUrl = `${baseUrl.replace('localhost', '127.0.0.1')}/api/check-auth/`;
  const helloUrl = `http://127.0.0.1:${helloPort}/`;
  const hello = startNodeScript('bench/hello-hono.mjs', { PORT: String(helloPort) });
  try {
    await waitFor(helloUrl, 10_000);
    // Warm both up (JIT, the session looked up once, as any signed-in browser's first request does).
    await slice(checkAuthUrl, auth, 1);
    await slice(helloUrl, {}, 1);
    const byAutocannon = await takeTurns(slice, baseUrl, hello.pid, checkAuthUrl, auth, helloUrl);
    const byWrk = existsSync(wrkPath)
      ? await takeTurns(wrkSlice, baseUrl, hello.pid, checkAuthUrl, auth, helloUrl)
      : null;
    return { ...byAutocannon, wrk: byWrk };
  } finally {
    hello.stop();
  }
}
