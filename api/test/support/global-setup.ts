import { createTestDatabaseTemplate } from '@platform/prisma/testing';
import type { TestDatabaseTemplate } from '@platform/prisma/testing';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: TestDatabaseTemplate;
  }
}

/** Embedded PGlite by default; TEST_DATABASE_URL runs the suite on a real PostgreSQL server. */
export default async function setup(project: TestProject) {
  const { template, dispose } = await createTestDatabaseTemplate();
  project.provide('databaseTemplate', template);
  return dispose;
}
