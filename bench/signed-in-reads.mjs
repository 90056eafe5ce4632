// Every signed-in read of the demo project beside the session check (issue #33): the reads are taken from
// the API's own OpenAPI document (each bearer GET whose only id, if any, is the project's, and the POST reads), so a new
// read is measured without a line here. They take turns with GET /api/check-auth/ in short slices, like
// api-load.mjs, and each read's req/s is read against the check's in the slices around it.
import autocannon from 'autocannon';
import { load } from './api-load.mjs';
import { demoToken } from './demo-session.mjs';
import { demoProject } from './workspace-switch.mjs';

export const reads = { sliceSeconds: 1, connections: load.connections };

/** The POSTs that only read; their body names the project. */
const postReads = ['/api/get-project-features/'];

/** Processor seconds the API process has used (its own metric on /metrics, read from loopback). */
async function apiCpuSeconds(baseUrl) {
  const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
  return Number(/^process_cpu_seconds_total (\S+)$/m.exec(metrics)?.[1]);
}

async function slice(baseUrl, request) {
  const cpuBefore = await apiCpuSeconds(baseUrl);
  const result = await autocannon({
    connections: reads.connections,
    duration: reads.sliceSeconds,
    ...request,
  });
  const cpuSeconds = (await apiCpuSeconds(baseUrl)) - cpuBefore;
  return {
    rps: Math.round(result.requests.total / result.duration),
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
    // What the other work of a shared machine does not change: the API's own processor time per answer.
    cpuMicros: Math.round((cpuSeconds * 1e6) / Math.max(1, result.requests.total)),
  };
}

/** The reads the document lists that the demo project answers with 200, each as autocannon's request. */
async function projectReads(baseUrl, headers, projectId) {
  const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  const candidates = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const bearer = (operation.security ?? []).some((scheme) => 'Bearer' in scheme);
      const params = (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      const onlyTheProject = params.every((name) => name === 'project_id');
      const queryNeedsProject = (operation.parameters ?? []).some(
        (p) => p.in === 'query' && p.name === 'project_id',
      );
      const url = `${baseUrl}${path.replace('{project_id}', projectId)}${queryNeedsProject ? `?project_id=${projectId}` : ''}`;
      if (
        method === 'get' &&
        bearer &&
        onlyTheProject &&
        !['/api/events/', '/api/logout/', '/api/check-auth/'].includes(path)
      ) {
        candidates.push({ name: `GET ${path}`, request: { url, headers } });
      }
      if (method === 'post' && postReads.includes(path)) {
        candidates.push({
          name: `POST ${path}`,
          request: {
            url,
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ project_id: projectId }),
          },
        });
      }
    }
  }
  const answered = [];
  const skipped = [];
  for (const read of candidates) {
    const { method = 'GET', headers: sent, body } = read.request;
    const response = await fetch(read.request.url, { method, headers: sent, body });
    const type = response.headers.get('content-type') ?? '';
    await response.arrayBuffer();
    if (response.status === 200 && type.startsWith('application/json')) answered.push(read);
    else
      skipped.push(
        `${read.name} (${response.status}${type.startsWith('application/json') ? '' : `, ${type}`})`,
      );
  }
  return { answered, skipped };
}

/**
 * Each read's req/s and p99 against the session check's in the slices on either side of it. `only` picks
 * some of the reads by name (to measure one change without the whole table).
 */
export async function measureSignedInReads(baseUrl, { only = () => true } = {}) {
  const token = await demoToken(baseUrl);
  const headers = { authorization: `Bearer ${token}` };
  const { id: projectId } = await demoProject(baseUrl, token);
  const { answered, skipped } = await projectReads(baseUrl, headers, projectId);
  const checkAuth = { url: `${baseUrl}/api/check-auth/`, headers };
  await slice(baseUrl, checkAuth);
  let before = await slice(baseUrl, checkAuth);
  const rows = [];
  for (const read of answered.filter((candidate) => only(candidate.name))) {
    await slice(baseUrl, { ...read.request, duration: 0.5 });
    const figures = await slice(baseUrl, read.request);
    const after = await slice(baseUrl, checkAuth);
    const sessionRps = (before.rps + after.rps) / 2;
    const sessionCpuMicros = (before.cpuMicros + after.cpuMicros) / 2;
    rows.push({
      name: read.name,
      ...figures,
      ratio: figures.rps / sessionRps,
      sessionRps: Math.round(sessionRps),
      cpuRatio: sessionCpuMicros / Math.max(1, figures.cpuMicros),
      sessionCpuMicros: Math.round(sessionCpuMicros),
    });
    before = after;
  }
  rows.sort((a, b) => a.ratio - b.ratio);
  return { rows, skipped, slowest: rows.slice(0, 5).map((row) => row.name) };
}
