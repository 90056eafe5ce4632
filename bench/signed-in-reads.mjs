// Every signed-in read beside the session check (issue #33): the reads are taken from the API's own OpenAPI
// document (each bearer GET whose only id, if any, is the project's, and the POST reads), so a new read is
// measured without a line here; each is asked by whoever the development data lets it answer (the demo
// client, the staff Admin, the ops page's token) about one of the demo account's projects. They take turns with GET /api/check-auth/ in short slices, like
// api-load.mjs, and each read's req/s is read against the check's in the slices around it.
import autocannon from 'autocannon';
import { load } from './api-load.mjs';
import { demoToken, staffToken } from './demo-session.mjs';
import { demoProject, demoProjects } from './workspace-switch.mjs';

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

/** Every way of filling `choices` (a list of [name, values]) with one value each. */
function combinations(choices) {
  return choices.reduce(
    (sets, [name, values]) => sets.flatMap((set) => values.map((value) => ({ ...set, [name]: value }))),
    [{}],
  );
}

/**
 * A read's required query parameters besides the project (the plan of a plan-change quote, a search's
 * text): each value the document offers for it, its enum or its example.
 */
function queryValueSets(operation) {
  const required = (operation.parameters ?? []).filter(
    (p) => p.in === 'query' && p.required && p.name !== 'project_id',
  );
  return combinations(
    required.map((p) => {
      const schema = p.schema ?? {};
      const example = p.example ?? schema.example;
      return [p.name, schema.enum ?? (example === undefined ? [] : [example])];
    }),
  );
}

/** The reads of the document: each bearer GET whose only path id, if any, is the project's, and the POST reads. */
function documentReads(document) {
  const found = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const bearer = (operation.security ?? []).some((scheme) => 'Bearer' in scheme);
      const parameters = operation.parameters ?? [];
      const pathIds = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const get =
        method === 'get' && bearer && !['/api/events/', '/api/logout/', '/api/check-auth/'].includes(path);
      const post = method === 'post' && postReads.includes(path);
      if (!(get || post) || !pathIds.every((name) => name === 'project_id')) continue;
      const queryNeedsProject = parameters.some((p) => p.in === 'query' && p.name === 'project_id');
      found.push({
        name: `${method.toUpperCase()} ${path}`,
        path,
        post,
        queryNeedsProject,
        needsProject: post || queryNeedsProject || pathIds.length > 0,
        valueSets: queryValueSets(operation),
      });
    }
  }
  return found;
}

/** A read as autocannon's request, asked by `caller` about `project` (or none) with `values` in its query. */
function readRequest(baseUrl, read, caller, project, values) {
  const query = new URLSearchParams(values);
  if (read.queryNeedsProject) query.set('project_id', project.id);
  const search = query.size > 0 ? `?${query}` : '';
  const url = `${baseUrl}${read.path.replace('{project_id}', project?.id ?? '')}${search}`;
  if (!read.post) return { url, headers: caller.headers };
  return {
    url,
    method: 'POST',
    headers: { ...caller.headers, 'content-type': 'application/json' },
    body: JSON.stringify({ project_id: project.id }),
  };
}

/**
 * Each read with the first caller, project and query values that it answers 200 (any content: a contract's
 * PDF and a handover's zip are measured as they are), the callers and projects tried in order: the demo
 * client's first project, then its others (one has a signed contract, one is Completed), then the staff
 * Admin, then the ops page's token. What nothing answers is listed with what it answered.
 */
async function answeredReads(baseUrl, callers, projects) {
  const document = await (await fetch(`${baseUrl}/api/openapi.json`)).json();
  const answered = [];
  const skipped = [];
  for (const read of documentReads(document)) {
    const statuses = new Set();
    let found = null;
    for (const caller of callers) {
      for (const project of read.needsProject ? projects : [null]) {
        for (const values of read.valueSets) {
          const request = readRequest(baseUrl, read, caller, project, values);
          const { method = 'GET', headers, body } = request;
          const response = await fetch(request.url, { method, headers, body });
          const bytes = (await response.arrayBuffer()).byteLength;
          statuses.add(response.status);
          if (response.status !== 200) continue;
          const type = (response.headers.get('content-type') ?? '').split(';')[0];
          const asked = `${caller.name}${project ? `, ${project.name}` : ''}`;
          found = { name: read.name, request, asked, bytes, type };
          break;
        }
        if (found) break;
      }
      if (found) break;
    }
    if (found) answered.push(found);
    else if (read.valueSets.length === 0)
      skipped.push(`${read.name} (no value for a required query parameter)`);
    else skipped.push(`${read.name} (${[...statuses].join(', ')})`);
  }
  return { answered, skipped };
}

/** The reads and who asks them (see answeredReads); `headers`: the demo client's, for the session check. */
export async function listReads(baseUrl, { opsToken = null } = {}) {
  const token = await demoToken(baseUrl);
  const headers = { authorization: `Bearer ${token}` };
  const first = await demoProject(baseUrl, token);
  const projects = [first, ...(await demoProjects(baseUrl, token)).filter(({ id }) => id !== first.id)];
  const callers = [
    { name: 'demo client', headers },
    { name: 'staff Admin', headers: { authorization: `Bearer ${await staffToken(baseUrl)}` } },
    ...(opsToken ? [{ name: 'ops token', headers: { authorization: `Bearer ${opsToken}` } }] : []),
  ];
  return { headers, ...(await answeredReads(baseUrl, callers, projects)) };
}

/**
 * Each read's req/s and p99 against the session check's in the slices on either side of it. `only` picks
 * some of the reads by name (to measure one change without the whole table); `opsToken`, the server's
 * OPS_TOKEN, measures the ops page's read too.
 */
export async function measureSignedInReads(baseUrl, { only = () => true, opsToken = null } = {}) {
  const { headers, answered, skipped } = await listReads(baseUrl, { opsToken });
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
      asked: read.asked,
      bytes: read.bytes,
      type: read.type,
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
