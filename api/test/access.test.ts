import { describe, expect, it } from 'vitest';
import { accessTable } from './support/access-table.js';
import type { Ids } from './support/access-table.js';
import { missingIds, ownedRows } from './support/access-fixtures.js';
import { createUser, logIn, useHarness } from './support/harness.js';
import { fillPath, readOperations } from './support/openapi-operations.js';
import type { Operation } from './support/openapi-operations.js';

/*
 * Access suite: from the OpenAPI document, every operation that takes an id is called by a signed-in
 * stranger with someone else's real ids and with ids that do not exist; both must be the same 404, so
 * a stranger learns nothing, not even that a row exists. The cases are in access-table.ts.
 */

const h = useHarness();

const tableFile = 'api/test/access-table.ts';
const takesAnId = (operation: Operation) =>
  operation.pathParams.length > 0 ||
  [...operation.queryParams, ...operation.bodyFields].some((field) => /(^|_)id$/.test(field));

async function call(
  operation: Operation,
  ids: Ids,
  token: string,
): Promise<{ status: number; body: unknown }> {
  const entry = accessTable[operation.key];
  if (!entry || 'open' in entry) throw new Error(`${operation.key} is not a case`);
  const query = entry.query ? `?${new URLSearchParams(entry.query(ids))}` : '';
  const init: RequestInit = { method: operation.method, headers: { Authorization: `Bearer ${token}` } };
  if (entry.json) {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = JSON.stringify(entry.json(ids));
  } else if (entry.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(entry.form(ids))) form.set(name, value);
    init.body = form;
  } else if (operation.bodyType === 'application/json') {
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
    init.body = '{}';
  }
  const response = await h.app.request(`${fillPath(operation.path, ids)}${query}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

describe('access suite', () => {
  it('knows every operation that takes an id', async () => {
    const operations = await readOperations(h.app);
    const unknown = operations.filter((operation) => takesAnId(operation) && !(operation.key in accessTable));
    expect(
      unknown.map((operation) => operation.key),
      `These operations take an id but the access suite does not know them. Add one line for each to ${tableFile} (a body when the route needs one to pass its validation; a new kind of id also needs a row in api/test/access-fixtures.ts).`,
    ).toEqual([]);
    const stale = Object.keys(accessTable).filter(
      (key) => !operations.some((operation) => operation.key === key),
    );
    expect(stale, `These lines of ${tableFile} name operations that no longer exist: remove them.`).toEqual(
      [],
    );
  });

  it("answers a stranger the same 404 for someone else's rows as for rows that do not exist", async () => {
    const owner = await createUser(h.db);
    const member = await createUser(h.db);
    const stranger = await createUser(h.db);
    const token = await logIn(h.app, stranger);
    const operations = (await readOperations(h.app)).filter(
      (operation) => operation.key in accessTable && !('open' in (accessTable[operation.key] ?? {})),
    );
    expect(operations.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const operation of operations) {
      // Fresh rows for each call, so a call that wrongly succeeded cannot hide the next one's answer.
      const real = await call(operation, await ownedRows(h.db, owner.id, member.id), token);
      const missing = await call(operation, missingIds(), token);
      if (real.status !== 404 || JSON.stringify(real) !== JSON.stringify(missing)) {
        failures.push(
          `${operation.key}: someone else's ids ${JSON.stringify(real)}, missing ids ${JSON.stringify(missing)}`,
        );
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
