import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

/*
 * Database round trips, counted. Every statement the app sends goes through `pg.Client#query` (Prisma's `pg`
 * driver adapter, raw SQL and transactions alike, on PGlite and on PostgreSQL), so counting those calls while
 * something runs counts its round trips. Call at the top of a test file.
 */
export function countStatements(): (run: () => Promise<unknown>) => Promise<number> {
  let statements = 0;
  const query = pg.Client.prototype.query;
  beforeAll(() => {
    pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
      statements += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(() => {
    pg.Client.prototype.query = query;
  });
  return async (run) => {
    const before = statements;
    await run();
    return statements - before;
  };
}
