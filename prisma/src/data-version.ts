import type {
  IsolationLevel,
  SqlDriverAdapter,
  SqlDriverAdapterFactory,
  SqlQuery,
  SqlResultSet,
  Transaction,
} from '@prisma/driver-adapter-utils';

/*
 * A counter of the changes committed through one Prisma client (and, told by them, through the other
 * processes on the same database): the API keeps a signed-in read's answer only while it has not moved
 * (api/src/platform/http/answer-cache.ts). It is counted below Prisma, in the driver adapter, so every way a
 * write reaches the database counts: model calls, `$executeRaw`, `$queryRaw` with INSERT ... RETURNING,
 * batch and interactive transactions. It moves after the statement's answer, so a read that started before a
 * change and ends after it always sees the counter moved; inside a transaction it moves at COMMIT (and at each
 * write), as the change is invisible to other reads before then.
 */

/** Statements that change nothing others can read: everything else counts as a change, to be safe. */
const readOnly =
  /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:select|begin|start transaction|rollback|savepoint|release|set|show|listen|unlisten|explain|analyze|fetch|declare)\b/i;
/** A `WITH` query is a read unless one of its parts writes. */
const withQuery = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*with\b/i;
const writing = /\b(?:insert|update|delete|merge|truncate)\b/i;
const commit = /^\s*(?:commit|end)\b/i;
const rowStatement = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:insert|update|delete)\b/i;
/**
 * Writes to a table no read answers from: the rate limits' counters (api/src/platform/rate-limit/), read
 * only by the limiter, whose refusal (429) is never kept. A read counted by a limit (the invite search)
 * writes its counter each time it runs; were that a change, its answer could never be kept (a read that
 * wrote is not) and every other kept answer would go with it, in every API process.
 */
const unseenWrite =
  /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:insert\s+into|update|delete\s+from)\s+(?:"?public"?\.)?"?rate_limit_counters"?[\s(]/i;

/**
 * The activity marks, each an UPDATE that sets its one column alone: a session's "last seen"
 * (api/src/platform/sessions/sessions.ts) and a user's Last Active on the team page
 * (api/src/workspace/permissions/project-permission.ts). Each is written at most once a minute per session or
 * user, so what a page shows of it is up to a minute old anyway, and a kept answer lives a second at most.
 * Were they changes, every busy session's minute would let every kept answer in every process go
 * (docs/decisions.md, "Audit-log tail and a smaller heap"), and the first read of a session (which marks it
 * seen) could never be kept.
 */
const activityMark =
  /^\s*update\s+(?:"?public"?\.)?(?:"?sessions"?\s+set\s+"?last_seen_at"?|"?users"?\s+set\s+"?last_active_at"?)\s*=\s*\$\d+\s+where\b/i;

/** Whether a statement may change what a read sees. */
export function changesData(sql: string): boolean {
  if (unseenWrite.test(sql) || activityMark.test(sql)) return false;
  if (withQuery.test(sql)) return writing.test(sql);
  return !readOnly.test(sql);
}

export class DataVersion {
  private version = 0;
  private readonly listeners = new Set<() => void>();

  get current(): number {
    return this.version;
  }

  /** A change committed through this process: also told to `onChangeHere`'s listeners (other processes). */
  changedHere(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  /** A change another process committed, or a moment changes may have gone unseen. */
  changedElsewhere(): void {
    this.version += 1;
  }

  /** Calls `listener` after every change of this process; returns how to stop. */
  onChangeHere(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

type Queryable = Pick<SqlDriverAdapter, 'queryRaw' | 'executeRaw'>;

/**
 * `queryRaw` and `executeRaw` of `inner`, calling `ran(sql)` once each statement has its answer (or failed).
 * An INSERT, UPDATE or DELETE that touched no row changed nothing (an `updateMany` with nothing to update, the
 * throttled "last active" mark), so it is not told: reads that run such a statement each time can still be
 * kept. (Other statements, DDL and TRUNCATE among them, report no rows however much they change.)
 */
function watched(inner: Queryable, ran: (sql: string) => void): Queryable {
  return {
    async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
      try {
        return await inner.queryRaw(query);
      } finally {
        ran(query.sql);
      }
    },
    async executeRaw(query: SqlQuery): Promise<number> {
      let rows: number | undefined;
      try {
        rows = await inner.executeRaw(query);
        return rows;
      } finally {
        if (!(rows === 0 && rowStatement.test(query.sql))) ran(query.sql);
      }
    },
  };
}

function watchedTransaction(transaction: Transaction, version: DataVersion): Transaction {
  let wrote = false;
  const statements = watched(transaction, (sql) => {
    // A COMMIT of a transaction that only read changes nothing (Prisma batches reads in transactions too).
    if (commit.test(sql)) {
      if (wrote) version.changedHere();
    } else if (changesData(sql)) {
      wrote = true;
      version.changedHere();
    }
  });
  return Object.assign(Object.create(transaction) as Transaction, statements, {
    provider: transaction.provider,
    adapterName: transaction.adapterName,
    options: transaction.options,
  });
}

/** The adapter of `factory`, moving `version` after every statement that changes data. */
export function watchChanges(
  factory: SqlDriverAdapterFactory,
  version: DataVersion,
): SqlDriverAdapterFactory {
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect(): Promise<SqlDriverAdapter> {
      const adapter = await factory.connect();
      const statements = watched(adapter, (sql) => {
        if (changesData(sql)) version.changedHere();
      });
      return Object.assign(Object.create(adapter) as SqlDriverAdapter, statements, {
        provider: adapter.provider,
        adapterName: adapter.adapterName,
        async executeScript(script: string): Promise<void> {
          try {
            await adapter.executeScript(script);
          } finally {
            version.changedHere();
          }
        },
        async startTransaction(isolationLevel?: IsolationLevel): Promise<Transaction> {
          return watchedTransaction(await adapter.startTransaction(isolationLevel), version);
        },
      });
    },
  };
}
