import type { PrismaClient } from '@platform/prisma';

/*
 * What "a refusal changes nothing" means to the fuzz suite: no row of any table was inserted, updated or
 * deleted while the request ran. A trigger on every table of the test's private database counts the
 * rows each table had written (one cheap read before and after a request, instead of hashing every
 * table); writes rolled back with their transaction are rolled back here too. Writes a refusal makes by
 * design are left out, each with why.
 */

/** Tables a refused request may write to. */
const refusalsWrite: Record<string, string> = {
  rate_limit_counters: 'a refused attempt counts against its limit before the work it guards',
  _prisma_migrations: 'not data',
};

/** Columns a refused request may change. */
const refusalsChange: Record<string, string> = {
  failed_attempts: 'a wrong e-mail code counts as a try on the code it was checked against',
  last_active_at:
    'a call into a project the caller is in marks them active (once a minute), whatever it answers',
};

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

export interface DatabaseWrites {
  /** How many rows each table has had written so far. */
  count(): Promise<Map<string, number>>;
}

/** Starts counting the writes to every table of `prisma`'s database (a test's private copy). */
export async function countDatabaseWrites(prisma: PrismaClient): Promise<DatabaseWrites> {
  await prisma.$executeRawUnsafe(
    'CREATE TABLE fuzz_writes (table_name text PRIMARY KEY, writes bigint NOT NULL)',
  );
  // An update that leaves the row as it was (but for the columns a refusal may change) is no write.
  await prisma.$executeRawUnsafe(`
    CREATE FUNCTION fuzz_note_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - coalesce(TG_ARGV, '{}'::text[])) = (to_jsonb(OLD) - coalesce(TG_ARGV, '{}'::text[])) THEN
        RETURN NULL;
      END IF;
      INSERT INTO fuzz_writes VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT (table_name) DO UPDATE SET writes = fuzz_writes.writes + 1;
      RETURN NULL;
    END $$`);
  const tables = await prisma.$queryRaw<{ name: string; columns: string[] }[]>`
    SELECT c.table_name AS name, array_agg(c.column_name::text) AS columns
    FROM information_schema.columns c
    JOIN information_schema.tables t USING (table_schema, table_name)
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name <> 'fuzz_writes'
    GROUP BY c.table_name`;
  for (const { name, columns } of tables.filter((table) => !(table.name in refusalsWrite))) {
    const ignored = columns.filter((column) => column in refusalsChange).map(literal);
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER fuzz_write AFTER INSERT OR UPDATE OR DELETE ON ${quoted(name)} FOR EACH ROW EXECUTE FUNCTION fuzz_note_write(${ignored.join(', ')})`,
    );
  }
  return {
    count: async () =>
      new Map(
        (
          await prisma.$queryRaw<
            { table_name: string; writes: bigint }[]
          >`SELECT table_name, writes FROM fuzz_writes`
        ).map((row) => [row.table_name, Number(row.writes)]),
      ),
  };
}

/** The tables written to between two counts. */
export const writtenTables = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].filter(([name, writes]) => before.get(name) !== writes).map(([name]) => name);
