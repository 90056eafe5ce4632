import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { startSession } from '../../src/platform/sessions/sessions.js';
import { issueFormToken } from '../../src/platform/forms/form-token.js';
import { missingIds, ownedRows } from '../support/access-fixtures.js';
import { fromIp } from '../support/accounts-helpers.js';
import { createUser, formToken, useHarness } from '../support/harness.js';
import { createStaff } from '../support/staff-fixtures.js';
import type { TestUser } from '../support/harness.js';
import { readOperations } from '../support/openapi-operations.js';
import type { Operation } from '../support/openapi-operations.js';
import { countDatabaseWrites, writtenTables } from './database-writes.js';
import type { DatabaseWrites } from './database-writes.js';
import { fuzzesOperation, onlyOperation, seed, totalRuns } from './fuzz-settings.js';
import { requestPlans } from './request-plans.js';
import type { Body, Realistic, RequestPlan, Schema } from './request-plans.js';

/*
 * Fuzz suite: for every operation of the app's own OpenAPI document (so a new route is fuzzed without
 * anyone adding it here), seeded requests built by fast-check (request-plans.ts) must never answer 5xx;
 * every refusal is the one error shape `{ message, errors? }` (a 401 says how to authenticate in
 * `WWW-Authenticate`) with nothing of the server's insides in
 * it (no stack, no SQL), and a refused request changes nothing in the database. Another account's ids are in
 * the pool too: no answer may show that account's rows, and none of them may change. How many requests and
 * the seed come from the environment (fuzz-settings.ts); a failure prints how to replay it.
 */

const h = useHarness();

interface Document {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

let document: Document;
let operations: Operation[];
let writes: DatabaseWrites;
let owner: TestUser;
let member: TestUser;
let staffAdmin: TestUser;
let real: Realistic;
let strangerIds: Awaited<ReturnType<typeof ownedRows>>;
let strangerBefore: string;

/** In every name another account's rows carry: an answer that shows it shows another account's data. */
const strangerMarker = 'Zq-stranger-only-7781';

async function markStrangerRows(ids: Awaited<ReturnType<typeof ownedRows>>) {
  const name = `${strangerMarker} name`;
  await h.db.prisma.project.update({ where: { id: ids.project_id }, data: { name } });
  await h.db.prisma.task.update({ where: { id: ids.task_id }, data: { name, description: name } });
  await h.db.prisma.projectFeature.update({ where: { id: ids.feature_id }, data: { name } });
  await h.db.prisma.projectResource.update({ where: { id: ids.file_id }, data: { name } });
  await h.db.prisma.review.update({ where: { id: ids.review_id }, data: { name } });
  await h.db.prisma.meeting.update({ where: { id: ids.meeting_id }, data: { title: name } });
}

/** The stranger's rows as they are, to show that no request of the fixtures' people changed them. */
async function strangerRows(ids: Awaited<ReturnType<typeof ownedRows>>): Promise<string> {
  const { prisma } = h.db;
  const rows = await Promise.all([
    prisma.project.findUnique({ where: { id: ids.project_id } }),
    prisma.task.findUnique({ where: { id: ids.task_id } }),
    prisma.projectFeature.findUnique({ where: { id: ids.feature_id } }),
    prisma.projectResource.findUnique({ where: { id: ids.file_id } }),
    prisma.review.findUnique({ where: { id: ids.review_id } }),
    prisma.meeting.findUnique({ where: { id: ids.meeting_id } }),
    prisma.teamInvitation.findUnique({ where: { id: ids.invitation_id } }),
    prisma.projectMember.count({ where: { projectId: ids.project_id } }),
    prisma.payment.findUnique({ where: { reference: ids.reference } }),
  ]);
  return JSON.stringify(rows, (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
}

/** An open stream answers for as long as its session lasts: its own tests (live-events) hold its rules. */
const STREAMS = ['GET /api/events/'];

beforeAll(async () => {
  document = (await (await h.app.request('/api/openapi.json')).json()) as Document;
  operations = (await readOperations(h.app)).filter(
    (operation) => fuzzesOperation(operation.key) && !STREAMS.some((key) => operation.key === key),
  );
  owner = await createUser(h.db);
  member = await createUser(h.db);
  staffAdmin = await createStaff(h.db, 'Admin');
  // Another account's rows, named with a marker no answer to the fixtures' people may ever carry.
  const stranger = await createUser(h.db);
  strangerIds = await ownedRows(h.db, stranger.id, (await createUser(h.db)).id);
  await markStrangerRows(strangerIds);
  strangerBefore = await strangerRows(strangerIds);
  // The fixtures' chat has no intake a real chat would have; the owner starts a real one instead.
  const chat = await h.app.request('/api/chat-start/', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await startSession(h.db.prisma, owner.id, new Date())}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ session_id: null }),
  });
  const { session_id } = (await chat.json()) as { session_id: string };
  real = {
    ids: {
      // The stranger's ids first, so the fixtures' own rows win each name (the fuzz's usual pick).
      ...Object.fromEntries(Object.entries(strangerIds).map(([name, id]) => [`stranger_${name}`, id])),
      ...(await ownedRows(h.db, owner.id, member.id)),
      session_id,
      user_id: owner.id,
      missing: missingIds().project_id,
    },
    emails: [owner.email, member.email],
  };
  writes = await countDatabaseWrites(h.db.prisma);
});

/** A form token signed with another key: well formed, and worth nothing. */
const forgedFormToken = issueFormToken('not-the-app-secret-not-the-app-secret-000', new Date());

async function authorization(plan: RequestPlan): Promise<string | null> {
  switch (plan.caller) {
    case 'owner':
    case 'member':
    case 'staff admin': {
      const user = { owner, member, 'staff admin': staffAdmin }[plan.caller];
      // A fresh session each time, as the last request may have been a logout.
      return `Bearer ${await startSession(h.db.prisma, user.id, new Date())}`;
    }
    case 'forged bearer':
      return `Bearer ${randomBytes(32).toString('base64url')}`;
    case 'form token':
      return formToken(h.app);
    case 'forged form token':
      return forgedFormToken;
    case 'none':
      return null;
  }
}

function bodyInit(body: Body): { body?: BodyInit; contentType?: string | null; duplex?: 'half' } {
  switch (body.kind) {
    case 'none':
      return {};
    case 'text':
      return { body: body.text, contentType: body.contentType };
    case 'form': {
      const form = new FormData();
      for (const [name, value] of body.fields) {
        if (typeof value === 'string') form.append(name, value);
        else form.append(name, new Blob([value.bytes], { type: value.type }), value.file);
      }
      return { body: form };
    }
    case 'huge': {
      const chunk = new TextEncoder().encode(`{"a":"${'x'.repeat(64 * 1024 - 8)}",`);
      const chunks = Math.ceil(body.bytes / chunk.byteLength);
      if (!body.chunked)
        return { body: new TextDecoder().decode(chunk).repeat(chunks), contentType: 'application/json' };
      let sent = 0;
      // No Content-Length: the size is only known as the body arrives.
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= chunks) controller.close();
          else controller.enqueue(chunk);
          sent += 1;
        },
      });
      return { body: stream, contentType: 'application/json', duplex: 'half' };
    }
  }
}

/** Lone surrogates as a browser sends them (U+FFFD): a URL cannot carry them at all. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

function urlOf(operation: Operation, plan: RequestPlan): string {
  const fill = (encode: (value: string) => string) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encode(wellFormed(plan.pathValues[name] ?? '')),
    );
  const query =
    plan.query.length > 0
      ? `?${new URLSearchParams(plan.query.map(([name, value]) => [wellFormed(name), wellFormed(value)])).toString()}`
      : '';
  const raw = `${fill((value) => value)}${query}`;
  // A raw value the URL parser refuses cannot be sent at all; it goes encoded instead.
  if (plan.rawPath && URL.canParse(raw, 'http://localhost')) return raw;
  return `${fill(encodeURIComponent)}${query}`;
}

/** Sends the planned request and says what is wrong with the answer, if anything. */
async function problemWith(operation: Operation, plan: RequestPlan): Promise<string | null> {
  const headers = new Headers();
  const credentials = await authorization(plan);
  if (credentials) headers.set('Authorization', credentials);
  const { body, contentType, duplex } = bodyInit(plan.body);
  if (contentType) headers.set('Content-Type', contentType);
  // A request may leave work running (a data export's zip); it must not count as this request's writes.
  await h.deps.background.settled();
  const before = await writes.count();
  const response = await h.app.request(
    urlOf(operation, plan),
    { method: operation.method, headers, body, ...(duplex ? { duplex } : {}) },
    fromIp(plan.ip),
  );
  const text = await response.text();
  const answer = `${response.status} ${text.slice(0, 300)}`;
  // The staff console reads across accounts by design (Finance's payouts name every project they pay for).
  const acrossAccounts = plan.caller === 'staff admin' && operation.path.startsWith('/api/staff/');
  if (text.includes(strangerMarker) && !acrossAccounts) return `showed another account's data: ${answer}`;
  // The server's own log says why (the answer must not).
  if (response.status >= 500) {
    const logged = h.logs.findLast((line) => line.includes(' failed (request '));
    return `answered ${answer}; the server logged: ${logged?.slice(0, 1500) ?? 'nothing'}`;
  }
  if (response.status < 400) return null;
  if (response.status === 401 && !response.headers.get('WWW-Authenticate'))
    return `refused with 401 without WWW-Authenticate: ${answer}`;
  if (!/^application\/json\b/.test(response.headers.get('Content-Type') ?? ''))
    return `refused without JSON: ${answer}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `refused with a body that is not JSON: ${answer}`;
  }
  const shape = parsed as { message?: unknown; errors?: unknown };
  const extra = Object.keys(shape ?? {}).filter((key) => key !== 'message' && key !== 'errors');
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    Array.isArray(parsed) ||
    typeof shape.message !== 'string' ||
    shape.message === '' ||
    extra.length > 0 ||
    (shape.errors !== undefined &&
      (typeof shape.errors !== 'object' || shape.errors === null || Array.isArray(shape.errors)))
  ) {
    return `refused in another shape than { message, errors? }: ${answer}`;
  }
  if (
    /node_modules|\bat \S+ \(|\.[jt]s:\d+:\d+|prisma|SQLSTATE|invalid input syntax|violates .* constraint/i.test(
      text,
    )
  ) {
    return `refused with the server's insides showing: ${answer}`;
  }
  await h.deps.background.settled();
  const changed = writtenTables(before, await writes.count());
  if (changed.length > 0) return `refused (${answer}) but changed ${changed.join(', ')}`;
  return null;
}

/** fast-check's report, without the megabytes a huge counterexample would print. */
const shortReport = (report: string) =>
  report
    .replace(
      /(x|\[|\{\\"a\\":|\]|\})\1{20,}/g,
      (run, unit: string) => `${unit}…(${run.length / unit.length} times)`,
    )
    .slice(0, 4000);

describe('fuzz suite', () => {
  const runsPerOperation = (count: number) => Math.max(1, Math.ceil(totalRuns / count));

  it(
    `no request to any operation answers 5xx, refuses in another shape or changes anything when it refuses (seed ${seed})`,
    async () => {
      expect(
        operations.length,
        onlyOperation ? `no operation ${onlyOperation}` : 'no operations',
      ).toBeGreaterThan(0);
      const failures: string[] = [];
      let sent = 0;
      for (const operation of operations) {
        const bodySchema =
          document.paths[operation.path.replace(/^\/api/, '/api')]?.[operation.method.toLowerCase()]
            ?.requestBody?.content[operation.bodyType ?? '']?.schema;
        const details = await fc.check(
          fc.asyncProperty(requestPlans(operation, document, bodySchema, real), async (plan) => {
            sent += 1;
            const problem = await problemWith(operation, plan);
            if (problem) throw new Error(problem);
          }),
          { seed, numRuns: runsPerOperation(operations.length) },
        );
        if (details.failed) {
          failures.push(
            `${operation.key}: ${String(details.errorInstance)}\n${shortReport(fc.defaultReportMessage(details) ?? '')}\nReplay: FUZZ_SEED=${seed} FUZZ_OPERATION='${operation.key}'`,
          );
        }
      }
      expect(failures, `Seed ${seed}: replay with FUZZ_SEED=${seed}`).toEqual([]);
      expect(await strangerRows(strangerIds), 'another account’s rows changed').toBe(strangerBefore);
      expect(sent).toBeGreaterThanOrEqual(
        Math.min(totalRuns, operations.length * runsPerOperation(operations.length)),
      );
    },
    Math.max(120_000, totalRuns * 400),
  );
});
