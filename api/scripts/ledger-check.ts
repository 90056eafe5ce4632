import { databaseConfigFromEnv, openDatabase } from '@platform/prisma';
import { readEnvironment } from '../src/platform/config/environment.js';
import { checkLedger } from '../src/billing/ledger/ledger-check.js';

/*
 * `npm run ledger:check`: proves the ledger's invariants on the database the API would open (DATABASE_URL,
 * or the embedded one in DATA_DIR, which must not be open in a running server at the same time).
 * Exits 1 and names each problem when one fails (api/src/billing/ledger/ledger-check.ts).
 */

const env = readEnvironment();
const db = await openDatabase(databaseConfigFromEnv(env));
try {
  const problems = await checkLedger(db.prisma);
  const [entries, payments] = await Promise.all([
    db.prisma.journalEntry.count(),
    db.prisma.payment.count({ where: { status: 'SUCCESS' } }),
  ]);
  if (problems.length === 0) {
    console.log(`The ledger holds: ${entries} journal rows, ${payments} settled payments.`);
  } else {
    for (const problem of problems) console.error(problem);
    process.exitCode = 1;
  }
} finally {
  await db.close();
}
