import { createMigration } from '../new-migration.js';

const name = process.argv.slice(2).join(' ');
const folder = await createMigration(name);
console.log(
  folder ? `Created prisma/migrations/${folder}/migration.sql` : 'No schema changes: no migration written.',
);
