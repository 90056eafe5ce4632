import { ColumnTypeEnum } from '@prisma/driver-adapter-utils';
import type { SqlDriverAdapter, SqlResultSet } from '@prisma/driver-adapter-utils';
import pg from 'pg';

/*
 * The schema engine reads pg_catalog flag columns of Postgres' internal one-byte `"char"` type (such as
 * `pg_constraint.contype`) when it describes a database, e.g. to diff from the migrations folder. The
 * `pg` driver adapter has no mapping for that type and fails the query ("Unsupported column type char").
 * The pool below passes such columns on as text, tagged by name, and the adapter wrapper turns the tag
 * into the Character column type the engine expects.
 */

const charOid = 18;
const textOid = 25;
const charColumnTag = '\u0000"char"';

/** A one-connection pool whose `"char"` result columns come back as tagged text. */
export function charTaggingPool(url: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const query = pool.query.bind(pool);
  // The driver adapter only ever calls `query(config)`, so only that form needs the tagging.
  return Object.assign(pool, {
    async query(config: pg.QueryArrayConfig) {
      const result = await query(config);
      for (const field of result.fields) {
        if (field.dataTypeID === charOid) {
          field.dataTypeID = textOid;
          field.name += charColumnTag;
        }
      }
      return result;
    },
  });
}

function untag(result: SqlResultSet): SqlResultSet {
  return {
    ...result,
    columnNames: result.columnNames.map((name) => name.replace(charColumnTag, '')),
    columnTypes: result.columnTypes.map((type, index) =>
      result.columnNames[index]?.endsWith(charColumnTag) ? ColumnTypeEnum.Character : type,
    ),
  };
}

/** Wraps an adapter on a `charTaggingPool` so that `"char"` columns reach the engine as Character. */
export function withCharColumns(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return {
    provider: adapter.provider,
    adapterName: adapter.adapterName,
    queryRaw: async (query) => untag(await adapter.queryRaw(query)),
    executeRaw: (query) => adapter.executeRaw(query),
    executeScript: (script) => adapter.executeScript(script),
    startTransaction: (isolationLevel) => adapter.startTransaction(isolationLevel),
    getConnectionInfo: adapter.getConnectionInfo?.bind(adapter),
    dispose: () => adapter.dispose(),
  };
}
