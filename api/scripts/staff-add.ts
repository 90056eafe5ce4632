import { hostname, userInfo } from 'node:os';
import { STAFF_ROLES } from '@platform/contract';
import { migrate, openDatabase, withStartupLock } from '@platform/prisma';
import { accountsDepsFromEnv } from '../src/accounts/auth/accounts-deps.js';
import { readEnvironment } from '../src/platform/config/environment.js';
import { loadConfig } from '../src/platform/config/server-config.js';
import { DomainError } from '../src/platform/errors/domain-errors.js';
import { addStaff } from '../src/staff/console/staff-accounts.js';

/*
 * `npm run staff:add -- <email> <role>`: adds a staff member (Admin, Operations or Finance) on the database
 * the API would open (DATABASE_URL, or the embedded one in DATA_DIR, which must not be open in a running
 * server at the same time). How the first Admin of a new installation is made; after that an Admin can add
 * staff in the console. A new account is e-mailed a link to choose its password. Recorded in the audit log
 * as by the command line.
 */

const [email = '', roleArgument = ''] = process.argv.slice(2);
const role = STAFF_ROLES.find((name) => name.toLowerCase() === roleArgument.trim().toLowerCase());
if (!email || !role) {
  console.error(`Usage: npm run staff:add -- <email> <${STAFF_ROLES.join('|')}>`);
  process.exit(2);
}

const env = readEnvironment();
const config = loadConfig(env);
const log = (line: string) => console.error(line);
const accounts = accountsDepsFromEnv(env, { ...config, dataDir: config.database.dataDir, log });
const db = await openDatabase(config.database);
try {
  const migrated = () => migrate(db.url);
  await (db.kind === 'postgresql' ? withStartupLock(db.url, migrated) : migrated());
  const added = await addStaff(
    { prisma: db.prisma, mailer: accounts.mailer, publicUrl: accounts.publicUrl, now: () => new Date(), log },
    { email, role },
    { userId: null, name: `command line (${userInfo().username}@${hostname()})` },
  );
  const welcome = added.user.firstName ? ` (${added.user.firstName})` : '';
  console.log(`${added.user.email}${welcome} is now ${role} staff. The welcome e-mail says how to sign in.`);
} catch (error) {
  if (!(error instanceof DomainError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.close();
}
