// For the Prisma CLI on a connected machine (`npx prisma migrate deploy`, `npx prisma studio`); the
// platform itself migrates offline with src/migrate.ts and never reads this file.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'schema.prisma',
  migrations: { path: 'migrations' },
  ...(process.env.DATABASE_URL ? { datasource: { url: process.env.DATABASE_URL } } : {}),
});
